import { asc, desc, eq } from "drizzle-orm";
import { websiteImages } from "~/db/schema/content";
import { db } from "~/lib/db.server";

export interface SiteImage {
  id: string;
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

function toSiteImage(row: typeof websiteImages.$inferSelect): SiteImage {
  return { id: row.id, url: row.publicUrl, alt: row.altText ?? "", width: row.width, height: row.height };
}

/** The newest image of a context (heroes, logos). */
export async function newestImage(context: string): Promise<SiteImage | null> {
  const [row] = await db
    .select()
    .from(websiteImages)
    .where(eq(websiteImages.usageContext, context))
    .orderBy(desc(websiteImages.createdAt))
    .limit(1);
  return row ? toSiteImage(row) : null;
}

/** The images of a context in order (display order, then oldest first), at most `limit`. */
export async function orderedImages(context: string, limit: number): Promise<SiteImage[]> {
  const rows = await db
    .select()
    .from(websiteImages)
    .where(eq(websiteImages.usageContext, context))
    .orderBy(asc(websiteImages.displayOrder), asc(websiteImages.createdAt))
    .limit(limit);
  return rows.map(toSiteImage);
}
