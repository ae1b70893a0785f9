import { data } from "react-router";
import { getBusinessSettings } from "~/features/settings/public.server";
import { renderExpiresHeaders } from "~/lib/cache.server";
import { businessJsonLd } from "../json-ld";
import { seoContext } from "../seo.server";
import { getHomeContent, getThisWeeksDishes } from "../site-pages.server";

export async function loadHomePage() {
  const [content, { week, dishes, changesAt }, settings] = await Promise.all([
    getHomeContent(),
    getThisWeeksDishes(),
    getBusinessSettings(),
  ]);
  const seo = await seoContext("/", content.hero.image);
  // The carousel shows the weekend on sale: a rendered copy is kept no later than its cutoff.
  return data(
    {
      content,
      week: week ? { label: week.label, cuisines: week.cuisines } : null,
      dishes: dishes.map((d) => ({
        id: d.id,
        name: d.name,
        nativeName: d.nativeName,
        imageUrl: d.imageUrl,
        pricePence: d.pricePence,
        cuisine: d.cuisine,
      })),
      seo,
      business: businessJsonLd(settings, seo, week?.cuisines ?? []),
      description: settings.description || content.hero.description,
    },
    { headers: renderExpiresHeaders(changesAt) },
  );
}
