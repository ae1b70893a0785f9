import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  orderLineItems,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  subscriptions,
  type PlanLine,
} from "~/db/schema";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { addDays } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import { queueConfirmationEmail } from "./confirmation-email.server";
import { priceOrder, toPricingSettings, type PricedLineInput } from "~/features/cart/public";

/**
 * What a weekly subscription charges each week after the first: the order's subscription
 * lines alone, priced by the one pricing engine (their shipping by the order's fulfilment and the
 * subscription discount included) with the box types' prices stored on the order at checkout.
 * Each renewal re-prices its lines at the box types' then-current prices (renewals.server.ts).
 * 0 when the order has no subscription line.
 */
export async function subscriptionWeeklyPence(orderId: string): Promise<number> {
  const [order] = await db.select({ fulfilment: orders.fulfilment }).from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const lines = (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).filter(
    (l) => l.isSubscription,
  );
  if (lines.length === 0) return 0;
  const items = await db
    .select()
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  const itemsOf = (lineId: string) => items.filter((i) => i.orderLineId === lineId);
  const boxes = await listActiveBoxTypes();
  const inputs: PricedLineInput[] = lines.map((line) =>
    line.lineType === "custom"
      ? {
          type: "custom",
          isSubscription: true,
          items: itemsOf(line.id).map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        }
      : {
          type: "box",
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          // One container per dish of the box type (the box's own dishes if the type is gone).
          containersPerBox: boxes.find((b) => b.id === line.boxTypeId)?.dishCount ?? itemsOf(line.id).length,
          isSubscription: true,
        },
  );
  return priceOrder(inputs, toPricingSettings(await getBusinessSettings()), { fulfilment: order.fulfilment })
    .totalPence;
}

/** The order's subscription lines as a subscription's weekly plan (what each renewal starts from). */
export async function orderSubscriptionPlan(orderId: string): Promise<PlanLine[]> {
  const lines = (
    await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position))
  ).filter((l) => l.isSubscription);
  if (lines.length === 0) return [];
  const items = await db
    .select()
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  return lines.map((line) => ({
    type: line.lineType,
    boxTypeId: line.boxTypeId,
    // The box as chosen ("Essentials (Standard)"): the cuisine is the plan's preference, apart.
    label: line.cuisine ? line.label.replace(`, ${line.cuisine})`, ")") : line.label,
    variant: line.variant,
    cuisine: line.cuisine,
    quantity: line.quantity,
    items: items
      .filter((i) => i.orderLineId === line.id)
      .map((i) => ({ dishId: i.menuItemId, name: i.name, quantity: i.quantity })),
  }));
}

/**
 * The subscription an order's first payment starts, inside the payment's transaction (once per
 * provider subscription): its plan is the order's subscription lines, its address the order's,
 * and its first renewal is a week after the order's delivery date.
 */
export async function startSubscription(
  order: typeof orders.$inferSelect,
  provider: { name: string; subscriptionId: string; weeklyPence: number },
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({
      orderId: order.id,
      userId: order.userId,
      provider: provider.name,
      providerSubscriptionId: provider.subscriptionId,
      weeklyAmountPence: provider.weeklyPence,
      plan: await orderSubscriptionPlan(order.id),
      nextDeliveryDate: addDays(order.deliveryDate, 7),
      address: order.address,
      city: order.city,
      postcode: order.postcode,
      deliveryInstructions: order.deliveryInstructions,
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
  const [seen] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerSessionId, input.invoiceId));
  if (seen) return "duplicate";
  const [renewal] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, sub.id), eq(orders.status, "pending_payment")))
    .orderBy(asc(orders.deliveryDate))
    .limit(1)
    .for("update");
  const paidAt = new Date();
  if (!renewal) {
    const marker = `invoice ${input.invoiceId}`;
    await db.insert(orderStatusHistory).values({
      orderId: sub.orderId,
      fromStatus: null,
      toStatus: "paid",
      note: `Weekly ${marker} paid (${formatPence(input.amountPence)}) with no renewal waiting for it: refund it at the payment provider or arrange a delivery with the customer.`,
      changedBy: "webhook",
    });
    return "no-renewal";
  }
  await db.update(orders).set({ status: "paid", paidAt, updatedAt: paidAt }).where(eq(orders.id, renewal.id));
  await db.insert(orderStatusHistory).values({
    orderId: renewal.id,
    fromStatus: "pending_payment",
    toStatus: "paid",
    note:
      input.amountPence === renewal.totalPence
        ? "Weekly invoice paid"
        : `Weekly invoice paid: ${formatPence(input.amountPence)} taken for a ${formatPence(renewal.totalPence)} order`,
    changedBy: "webhook",
  });
  await db.insert(payments).values({
    orderId: renewal.id,
    provider: sub.provider,
    providerSessionId: input.invoiceId,
    providerPaymentId: input.paymentId,
    amountPence: input.amountPence,
    status: "paid",
  });
  await queueConfirmationEmail(renewal.id);
  return "paid";
}
