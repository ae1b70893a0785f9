import { publicUrl } from "~/lib/env.server";

/** The public marketing pages, as listed in sitemap.xml (and served from the render cache). */
export const PUBLIC_PAGES = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/menu", changefreq: "weekly", priority: "0.9" },
  { path: "/how-it-works", changefreq: "monthly", priority: "0.8" },
  { path: "/about-us", changefreq: "monthly", priority: "0.6" },
  { path: "/faqs", changefreq: "monthly", priority: "0.6" },
  { path: "/gift-cards", changefreq: "monthly", priority: "0.5" },
  { path: "/get-in-touch", changefreq: "yearly", priority: "0.5" },
  { path: "/privacy-policy", changefreq: "yearly", priority: "0.2" },
  { path: "/terms-of-service", changefreq: "yearly", priority: "0.2" },
  { path: "/user-deletion", changefreq: "yearly", priority: "0.2" },
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(): string {
  const origin = publicUrl();
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority></url>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /order",
    "Disallow: /order-confirmation",
    "Disallow: /my-account",
    "Disallow: /login",
    "",
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    "",
  ].join("\n");
}
