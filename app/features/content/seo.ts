import type { MetaDescriptor } from "react-router";

/** What a public page says about itself to search engines and link previews. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL (from publicUrl()). */
  url: string;
  siteName: string;
  /** Absolute URL of a preview image. */
  image?: string | null;
  type?: "website" | "article";
}

export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  return tags;
}
