import { and, eq, sql } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import {
  cancelUnpaidOrder,
  type OrderRow,
  subscriptionWeeklyPence,
  getOrderView,
} from "~/features/orders/public.server";
import { cutoffInstant } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { preparedStatement } from "~/lib/statements.server";
import { applyPaymentEvent } from "./payment-events.server";
import { providerNamed } from "./provider.server";
import { refusal } from "~/features/orders/public";

/** The payment a checkout opens, pending at its provider (a statement built once). */
const insertPendingPayment = preparedStatement("payment_pending", (root, name) =>
  root
    .insert(payments)
    .values({
      orderId: sql.placeholder("orderId"),
      provider: sql.placeholder("provider"),
      providerSessionId: sql.placeholder("sessionId"),
      amountPence: sql.placeholder("amountPence"),
      weeklyAmountPence: sql.placeholder("weeklyPence"),
      currency: "gbp",
      status: "pending",
    })
    .prepare(name),
);

export type StartPaymentResult = { ok: true; url: string } | { ok: false; title: string; message: string };

/**
 * Opens the provider's checkout for a pending order and records the payment (session id, the
 * exact amount, and a subscription's weekly amount, which starts it when paid). When the provider
 * fails the order is cancelled so it holds no capacity. `returnOrigin` is where the browser comes
 * back after paying (env.server.ts requestOrigin); `weeklyPence` what each later week charges as
 * the checkout quoted it (createOrderFromCart), derived from the order's lines once here when no
 * quote is at hand (a payment link, a test).
 */
export async function startPayment(
  order: OrderRow,
  {
    description,
    returnOrigin,
    weeklyPence: quoted,
  }: { description?: string; returnOrigin?: string; weeklyPence?: number } = {},
): Promise<StartPaymentResult> {
  const provider = providerNamed(order.paymentProvider);
  try {
    const weeklyPence = order.isSubscription ? (quoted ?? (await subscriptionWeeklyPence(order.id))) : 0;
    description ??= ((await getOrderView(order.id))?.lines ?? []).map((l) => `${l.quantity} × ${l.label}`).join(", ");
    const { url, sessionId } = await provider.createCheckout({
      id: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      // What the card pays: store credit and a gift card paid the rest (decisions 043, 046).
      totalPence: order.totalPence - order.creditPence - order.giftCardPence,
      weeklyPence,
      // Weekly charges start at the cutoff of the weekend after the first delivery, when the
      // first renewal is made, and fall on every cutoff after it.
      firstWeeklyChargeAt:
        weeklyPence > 0 ? cutoffInstant(addDays(order.deliveryDate, 7), await orderingSettings()) : null,
      description,
      returnOrigin,
    });
    await insertPendingPayment({
      orderId: order.id,
      provider: provider.name,
      sessionId,
      amountPence: order.totalPence - order.creditPence - order.giftCardPence,
      weeklyPence: weeklyPence > 0 ? weeklyPence : null,
    });
    return { ok: true, url };
  } catch (err) {
    logger.error({ err, orderId: order.id }, "could not start the payment");
    // An admin's payment-link order stays booked: the customer can open the link again.
    if (order.manualPayment !== "link")
      await cancelUnpaidOrder(order.id, "Payment could not be started", "system").catch(() => false);
    // The provider's own words only when it answered something unreadable; else the usual message.
    const said = err instanceof Error ? err.message : "";
    return { ok: false, ...refusal("payment", /invalid response/.test(said) ? said : undefined) };
  }
}

/**
 * The customer came back from the payment page without paying (Stripe's back link). The
 * provider's session is closed first, so it can no longer be paid, and only then is the order
 * cancelled, which frees its boxes at once. A session paid in the meantime is left alone.
 */
export async function abandonPayment(orderId: string): Promise<boolean> {
  const [payment] = await db
    .select({ provider: payments.provider, sessionId: payments.providerSessionId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
  if (!payment) return false;
  if (!(await providerNamed(payment.provider).closeCheckout(payment.sessionId))) return false;
  return applyPaymentEvent({
    type: "checkoutClosed",
    orderId,
    sessionId: payment.sessionId,
    why: "cancelled",
    source: "customer",
  });
}
