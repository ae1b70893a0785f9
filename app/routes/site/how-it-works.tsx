import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES } from "~/components/page-hero";
import { HowItWorksPage } from "~/features/content/pages/how-it-works-page";
import { loadHowItWorksPage } from "~/features/content/pages/how-it-works.server";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/how-it-works";

export const loader = () => loadHowItWorksPage();

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "How it works") }];
  const boxes = loaderData.orderTypes.filter((type) => type.kindLabel);
  const [first] = boxes;
  return [
    ...seoMeta({
      ...loaderData.seo,
      title: `How it works | ${loaderData.seo.siteName}`,
      description: `Ordering from ${loaderData.businessName}: choose ${[...boxes.map((b) => b.name), "a custom box or catering"].join(", ")}${
        first?.price ? ` (${first.name}: ${first.price})` : ""
      }, pick a weekend date and we deliver.`,
    }),
    ...(loaderData.heroImage
      ? [imagePreload(loaderData.heroImage.url, loaderData.heroImage.width ?? 1600, HERO_SIZES, HERO_MAX_WIDTH)]
      : []),
  ];
};

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return <HowItWorksPage {...loaderData} />;
}
