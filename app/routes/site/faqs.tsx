import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES } from "~/components/page-hero";
import { FaqsPage } from "~/features/content/pages/faqs-page";
import { loadFaqsPage } from "~/features/content/pages/faqs.server";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/faqs";

export const loader = () => loadFaqsPage();

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, "FAQs") }];
  return [
    ...seoMeta({
      ...loaderData.seo,
      title: `FAQs | ${loaderData.seo.siteName}`,
      description: `Delivery days and areas, what's in a box, vegetarian options and when to order: answers from ${loaderData.seo.siteName}.`,
    }),
    ...(loaderData.heroImage
      ? [imagePreload(loaderData.heroImage.url, loaderData.heroImage.width ?? 1600, HERO_SIZES, HERO_MAX_WIDTH)]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: loaderData.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      },
    },
  ];
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return <FaqsPage {...loaderData} />;
}
