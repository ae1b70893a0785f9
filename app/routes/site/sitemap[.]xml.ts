import { sitemapXml } from "~/features/content/sitemap.server";

export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
