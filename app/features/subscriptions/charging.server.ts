import { and, eq, sql } from "drizzle-orm";
import { subscriptions, type PlanLine } from "~/db/schema/subscriptions";
import {
  markRenewalPaid,
  notePaymentOnOrder,
  oldestUnpaidRenewal,
  subscriptionLinesOf,
  subscriptionWeeklyPence,
  type OrderRow,
} from "~/features/orders/public.server";
import { paymentRecorded, recordPaidPayment } from "~/features/payments/public.server";
import { addDays } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import { promoCarriedFrom } from "./promo.server";

/*
 * A subscription's charging (decision 035): started by its first order's payment, each weekly
 * invoice paying its renewal, ended at the provider. Payments reports these as events; the
 * reactions (payment-reactions.server.ts) call these functions inside the event's transaction.
 */

/** The order's subscription lines as a subscription's weekly plan (what each renewal starts from). */
export async function orderSubscriptionPlan(orderId: string): Promise<PlanLine[]> {
  const lines = await subscriptionLinesOf(orderId);
  return lines.map((line) => ({
    type: line.lineType,
    boxTypeId: line.boxTypeId,
    // The box as chosen ("Essentials (Standard)"): the cuisine is the plan's preference, apart.
    label: line.cuisine ? line.label.replace(`, ${line.cuisine})`, ")") : line.label,
    variant: line.variant,
    cuisine: line.cuisine,
    quantity: line.quantity,
    items: line.items.map((i) => ({ dishId: i.menuItemId, name: i.name, quantity: i.quantity })),
  }));
}

/**
 * The subscription an order's first payment starts, inside the payment's transaction (once per
 * provider subscription): its plan is the order's subscription lines, its weekly amount the one
 * quoted at checkout (stored on the payment), its address the order's, and its first renewal is
 * a week after the order's delivery date.
 */
export async function startSubscription(
  order: OrderRow,
  provider: { name: string; subscriptionId: string; weeklyPence: number },
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({
      orderId: order.id,
      userId: order.userId,
      provider: provider.name,
      providerSubscriptionId: provider.subscriptionId,
      // A checkout opened before its payment stored the quoted amount (migration 0013) derives it once.
      weeklyAmountPence: provider.weeklyPence > 0 ? provider.weeklyPence : await subscriptionWeeklyPence(order.id),
      plan: await orderSubscriptionPlan(order.id),
      nextDeliveryDate: addDays(order.deliveryDate, 7),
      address: order.address,
      city: order.city,
      postcode: order.postcode,
      deliveryInstructions: order.deliveryInstructions,
      ...(await promoCarriedFrom(order.id)),
    })
    .onConflictDoNothing({ target: subscriptions.providerSubscriptionId });
}

/** A subscription ended at the provider (or by the customer): recorded once. */
export async function markSubscriptionCancelled(providerSubscriptionId: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(subscriptions)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now, version: sql`${subscriptions.version} + 1` })
    .where(and(eq(subscriptions.providerSubscriptionId, providerSubscriptionId), eq(subscriptions.status, "active")))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export type InvoicePaymentResult = "paid" | "duplicate" | "no-subscription" | "no-renewal";

/**
 * A weekly invoice paid at the provider pays its renewal, inside the caller's transaction: the
 * subscription's oldest renewal still awaiting payment becomes paid (its receipt queued), and the
 * invoice is recorded as its payment, so the same invoice never pays twice. The subscription's row
 * is locked first (as the renewal job and the subscriber's changes lock it), so two invoices, or
 * two deliveries of one, are applied one after the other. An invoice with no renewal waiting (its
 * weekend skipped or full when the collection could not be paused) is noted for the owner on the
 * subscription's first order.
 */
export async function payRenewalFromInvoice(input: {
  providerSubscriptionId: string;
  invoiceId: string;
  paymentId: string | null;
  amountPence: number;
}): Promise<InvoicePaymentResult> {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId))
    .for("update");
  if (!sub) return "no-subscription";
  if (await paymentRecorded(input.invoiceId)) return "duplicate";
  const renewal = await oldestUnpaidRenewal(sub.id);
  if (!renewal) {
    await notePaymentOnOrder(
      sub.orderId,
      `Weekly invoice ${input.invoiceId} paid (${formatPence(input.amountPence)}) with no renewal waiting for it: refund it at the payment provider or arrange a delivery with the customer.`,
    );
    return "no-renewal";
  }
  await markRenewalPaid(renewal, input.amountPence);
  await recordPaidPayment({
    orderId: renewal.id,
    provider: sub.provider,
    sessionId: input.invoiceId,
    paymentId: input.paymentId,
    amountPence: input.amountPence,
  });
  return "paid";
}
