import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES } from "~/components/page-hero";
import { AboutUsPage } from "~/features/content/pages/about-us-page";
import { loadAboutUsPage } from "~/features/content/pages/about-us.server";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/about-us";

export const loader = () => loadAboutUsPage();

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "About us") }];
  return [
    ...seoMeta({
      ...loaderData.seo,
      title: `About us | ${loaderData.seo.siteName}`,
      description: loaderData.description || `Who we are and what we cook at ${loaderData.businessName}.`,
    }),
    ...(loaderData.heroImage
      ? [imagePreload(loaderData.heroImage.url, loaderData.heroImage.width ?? 1600, HERO_SIZES, HERO_MAX_WIDTH)]
      : []),
  ];
};

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutUsPage {...loaderData} />;
}
