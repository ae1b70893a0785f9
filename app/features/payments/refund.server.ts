import { and, eq, isNotNull } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import { getOrderView, lockOrderForPayment, markOrderRefunded } from "~/features/orders/public.server";
import { canRefund } from "~/features/orders/public";
import { addCredit, creditBalance } from "~/features/wallet/public.server";
import { db, transaction } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { applyPaymentEvent } from "./payment-events.server";
import { providerNamed, type ProviderName } from "./provider.server";
import { queueCreditRefundEmail } from "./refund-email.server";

export type RefundOutcome =
  | {
      ok: true;
      amountPence: number;
      /** Cash or bank transfer: the business returns the money itself. */ byHand?: true;
    }
  | { ok: false; error: string };

/**
 * Refunds a paid one-off order in full from the back-office: the provider gives the money back
 * first, then the order and its payment become `refunded` with a history row by the admin, the
 * delivery date's boxes are freed and the customer gets an email. If the provider refuses,
 * nothing changes here. Stripe's own `charge.refunded` webhook for the same refund then finds
 * the order refunded already and changes nothing.
 */
export async function refundOrder(orderId: string, adminId: string): Promise<RefundOutcome> {
  const order = await getOrderView(orderId);
  if (!order) return { ok: false, error: "Order not found" };
  if (order.isSubscription) {
    return { ok: false, error: "Weekly subscription payments are refunded in Stripe's dashboard" };
  }
  if (!canRefund(order)) {
    return {
      ok: false,
      error: order.status === "refunded" ? "This order has been refunded already" : "Only a paid order can be refunded",
    };
  }
  const payment = await findRefundablePayment(orderId);
  if (!payment) return { ok: false, error: "This order has no payment to refund" };
  const refused = await refundAtProvider(payment, orderId);
  if (refused) return { ok: false, error: refused };
  await applyPaymentEvent({
    type: "refunded",
    provider: payment.provider as ProviderName,
    paymentId: payment.paymentId,
    by: { note: "Refunded from the back-office", changedBy: adminId },
  });
  return { ok: true, amountPence: payment.amountPence, ...(payment.provider === "manual" ? { byHand: true } : {}) };
}

export interface RefundablePayment {
  provider: string;
  paymentId: string;
  amountPence: number;
}

/** The order's payment that went through and can be given back (none for unpaid orders). */
export async function findRefundablePayment(orderId: string): Promise<RefundablePayment | null> {
  const [payment] = await db
    .select({ provider: payments.provider, paymentId: payments.providerPaymentId, amountPence: payments.amountPence })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid"), isNotNull(payments.providerPaymentId)));
  return payment?.paymentId ? { ...payment, paymentId: payment.paymentId } : null;
}

/**
 * Asks the provider that took the payment to give it back in full (safe to ask twice). Returns
 * null when it did, else the reason it refused, for the person who asked.
 */
export async function refundAtProvider(payment: RefundablePayment, orderId: string): Promise<string | null> {
  try {
    await providerNamed(payment.provider).refund({ paymentId: payment.paymentId, orderId });
    return null;
  } catch (err) {
    logger.error({ err, orderId }, "refund refused by the payment provider");
    const reason = err instanceof Error ? err.message : "no reason given";
    return `The payment provider did not refund: ${reason}`;
  }
}

export type CreditRefundOutcome =
  { ok: true; amountPence: number; balancePence: number } | { ok: false; error: string };

/**
 * Refunds a paid order in full as store credit (decision 043), a weekly subscription's box too: in
 * one transaction, under the order's lock, the order becomes `refunded` with a history row by the
 * admin (which frees its boxes on the delivery date), its total is added to the customer's credit
 * ("Refund of order TIF-…") and the customer is emailed. The provider is not asked: the money stays
 * with the shop as the customer's credit. Refused for a guest's order (no account to hold credit)
 * and for an order refunded already.
 */
export async function refundOrderToCredit(orderId: string, adminId: string): Promise<CreditRefundOutcome> {
  return transaction(async (): Promise<CreditRefundOutcome> => {
    const order = await lockOrderForPayment(orderId);
    if (!order) return { ok: false, error: "Order not found" };
    if (order.status === "refunded") return { ok: false, error: "This order has been refunded already" };
    if (!order.userId)
      return {
        ok: false,
        error: "This order was placed as a guest: store credit needs a customer account. Refund the payment instead.",
      };
    if (!order.paidAt || order.status === "pending_payment")
      return { ok: false, error: "Only a paid order can be refunded" };
    if (order.totalPence <= 0) return { ok: false, error: "Nothing was paid for this order" };
    const by = { note: "Refunded as store credit from the back-office", changedBy: adminId };
    // The transition gives back what credit paid of it; the rest (the card's part) is added here.
    if (!(await markOrderRefunded(orderId, by))) return { ok: false, error: "Only a paid order can be refunded" };
    const cardPence = order.totalPence - order.creditPence - order.giftCardPence;
    if (cardPence > 0)
      await addCredit({
        userId: order.userId,
        amountPence: cardPence,
        reason: "refund",
        note: `Refund of order ${order.orderNumber}`,
        orderId,
        adminId,
      });
    const balancePence = await creditBalance(order.userId);
    await queueCreditRefundEmail(order, order.totalPence, balancePence);
    return { ok: true, amountPence: order.totalPence, balancePence };
  });
}
