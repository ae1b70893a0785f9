import { count, desc, eq, sql } from "drizzle-orm";
import { postcodeWaitlist } from "~/db/schema/delivery";
import { db } from "~/lib/db.server";
import { parsePostcode, parsePrefix, prefixMatches } from "./postcode-match";

export type WaitlistEntry = typeof postcodeWaitlist.$inferSelect;

/** Everyone waiting for delivery to reach them (newest first), and the most asked-for districts. */
export async function listWaitlist(limit = 500) {
  const outward = sql<string>`split_part(upper(trim(${postcodeWaitlist.postcode})), ' ', 1)`;
  const [entries, areas, [{ total }]] = await Promise.all([
    db.select().from(postcodeWaitlist).orderBy(desc(postcodeWaitlist.createdAt)).limit(limit),
    db
      .select({ district: outward, requests: count() })
      .from(postcodeWaitlist)
      .groupBy(outward)
      .orderBy(desc(count()), outward)
      .limit(10),
    db.select({ total: count() }).from(postcodeWaitlist),
  ]);
  return { entries, areas, total };
}

export async function deleteWaitlistEntry(id: string): Promise<boolean> {
  const rows = await db
    .delete(postcodeWaitlist)
    .where(eq(postcodeWaitlist.id, id))
    .returning({ id: postcodeWaitlist.id });
  return rows.length > 0;
}

/** The waitlist entries whose postcode a delivery prefix covers (area, district or sector): who to tell it reached them. */
export async function waitlistCoveredBy(prefix: string): Promise<WaitlistEntry[]> {
  const parsed = parsePrefix(prefix);
  if (!parsed) return [];
  const entries = await db.select().from(postcodeWaitlist).orderBy(postcodeWaitlist.createdAt);
  return entries.filter((entry) => {
    const postcode = parsePostcode(entry.postcode);
    return postcode !== null && prefixMatches(parsed, postcode);
  });
}
