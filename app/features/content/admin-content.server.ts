import { and, asc, eq } from "drizzle-orm";
import { websiteContent } from "~/db/schema";
import { pgErrorCode } from "~/features/delivery/admin-postcodes.server";
import { db } from "~/lib/db.server";
import { CONTENT_SECTIONS, EXPECTED_CONTENT } from "./expected-content";

export type AdminContentEntry = typeof websiteContent.$inferSelect;

export class ContentError extends Error {}

/** Every text entry, ordered by section then key (spec). */
export function listContent(): Promise<AdminContentEntry[]> {
  return db.select().from(websiteContent).orderBy(asc(websiteContent.section), asc(websiteContent.key));
}

export async function updateContent(id: string, value: string): Promise<void> {
  const rows = await db
    .update(websiteContent)
    .set({ value, updatedAt: new Date() })
    .where(eq(websiteContent.id, id))
    .returning({ id: websiteContent.id });
  if (rows.length === 0) throw new ContentError("Content not found");
}

/**
 * Missing Content one-click add: creates an expected key of a section with its default text
 * (social links start empty), its content type and description.
 */
export async function createExpectedContent(section: string, key: string): Promise<AdminContentEntry> {
  if (!CONTENT_SECTIONS.includes(section)) throw new ContentError("Unknown section");
  const expected = EXPECTED_CONTENT[section].find((k) => k.key === key);
  if (!expected) throw new ContentError("Unknown content key");
  try {
    const [row] = await db
      .insert(websiteContent)
      .values({ section, key, value: expected.default, contentType: expected.type, description: expected.description })
      .returning();
    return row;
  } catch (error) {
    if (pgErrorCode(error) === "23505") {
      const [existing] = await db
        .select()
        .from(websiteContent)
        .where(and(eq(websiteContent.section, section), eq(websiteContent.key, key)));
      if (existing) return existing;
    }
    throw error;
  }
}

export async function deleteContent(id: string): Promise<void> {
  const rows = await db.delete(websiteContent).where(eq(websiteContent.id, id)).returning({ id: websiteContent.id });
  if (rows.length === 0) throw new ContentError("Content not found");
}
