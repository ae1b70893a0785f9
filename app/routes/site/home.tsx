import { imagePreload } from "~/components/image";
import { seoMeta } from "~/features/content/seo";
import { HERO_MAX, HERO_SIZES, HomePage } from "~/features/content/pages/home-page";
import { loadHomePage } from "~/features/content/pages/home.server";
import { pageHeaders } from "~/features/content/site-pages.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/home";

export const loader = () => loadHomePage();

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "Home") }];
  const hero = loaderData.content.hero;
  return [
    ...seoMeta({
      ...loaderData.seo,
      title: `${loaderData.seo.siteName} | ${hero.tagline}`,
      description: loaderData.description,
    }),
    ...(hero.image ? [imagePreload(hero.image.url, hero.image.width ?? 1600, HERO_SIZES, HERO_MAX)] : []),
    { "script:ld+json": loaderData.business },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
