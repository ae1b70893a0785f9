import { data, Link, useNavigation } from "react-router";
import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES, PageHero } from "~/components/page-hero";
import { useOrderNowHref } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { AllergenText } from "~/features/catalog/components/allergen-text";
import { DishImage } from "~/features/catalog/components/dish-image";
import { WeekSelector } from "~/features/catalog/components/week-selector";
import { descriptionSnippet, groupByCuisine } from "~/features/catalog/menu-format";
import { menuJsonLd } from "~/features/content/json-ld";
import { seoMeta } from "~/features/content/seo";
import { seoContext } from "~/features/content/seo.server";
import { getMenuPage, pageHeaders } from "~/features/content/site-pages.server";
import { renderExpiresHeaders } from "~/lib/cache.server";
import { formatPence } from "~/lib/money";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/menu";

export async function loader({ request }: Route.LoaderArgs) {
  const weekParam = new URL(request.url).searchParams.get("week");
  const page = await getMenuPage(weekParam);
  // The default week and the selector follow the weekend on sale: kept no later than its cutoff.
  const headers = renderExpiresHeaders(page.changesAt);
  if (!page.found) {
    const seo = await seoContext("/menu", page.heroImage);
    return data({ found: false as const, seo }, { status: 404, headers });
  }
  const { week, weeks, dishes, heroImage, isCurrent } = page;
  const seo = await seoContext(!week || isCurrent ? "/menu" : `/menu?week=${week.id}`, heroImage);
  const groups = groupByCuisine(dishes, week?.cuisines ?? []);
  return data(
    {
      found: true as const,
      seo,
      heroImage,
      isCurrent,
      week: week ? { id: week.id, label: week.label, cuisines: week.cuisines } : null,
      weeks: weeks.map((w) => ({ id: w.id, label: w.label })),
      groups: groups.map((g) => ({
        cuisine: g.cuisine,
        dishes: g.dishes.map((d) => ({
          id: d.id,
          name: d.name,
          nativeName: d.nativeName,
          description: d.description,
          imageUrl: d.imageUrl,
          pricePence: d.pricePence,
          dishType: d.dishType,
          dietaryInfo: d.dietaryInfo,
          allergens: d.allergens,
          mayContainAllergens: d.mayContainAllergens,
        })),
      })),
    },
    { headers },
  );
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "Our Weekly Menu") }];
  if (!loaderData.found)
    return [{ title: `Menu not found | ${loaderData.seo.siteName}` }, { name: "robots", content: "noindex" }];
  const { seo, week, groups, heroImage, isCurrent } = loaderData;
  const cuisines = week?.cuisines.join(" and ");
  return [
    ...seoMeta({
      ...seo,
      title: `Our Weekly Menu${week ? `: ${week.label}` : ""} | ${seo.siteName}`,
      description: week
        ? `${isCurrent ? "This week's" : `${week.label}:`} home-cooked ${cuisines} dishes from ${seo.siteName}: see every dish, its price and what's in it.`
        : `The weekly rotating menu of home-cooked Indian dishes from ${seo.siteName}.`,
    }),
    ...(heroImage ? [imagePreload(heroImage.url, heroImage.width ?? 1600, HERO_SIZES, HERO_MAX_WIDTH)] : []),
    ...(week && groups.length ? [{ "script:ld+json": menuJsonLd(seo.siteName, seo.url, week.label, groups) }] : []),
  ];
};

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <WeekNotFound />;
  return <WeekMenu {...loaderData} />;
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
}: Extract<Route.ComponentProps["loaderData"], { found: true }>) {
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
                    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
                      <DishImage
                        url={dish.imageUrl}
                        index={index}
                        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                      />
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
                    </article>
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
