import { Link } from "react-router";
import { PageHero, SectionHeading } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import type { PageData } from "~/lib/page-data";
import { TeamGrid } from "../components/team-grid";
import type { loadAboutUsPage } from "./about-us.server";

export function AboutUsPage({
  businessName,
  description,
  areaServed,
  team,
  heroImage,
}: PageData<typeof loadAboutUsPage>) {
  const area = areaServed || "our neighbourhood";
  return (
    <main id="main">
      <PageHero image={heroImage} title={`About ${businessName}`} eyebrow="Our story" />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="what-is">
          <h2 id="what-is" className="font-display text-2xl font-bold">
            What is {businessName}?
          </h2>
          <p className="mt-3 leading-relaxed">
            {description ||
              `${businessName} is a small kitchen cooking home-style Indian food for families and friends in ${area}.`}
          </p>
        </section>
        <section aria-labelledby="what-cook">
          <h2 id="what-cook" className="font-display text-2xl font-bold">
            What do we cook?
          </h2>
          <p className="mt-3 leading-relaxed">
            Regional Indian home cooking that changes every week: two of India's many regional cuisines each weekend,
            cooked the way they are cooked at home, not the way a restaurant does it.
          </p>
        </section>
        <section aria-labelledby="whats-in">
          <h2 id="whats-in" className="font-display text-2xl font-bold">
            What's in {businessName}'s Tiffin?
          </h2>
          <p className="mt-3 leading-relaxed">
            Every tiffin has four dishes: a rice, a dal or legume, a vegetable dish and a meat or fish dish (or an extra
            vegetarian main). Freshly cooked, pre-ordered so nothing goes to waste, and delivered in {area} on Saturdays
            and Sundays.
          </p>
        </section>
      </div>
      <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-8">
        <SectionHeading id="team-heading">Meet the team</SectionHeading>
        <div className="mt-6">
          <TeamGrid members={team} />
        </div>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/get-in-touch">Contact Us</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
