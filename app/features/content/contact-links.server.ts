import { getSection } from "./content.server";
import { newestImage } from "./images.server";
import { getBusinessSettings } from "~/features/settings/public.server";

/** Instagram, WhatsApp and email for the get-in-touch page, from social-links with settings as fallback. */
export async function getContactLinks() {
  const [social, settings, heroImage] = await Promise.all([
    getSection("social-links"),
    getBusinessSettings(),
    newestImage("get-in-touch-hero"),
  ]);
  const phoneDigits = settings.contactPhone.replace(/[^\d]/g, "");
  const email = (social.email?.trim() || settings.contactEmail).replace(/^mailto:/, "");
  return {
    instagram: social.instagram?.trim() || null,
    whatsapp: social.whatsapp?.trim() || (phoneDigits ? `https://wa.me/${phoneDigits}` : null),
    email,
    heroImage,
  };
}
