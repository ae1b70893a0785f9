import { markOrderPaid, findOrderViewBySession, getOrderView, type OrderView } from "~/features/orders/public.server";
import { logger } from "~/lib/logger.server";
import { providerNamed, type ProviderName, type VerifiedPayment } from "./provider.server";

export type ConfirmationResult = { status: "paid"; order: OrderView } | { status: "failed" };

/**
 * Applies a provider's "paid" to its order: only when the amount taken is exactly the order's
 * total (anything else is logged and left for a person to look at).
 */
export async function applyVerifiedPayment(
  order: { id: string; totalPence: number },
  provider: ProviderName,
  sessionId: string,
  verified: VerifiedPayment,
  source: string,
): Promise<boolean> {
  if (verified.status !== "paid") return false;
  if (verified.amountPence !== null && verified.amountPence !== order.totalPence) {
    logger.error(
      { orderId: order.id, expected: order.totalPence, got: verified.amountPence },
      "paid amount differs from the order total",
    );
    return false;
  }
  return markOrderPaid(order.id, {
    provider,
    sessionId,
    paymentId: verified.paymentId,
    subscriptionId: verified.subscriptionId,
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
      await applyVerifiedPayment(order, provider.name, sessionId, verified, "confirmation page");
    } catch (err) {
      logger.error({ err, sessionId }, "payment verification failed");
    }
    // Confirmed here (or by the webhook meanwhile): read again.
    order = await getOrderView(order.id);
  }
  return order?.paidAt ? { status: "paid", order } : { status: "failed" };
}
