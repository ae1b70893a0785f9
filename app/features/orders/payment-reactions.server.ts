import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { orderLineItems, orderLines, orders, orderStatusHistory } from "~/db/schema/orders";
// The paid transition updates its payment in the same statement (decision 026).
import { payments } from "~/db/schema/payments";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { priceOrder, toPricingSettings, type PricedLineInput } from "~/features/cart/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { reverseCreditFor } from "~/features/wallet/public.server";
import { giveBackGiftCard } from "~/features/giftcards/public.server";
import { db } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import { preparedStatement } from "~/lib/statements.server";
import { queueClaimedConfirmationEmail, queueConfirmationEmail } from "./confirmation-email.server";
import type { OrderView } from "./order-queries.server";
import { cancelUnpaidOrder, type OrderRow, type PaymentProviderName } from "./orders.server";

/*
 * What an order does when payments report something (decision 035): Payments translates each
 * provider's news into its provider-neutral events and calls these, inside its transaction. Orders
 * sits below payments and knows nothing of providers, events or subscriptions.
 */

export interface PaymentConfirmation {
  provider: PaymentProviderName;
  /** The provider's checkout session id (payments.provider_session_id). */
  sessionId: string;
  paymentId?: string | null;
  /** Who confirmed it, for the status history: webhook, confirmation page, test payment page. */
  source: string;
}

/**
 * One statement: the order's conditional update claims the confirmation email too, and its history
 * row and payment are written by CTEs that read the updated row (none when it was not pending, so
 * a second confirmation writes nothing). Built once (`paidAt` is the encoded instant).
 */
const paidStatement = preparedStatement("order_paid", (root, name) => {
  const paidAt = sql`${sql.placeholder("paidAt")}`;
  const paid = root.$with("paid").as(
    root
      .update(orders)
      .set({ status: "paid", paidAt, updatedAt: paidAt, confirmationEmailSentAt: paidAt })
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.status, "pending_payment")))
      .returning(),
  );
  const history = root.$with("paid_history", {}).as(
    sql`insert into ${orderStatusHistory} (order_id, from_status, to_status, note, changed_by)
        select id, 'pending_payment', 'paid', ${sql.placeholder("note")}, ${sql.placeholder("source")} from paid`,
  );
  const payment = root.$with("paid_payment", {}).as(
    sql`update ${payments} set status = 'paid', provider_payment_id = coalesce(${sql.placeholder("paymentId")}, provider_payment_id), updated_at = now()
        where provider_session_id = ${sql.placeholder("sessionId")} and exists (select 1 from paid)`,
  );
  return root.with(paid, history, payment).select().from(paid).prepare(name);
});

/**
 * The one `pending_payment` → `paid` transition, inside the caller's transaction. It is a
 * conditional update, so of any number of concurrent confirmations (webhook, confirmation page,
 * replays) exactly one gets the paid order back and writes the history, payment and the
 * confirmation email's job; the others get null.
 */
export async function transitionToPaid(
  orderId: string,
  confirmation: PaymentConfirmation,
  /** The order's view the caller has just read (its lines, for the email), if it has. */
  known?: OrderView,
): Promise<OrderRow | null> {
  const paidAt = orders.paidAt.mapToDriverValue(new Date());
  const [order] = await paidStatement({
    paidAt,
    orderId,
    note: `Payment confirmed (${confirmation.source})`,
    source: confirmation.source,
    paymentId: confirmation.paymentId ?? null,
    sessionId: confirmation.sessionId,
  });
  if (!order) return null;
  await queueClaimedConfirmationEmail(order, known);
  return order;
}

/** The order's row, locked until the transaction ends (statement built once: paying is hot). */
const lockOrder = preparedStatement("pay_lock_order", (root, name) =>
  root
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder("orderId")))
    .for("update")
    .prepare(name),
);

/**
 * Locks an order for its payment (a payment page paying it, a payment link opening a page), so
 * the two are applied one after the other; the order as it is (null for no such order).
 */
export async function lockOrderForPayment(orderId: string): Promise<OrderRow | null> {
  const [order] = await lockOrder({ orderId });
  return order ?? null;
}

/** What the order leaves a payment provider to take: its total less its store credit and gift card; null for no such order. */
export async function amountDuePence(orderId: string): Promise<number | null> {
  const [order] = await db
    .select({
      due: sql<number>`${orders.totalPence} - ${orders.creditPence} - ${orders.giftCardPence}`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.due ?? null;
}

/**
 * An order whose payment was refunded becomes `refunded` once, from any status after paid, inside
 * the caller's transaction (payments has marked the payment refunded); what store credit paid of it
 * goes back to the customer's credit. Returns whether this call made the change (false when it was
 * unpaid or refunded already).
 */
export async function markOrderRefunded(orderId: string, by: { note: string; changedBy: string }): Promise<boolean> {
  const [before] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!before || before.status === "pending_payment" || before.status === "refunded") return false;
  await db.update(orders).set({ status: "refunded", updatedAt: new Date() }).where(eq(orders.id, orderId));
  await db.insert(orderStatusHistory).values({
    orderId,
    fromStatus: before.status,
    toStatus: "refunded",
    note: by.note,
    changedBy: by.changedBy,
  });
  await reverseCreditFor(orderId, "Credit given back: the order was refunded");
  await giveBackGiftCard(orderId);
  return true;
}

/**
 * A payment page closed unpaid (expired, or left by the customer): the order is cancelled, which
 * frees its boxes; an admin's payment-link order stays payable through its link, only that
 * session is closed. Returns whether the order was cancelled.
 */
export async function closeUnpaidCheckout(
  orderId: string,
  sessionId: string,
  note: string,
  changedBy: string,
): Promise<boolean> {
  const [order] = await db.select({ manualPayment: orders.manualPayment }).from(orders).where(eq(orders.id, orderId));
  if (order?.manualPayment !== "link") return cancelUnpaidOrder(orderId, note, changedBy);
  await db.execute(
    sql`update payments set status = 'cancelled', updated_at = now()
        where provider_session_id = ${sessionId} and order_id = ${orderId} and status = 'pending'`,
  );
  return false;
}

/** An order's subscription lines in their order, each with its dishes (a subscription's plan is made of them). */
export async function subscriptionLinesOf(orderId: string) {
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
  return lines.map((line) => ({ ...line, items: items.filter((i) => i.orderLineId === line.id) }));
}

/**
 * What a weekly subscription charges each week after the first, for an order whose checkout
 * quoted none (the quote's `weeklyPence` is carried to the payment otherwise): the order's
 * subscription lines alone, priced by the one pricing engine (their shipping by the order's
 * fulfilment and the subscription discount included) with the box types' prices stored on the
 * order. 0 when the order has no subscription line. Derived once, when its payment is opened.
 */
export async function subscriptionWeeklyPence(orderId: string): Promise<number> {
  const [order] = await db.select({ fulfilment: orders.fulfilment }).from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const lines = await subscriptionLinesOf(orderId);
  if (lines.length === 0) return 0;
  const boxes = await listActiveBoxTypes();
  const inputs: PricedLineInput[] = lines.map((line) =>
    line.lineType === "custom"
      ? {
          type: "custom",
          isSubscription: true,
          items: line.items.map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        }
      : {
          type: "box",
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          // One container per dish of the box type (the box's own dishes if the type is gone).
          containersPerBox: boxes.find((b) => b.id === line.boxTypeId)?.dishCount ?? line.items.length,
          isSubscription: true,
        },
  );
  return priceOrder(inputs, toPricingSettings(await getBusinessSettings()), { fulfilment: order.fulfilment })
    .totalPence;
}

/**
 * The oldest renewal of a subscription still awaiting payment, its row locked until the
 * transaction ends (a weekly invoice pays it); null when none waits.
 */
export async function oldestUnpaidRenewal(subscriptionId: string): Promise<OrderRow | null> {
  const [renewal] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.status, "pending_payment")))
    .orderBy(asc(orders.deliveryDate))
    .limit(1)
    .for("update");
  return renewal ?? null;
}

/**
 * A renewal paid by its weekly invoice, inside the caller's transaction: `paid` with a history row
 * saying what was taken (when it is not what the renewal left the card: its total less the store
 * credit the invoice used first), its receipt queued.
 */
export async function markRenewalPaid(renewal: OrderRow, amountPence: number): Promise<void> {
  const paidAt = new Date();
  const due = renewal.totalPence - renewal.creditPence;
  await db.update(orders).set({ status: "paid", paidAt, updatedAt: paidAt }).where(eq(orders.id, renewal.id));
  await db.insert(orderStatusHistory).values({
    orderId: renewal.id,
    fromStatus: "pending_payment",
    toStatus: "paid",
    note:
      amountPence === due
        ? "Weekly invoice paid"
        : `Weekly invoice paid: ${formatPence(amountPence)} taken where ${formatPence(due)} was due (a ${formatPence(renewal.totalPence)} order${renewal.creditPence > 0 ? `, ${formatPence(renewal.creditPence)} of it paid by store credit` : ""})`,
    changedBy: "webhook",
  });
  await queueConfirmationEmail(renewal.id);
}

/** A note for the owner in an order's history (a payment that found nothing to pay, say). */
export async function notePaymentOnOrder(orderId: string, note: string): Promise<void> {
  await db
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: null, toStatus: "paid", note, changedBy: "webhook" });
}
