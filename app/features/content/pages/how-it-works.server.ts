import { buildOrderTypes } from "~/features/catalog/public";
import { seoContext } from "../seo.server";
import { getHowItWorksPage } from "../site-pages.server";

export async function loadHowItWorksPage() {
  const { settings, boxes, heroImage } = await getHowItWorksPage();
  const seo = await seoContext("/how-it-works", heroImage);
  return {
    seo,
    heroImage,
    businessName: settings.businessName,
    areaServed: settings.areaServed,
    orderTypes: buildOrderTypes(boxes, settings),
  };
}
