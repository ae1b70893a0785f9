import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { subscriptions } from "~/db/schema/subscriptions";
import { orderIdsOf } from "~/features/orders/public.server";
import { providerNamed } from "~/features/payments/public.server";
import { db } from "~/lib/db.server";
import { describePlan } from "./plan";

/** A person's subscriptions: taken out by their account, or from an order placed with their email. */
async function subscriptionsOf(email: string, userId: string | null) {
  const orderIds = await orderIdsOf(email, userId);
  const mine = [
    ...(orderIds.length ? [inArray(subscriptions.orderId, orderIds)] : []),
    ...(userId ? [eq(subscriptions.userId, userId)] : []),
  ];
  if (!mine.length) return [];
  return db
    .select()
    .from(subscriptions)
    .where(or(...mine))
    .orderBy(asc(subscriptions.createdAt));
}

/** A person's subscriptions as the data download gives them. */
export async function subscriptionDataOf(email: string, userId: string | null) {
  return (await subscriptionsOf(email, userId)).map((sub) => ({
    status: sub.status,
    plan: describePlan(sub.plan),
    weeklyAmountPence: sub.weeklyAmountPence,
    nextDeliveryDate: sub.nextDeliveryDate,
    pausedUntil: sub.pausedUntil,
    skippedDates: sub.skippedDates.join(" "),
    address: sub.address,
    city: sub.city,
    postcode: sub.postcode,
    deliveryInstructions: sub.deliveryInstructions,
    startedAt: sub.createdAt,
    cancelledAt: sub.cancelledAt,
  }));
}

/**
 * Ends a person's subscriptions and keeps them without the person (decision 038): active ones are
 * cancelled here (status, version raised, so the renewal job books no more) and their address and
 * delivery instructions go; cancelled ones lose them too. In the caller's transaction, with the
 * rows locked as every change of a subscription is. The provider's side (a Stripe subscription
 * ends, as when the subscriber cancels) is `endAtProvider`, for the caller to run as the last step
 * of its transaction: a database step that fails leaves the provider untouched, and a provider
 * that fails rolls everything back.
 */
export async function eraseSubscriptions(email: string, userId: string | null, now = new Date()) {
  const found = await subscriptionsOf(email, userId);
  if (!found.length) return { cancelled: 0, endAtProvider: async () => {} };
  const ids = found.map((sub) => sub.id);
  const locked = await db.select().from(subscriptions).where(inArray(subscriptions.id, ids)).for("update");
  const active = locked.filter((sub) => sub.status === "active");
  await db
    .update(subscriptions)
    .set({
      status: "cancelled",
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now})`,
      userId: null,
      address: sql`CASE WHEN ${subscriptions.address} IS NULL THEN NULL ELSE 'Erased' END`,
      postcode: sql`CASE WHEN ${subscriptions.postcode} IS NULL THEN NULL ELSE split_part(upper(trim(${subscriptions.postcode})), ' ', 1) END`,
      deliveryInstructions: null,
      updatedAt: now,
      version: sql`${subscriptions.version} + 1`,
    })
    .where(inArray(subscriptions.id, ids));
  return {
    cancelled: active.length,
    endAtProvider: async () => {
      for (const sub of active) await providerNamed(sub.provider).cancelSubscription(sub.providerSubscriptionId);
    },
  };
}

/** The first orders of the active subscriptions: renewals read the customer from them, so they are kept whole. */
export async function activeSubscriptionOrderIds(): Promise<string[]> {
  const rows = await db
    .select({ orderId: subscriptions.orderId })
    .from(subscriptions)
    .where(eq(subscriptions.status, "active"));
  return rows.map((row) => row.orderId);
}
