import { paymentWindowClosed } from "~/features/delivery/public";
import { cancelUnpaidOrder, markOrderPaid, findPaymentBySession } from "~/features/ordering/public.server";
import { isTestSessionId, testIdsFor } from "./test-provider.server";

/** The test payment page's session: its order, if the session is the test provider's. */
export async function findTestSession(sessionId: string) {
  if (!isTestSessionId(sessionId)) return null;
  const found = await findPaymentBySession(sessionId);
  return found && found.payment.provider === "test" ? found : null;
}

/** "Pay" on the test page: the simulated provider reports success (no card is charged). */
export async function payTestSession(sessionId: string): Promise<"paid" | "not-payable"> {
  const found = await findTestSession(sessionId);
  if (!found) return "not-payable";
  if (found.order.status !== "pending_payment") return found.order.paidAt ? "paid" : "not-payable";
  // As at Stripe, the page stops taking payment when the payment window closes.
  if (paymentWindowClosed(found.order.createdAt)) {
    await cancelUnpaidOrder(found.order.id, "Payment session expired", "system");
    return "not-payable";
  }
  const ids = testIdsFor(sessionId);
  await markOrderPaid(found.order.id, {
    provider: "test",
    sessionId,
    paymentId: ids.paymentId,
    subscriptionId: found.order.isSubscription ? ids.subscriptionId : null,
    source: "test payment page",
  });
  return "paid";
}

/** "Cancel" on the test page: the order is cancelled; the cart stays in the browser. */
export async function cancelTestSession(sessionId: string): Promise<boolean> {
  const found = await findTestSession(sessionId);
  if (!found) return false;
  return cancelUnpaidOrder(found.order.id, "Payment cancelled by the customer", "customer");
}
