import { publicUrl } from "~/lib/env.server";
import type { SiteImage } from "./images.server";
import { getBusinessSettings } from "~/features/settings/public.server";

export interface SeoContext {
  url: string;
  origin: string;
  siteName: string;
  image: string | null;
}

/** The canonical URL of a path, the business name and an absolute preview image for a page. */
export async function seoContext(path: string, image?: SiteImage | null): Promise<SeoContext> {
  const settings = await getBusinessSettings();
  const origin = publicUrl();
  return {
    url: `${origin}${path}`,
    origin,
    siteName: settings.businessName,
    image: image ? `${origin}${image.url}` : null,
  };
}
