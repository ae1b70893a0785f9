import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema/auth";
import { db } from "~/lib/db.server";

export type Profile = typeof profiles.$inferSelect;

export async function getProfile(userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/** Creates or updates a user's profile row (spec: profiles upsert). */
export async function upsertProfile(userId: string, values: Partial<Omit<Profile, "id" | "updatedAt">>): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } });
}
