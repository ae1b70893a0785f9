import { findOrderViewBySession, getOrderView, type OrderView } from "~/features/orders/public.server";
import { logger } from "~/lib/logger.server";
import { applyPaymentEvent } from "./payment-events.server";
import { providerNamed, type ProviderName, type VerifiedPayment } from "./provider.server";

export type ConfirmationResult = { status: "paid"; order: OrderView } | { status: "failed" };

/**
 * A provider's answer about a session, as the event it means: "paid" is applied to its order
 * (only for exactly the order's total; anything else is logged and left for a person to look at).
 */
export async function applyVerifiedPayment(
  payment: { orderId: string; weeklyAmountPence: number | null },
  provider: ProviderName,
  sessionId: string,
  verified: VerifiedPayment,
  source: string,
): Promise<boolean> {
  if (verified.status !== "paid") return false;
  return applyPaymentEvent({
    type: "paid",
    provider,
    orderId: payment.orderId,
    sessionId,
    paymentId: verified.paymentId,
    amountPence: verified.amountPence,
    subscriptionId: verified.subscriptionId,
    weeklyPence: payment.weeklyAmountPence ?? 0,
    source,
  });
}

/**
 * The confirmation page's check: asks the provider about the session and marks the order paid
 * if it is (race-safe with the webhook: only one of them makes the transition).
 */
export async function confirmPayment(sessionId: string): Promise<ConfirmationResult> {
  const found = await findOrderViewBySession(sessionId);
  if (!found) return { status: "failed" };
  let order: OrderView | null = found.order;
  if (order.status === "pending_payment") {
    try {
      const provider = providerNamed(found.payment.provider);
      const verified = await provider.verify(sessionId);
      await applyVerifiedPayment(found.payment, provider.name, sessionId, verified, "confirmation page");
    } catch (err) {
      logger.error({ err, sessionId }, "payment verification failed");
    }
    // Confirmed here (or by the webhook meanwhile): read again.
    order = await getOrderView(order.id);
  }
  return order?.paidAt ? { status: "paid", order } : { status: "failed" };
}
