import { cachedPublic } from "~/lib/cache.server";
import { getSection } from "./content.server";
import { newestImage, type SiteImage } from "./images.server";
import { getBusinessSettings } from "~/features/settings/public.server";

export interface SocialLink {
  key: string;
  label: string;
  url: string;
}

export interface ShellData {
  businessName: string;
  tagline: string;
  headerLogo: SiteImage | null;
  footerLogo: SiteImage | null;
  socialLinks: SocialLink[];
}

const SOCIAL_LABELS: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  email: "Email",
};

export function socialHref(key: string, value: string): string {
  if (key === "email" && !value.startsWith("mailto:")) return `mailto:${value}`;
  return value;
}

/** What the header and footer of every page need; cached until an admin write. */
export const getShellData = cachedPublic(async (): Promise<ShellData> => {
  const [settings, headerLogo, footerLogo, social] = await Promise.all([
    getBusinessSettings(),
    newestImage("header-logo"),
    newestImage("footer-logo"),
    getSection("social-links"),
  ]);
  const socialLinks = Object.keys(SOCIAL_LABELS)
    .filter((key) => social[key]?.trim())
    .map((key) => ({ key, label: SOCIAL_LABELS[key], url: socialHref(key, social[key].trim()) }))
    // Only web and mail links are ever shown (a value saved before links were checked included).
    .filter((link) => /^(https?:\/\/|mailto:)/i.test(link.url));
  return {
    businessName: settings.businessName,
    tagline: settings.tagline,
    headerLogo,
    footerLogo,
    socialLinks,
  };
});
