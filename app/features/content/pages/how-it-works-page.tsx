import { Check } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { useOrderNowHref } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import type { PageData } from "~/lib/page-data";
import type { loadHowItWorksPage } from "./how-it-works.server";

export function HowItWorksPage({
  businessName,
  areaServed,
  orderTypes,
  heroImage,
}: PageData<typeof loadHowItWorksPage>) {
  const orderHref = useOrderNowHref();
  return (
    <main id="main">
      <PageHero image={heroImage} title={`Ordering from ${businessName}`} eyebrow="How it works" />
      <section className="mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed">
        <p>
          We hear you: after a long week nobody wants to cook, and a takeaway never tastes like home. So every weekend
          we cook real, home-style Indian food in small batches and bring it to your door
          {areaServed ? ` across ${areaServed}` : ""}. Pick the way of ordering that suits you, choose a Saturday or
          Sunday, and we do the rest.
        </p>
      </section>
      <section aria-labelledby="order-types-heading" className="mx-auto max-w-7xl px-4 pb-8">
        <h2 id="order-types-heading" className="sr-only">
          Ways to order
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {orderTypes.map((type) => (
            <li
              key={`${type.tab}-${type.name}`}
              className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <div className="flex flex-col gap-1">
                <h3 className="font-display text-2xl font-bold">{type.name}</h3>
                {type.kindLabel ? (
                  <p className="text-brand-700 text-xs font-bold tracking-widest uppercase">
                    {type.kindLabel} · {type.dishes}
                  </p>
                ) : null}
              </div>
              <p className="text-muted">{type.summary}</p>
              {type.price ? <p className="text-brand-700 text-lg font-semibold">{type.price}</p> : null}
              {type.points.length ? (
                <ul className="flex flex-col gap-2 text-sm">
                  {type.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden className="text-leaf-600 mt-0.5 size-4 shrink-0" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Button asChild className="mt-auto">
                <Link to={orderHref} state={{ selectedTab: type.tab }} aria-label={`Order Now: ${type.name}`}>
                  Order Now
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
