import { getBusinessSettings } from "~/features/settings/public.server";
import { seoContext } from "../seo.server";
import { getAboutPage } from "../site-pages.server";

export async function loadAboutUsPage() {
  const [{ team, heroImage }, settings] = await Promise.all([getAboutPage(), getBusinessSettings()]);
  return {
    seo: await seoContext("/about-us", heroImage),
    heroImage,
    team,
    businessName: settings.businessName,
    description: settings.description,
    areaServed: settings.areaServed,
  };
}
