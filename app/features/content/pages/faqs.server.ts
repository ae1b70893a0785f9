import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { buildFaqs } from "../faqs";
import { newestImage } from "../images.server";
import { seoContext } from "../seo.server";

export async function loadFaqsPage() {
  const [settings, boxes, heroImage] = await Promise.all([
    getBusinessSettings(),
    listActiveBoxTypes(),
    newestImage("faqs-hero"),
  ]);
  return { seo: await seoContext("/faqs", heroImage), heroImage, faqs: buildFaqs(settings, boxes) };
}
