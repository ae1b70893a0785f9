import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES } from "~/components/page-hero";
import { menuJsonLd } from "~/features/content/json-ld";
import { MenuPage } from "~/features/content/pages/menu-page";
import { loadMenuPage } from "~/features/content/pages/menu.server";
import { seoMeta } from "~/features/content/seo";
import { pageHeaders } from "~/features/content/site-pages.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/menu";

export const loader = ({ request }: Route.LoaderArgs) => loadMenuPage(request);

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

export default function Menu({ loaderData }: Route.ComponentProps) {
  return <MenuPage {...loaderData} />;
}
