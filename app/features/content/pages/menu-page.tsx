import { Link, useNavigation } from "react-router";
import { PageHero } from "~/components/page-hero";
import { useOrderNowHref } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { AllergenText, descriptionSnippet, DishCard, WeekSelector } from "~/features/catalog/public";
import { formatPence } from "~/lib/money";
import type { PageData } from "~/lib/page-data";
import type { loadMenuPage } from "./menu.server";

export function MenuPage(page: PageData<typeof loadMenuPage>) {
  if (!page.found) return <WeekNotFound />;
  return <WeekMenu {...page} />;
}

/** An unknown, malformed or past ?week= (answered with status 404). */
function WeekNotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <p className="text-brand-600 text-6xl font-bold">404</p>
      <h1 className="text-3xl font-bold">We could not find that week's menu</h1>
      <p className="text-muted">
        The link may be mistyped, or the weekend has passed. Our menu changes every weekend: have a look at what we are
        cooking now.
      </p>
      <Button asChild size="lg">
        <Link to="/menu">See this week's menu</Link>
      </Button>
    </main>
  );
}

function WeekMenu({
  week,
  weeks,
  groups,
  heroImage,
  isCurrent,
}: Extract<PageData<typeof loadMenuPage>, { found: true }>) {
  const orderHref = useOrderNowHref();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/menu";
  return (
    <main id="main">
      <PageHero image={heroImage} title="Our Weekly Menu" eyebrow={week ? week.label : undefined}>
        {week ? (
          <p className="text-brand-100 text-lg">
            {week.cuisines.join(" and ")} cooking {isCurrent ? "this week" : "that weekend"}.
          </p>
        ) : null}
        <Button asChild size="lg">
          <Link to={orderHref}>Order Now</Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10">
        {weeks.length > 0 && week ? <WeekSelector weeks={weeks} selectedId={week.id} /> : null}
        <p role="status" className="text-muted mt-4 text-sm">
          {loading ? "Loading menu..." : ""}
        </p>
        {groups.length === 0 ? (
          <div className="bg-brand-50 mt-6 rounded-xl p-10 text-center">
            <h2 className="text-2xl font-semibold">No dishes available this week</h2>
            <p className="text-muted mt-2">Please check back later for our weekly menu updates.</p>
          </div>
        ) : (
          groups.map((group) => (
            <section key={group.cuisine} aria-labelledby={`cuisine-${slug(group.cuisine)}`} className="mt-8">
              <h2 id={`cuisine-${slug(group.cuisine)}`} className="font-display text-3xl font-bold">
                {group.cuisine} Cuisine
              </h2>
              <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {group.dishes.map((dish, index) => (
                  <li key={dish.id}>
                    <DishCard
                      url={dish.imageUrl}
                      index={index}
                      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                    >
                      <div className="flex flex-1 flex-col gap-1.5 p-4">
                        <div className="flex items-start justify-between gap-3">
                          <h3 className="text-lg leading-tight font-semibold">{dish.name}</h3>
                          <p className="text-brand-700 font-semibold">{formatPence(dish.pricePence)}</p>
                        </div>
                        {dish.nativeName ? <p className="text-muted text-sm">{dish.nativeName}</p> : null}
                        {dish.description ? <p className="text-sm">{descriptionSnippet(dish.description)}</p> : null}
                        <AllergenText dishes={[dish]} />
                        {dish.dietaryInfo.length ? (
                          <ul className="mt-auto flex flex-wrap gap-1 pt-2" aria-label="Dietary information">
                            {dish.dietaryInfo.map((info) => (
                              <li
                                key={info}
                                className="bg-leaf-600/10 text-leaf-600 rounded-full px-2 py-0.5 text-xs font-medium"
                              >
                                {info}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    </DishCard>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </main>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
