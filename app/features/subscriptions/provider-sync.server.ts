import { eq } from "drizzle-orm";
import { subscriptions } from "~/db/schema/subscriptions";
import { findWeekOf } from "~/features/catalog/public.server";
import { cutoffInstant } from "~/features/delivery/public";
import { providerNamed } from "~/features/payments/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { deliversOn, type DeliveryWeeks } from "./delivery-weeks";

/** How far ahead a pause is looked at: past this the collection simply resumes later. */
const HORIZON_WEEKS = 52;

/** The first date from `from` on, a week apart, that the subscription delivers on. */
function firstDelivery(sub: DeliveryWeeks, from: IsoDate): IsoDate {
  let date = from;
  for (let week = 0; week < HORIZON_WEEKS && !deliversOn(sub, date); week++) date = addDays(date, 7);
  return date;
}

/**
 * Brings the provider's weekly collection in line with the subscription: when its next weekend
 * is skipped or paused, or has no published menu (decision 028: such a weekend is not booked, so
 * not charged), collection is paused until just before the cutoff of the weekend it delivers
 * after (Stripe voids the invoices in between); otherwise collection runs. Called after each
 * change by the subscriber, after each renewal run (every few minutes, so a menu published later
 * resumes it) and when a weekend is published or unpublished.
 */
export async function syncCollection(subscriptionId: string, now: Date = new Date()): Promise<void> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.status !== "active") return;
  const settings = await orderingSettings();
  let date = firstDelivery(sub, sub.nextDeliveryDate);
  if (!(await findWeekOf(weekendSaturday(date)))) date = firstDelivery(sub, addDays(date, 7));
  const resumesAt =
    date === sub.nextDeliveryDate ? null : new Date(cutoffInstant(date, settings).getTime() - 60 * 60_000);
  await providerNamed(sub.provider).pauseCollection(
    sub.providerSubscriptionId,
    resumesAt && resumesAt > now ? resumesAt : null,
  );
}
