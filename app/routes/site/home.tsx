import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useOrderNowHref } from "~/components/site-header";
import { getSection } from "~/features/content/content.server";
import { getBusinessSettings } from "~/features/content/settings.server";
import type { Route } from "./+types/home";

export async function loader() {
  const [settings, hero] = await Promise.all([getBusinessSettings(), getSection("hero")]);
  return {
    businessName: settings.businessName,
    heading: hero["main-heading"] || settings.businessName,
    description: hero["description"] || settings.description,
    tagline: hero["tagline"] || settings.tagline,
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.businessName} | ${data.tagline}` : "Home" },
  { name: "description", content: data?.description ?? "" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const orderHref = useOrderNowHref();
  return (
    <main id="main">
      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{loaderData.tagline}</p>
          <h1 className="font-display max-w-3xl text-4xl font-bold md:text-6xl">{loaderData.heading}</h1>
          <p className="max-w-2xl text-lg text-muted">{loaderData.description}</p>
          <Button asChild size="lg">
            <Link to={orderHref}>Order Now</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
