import { Link } from "react-router";
import { imagePreload } from "~/components/image";
import { HERO_MAX_WIDTH, HERO_SIZES, PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { FaqList } from "~/features/content/components/faq-list";
import { buildFaqs } from "~/features/content/faqs";
import { newestImage } from "~/features/content/images.server";
import { seoMeta } from "~/features/content/seo";
import { seoContext } from "~/features/content/seo.server";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/faqs";

export async function loader() {
  const [settings, boxes, heroImage] = await Promise.all([
    getBusinessSettings(),
    listActiveBoxTypes(),
    newestImage("faqs-hero"),
  ]);
  return { seo: await seoContext("/faqs", heroImage), heroImage, faqs: buildFaqs(settings, boxes) };
}

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

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero image={loaderData.heroImage} title="Frequently asked questions" eyebrow="FAQs" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <FaqList faqs={loaderData.faqs} />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-lg">Still have a question?</p>
          <Button asChild size="lg">
            <Link to="/get-in-touch">Get in touch</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
