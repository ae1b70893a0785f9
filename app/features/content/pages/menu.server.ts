import { data } from "react-router";
import { groupByCuisine } from "~/features/catalog/public";
import { renderExpiresHeaders } from "~/lib/cache.server";
import { seoContext } from "../seo.server";
import { getMenuPage } from "../site-pages.server";

/** /menu?week=…: a published weekend's dishes by cuisine; an unknown, malformed or past week is a 404. */
export async function loadMenuPage(request: Request) {
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
