import { eq } from "drizzle-orm";
import { websiteContent } from "~/db/schema/content";
import { db } from "~/lib/db.server";

/** The key → value map of one content section. */
export async function getSection(section: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: websiteContent.key, value: websiteContent.value })
    .from(websiteContent)
    .where(eq(websiteContent.section, section));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
