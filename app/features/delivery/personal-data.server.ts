import { asc, sql } from "drizzle-orm";
import { postcodeWaitlist } from "~/db/schema/delivery";
import { db } from "~/lib/db.server";

const entriesOf = (email: string) => sql`lower(${postcodeWaitlist.email}) = ${email.trim().toLowerCase()}`;

/** The postcodes a person asked to be told about (the data download). */
export async function waitlistDataOf(email: string) {
  return db
    .select({
      email: postcodeWaitlist.email,
      postcode: postcodeWaitlist.postcode,
      createdAt: postcodeWaitlist.createdAt,
    })
    .from(postcodeWaitlist)
    .where(entriesOf(email))
    .orderBy(asc(postcodeWaitlist.createdAt));
}

/** Deletes a person's waitlist entries (an erasure, in the caller's transaction). */
export async function eraseWaitlistEntries(email: string): Promise<number> {
  const rows = await db.delete(postcodeWaitlist).where(entriesOf(email)).returning({ id: postcodeWaitlist.id });
  return rows.length;
}
