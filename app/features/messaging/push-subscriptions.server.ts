import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { pushSubscriptions } from "~/db/schema/messaging";
import { db, transaction } from "~/lib/db.server";
import { contactKey, updatePreferences } from "./consent.server";

/** A browser's PushSubscription as its toJSON() gives it (the Push API). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .min(16)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .min(8)
      .max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/**
 * Keeps this browser's subscription for the person with this email (a browser that subscribes
 * again, for another account, is theirs now) and records their consent to push messages, given by
 * the browser's permission prompt.
 */
export async function savePushSubscription(email: string, subscription: PushSubscriptionInput) {
  const key = contactKey(email);
  return transaction(async () => {
    const values = { email: key, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: subscription.endpoint })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    await updatePreferences(key, { push: true }, "push-permission");
    return row;
  });
}

/**
 * Forgets this browser's subscription (of this person only); when it was their last one, their
 * consent to push messages is withdrawn. False when they had no such subscription.
 */
export async function removePushSubscription(email: string, endpoint: string): Promise<boolean> {
  const key = contactKey(email);
  return transaction(async () => {
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.email, key), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    const [{ left }] = await db
      .select({ left: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.email, key));
    if (left === 0) await updatePreferences(key, { push: false }, "push-permission");
    return removed.length > 0;
  });
}

/** The ids of the browsers this person receives push messages on (a push message's `to`). */
export async function pushSubscriptionIds(email: string): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.email, contactKey(email)))
    .orderBy(pushSubscriptions.createdAt);
  return rows.map((row) => row.id);
}
