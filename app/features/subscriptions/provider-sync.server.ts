import { eq } from "drizzle-orm";
import { subscriptions } from "~/db/schema";
import { cutoffInstant } from "~/features/delivery/public";
import { providerNamed } from "~/features/payments/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { deliversOn } from "./delivery-weeks";

/** How far ahead a pause is looked at: past this the collection simply resumes later. */
const HORIZON_WEEKS = 52;

/**
 * Brings the provider's weekly collection in line with the subscription: when its next weekend
 * is skipped or paused, collection is paused until just before the cutoff of the first weekend
 * it delivers again (Stripe voids the invoices in between); otherwise collection runs. Called
 * after each change by the subscriber and after each renewal.
 */
export async function syncCollection(subscriptionId: string, now: Date = new Date()): Promise<void> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.status !== "active") return;
  const settings = await orderingSettings();
  let date = sub.nextDeliveryDate;
  for (let week = 0; week < HORIZON_WEEKS && !deliversOn(sub, date); week++) date = addDays(date, 7);
  const resumesAt =
    date === sub.nextDeliveryDate ? null : new Date(cutoffInstant(date, settings).getTime() - 60 * 60_000);
  await providerNamed(sub.provider).pauseCollection(
    sub.providerSubscriptionId,
    resumesAt && resumesAt > now ? resumesAt : null,
  );
}
