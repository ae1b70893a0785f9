import { data, redirect } from "react-router";
import { paymentWindowClosed } from "~/features/delivery/public";
import { formatLongDate } from "~/lib/dates";
import { requestOrigin } from "~/lib/env.server";
import { dispatchIntent } from "~/lib/intents.server";
import { redirectWithToast } from "~/lib/toast.server";
import { payLinkUrl } from "../pay-link.server";
import { cancelTestSession, findTestSession, payTestSession, windowOpenedAt } from "../test-payment.server";

/**
 * The built-in test provider's payment page (used when no Stripe keys are configured). The
 * session id is the secret: whoever has it may pay or cancel this one order, as at Stripe.
 */
export async function loadTestPaymentPage(sessionId: string) {
  const found = await findTestSession(sessionId);
  if (!found) throw data("Payment session not found", { status: 404 });
  const { order } = found;
  if (order.paidAt) throw redirect(`/order-confirmation?session_id=${encodeURIComponent(sessionId)}`);
  return {
    payable:
      order.status === "pending_payment" &&
      found.payment.status === "pending" &&
      !paymentWindowClosed(windowOpenedAt(found)),
    orderNumber: order.orderNumber,
    email: order.email,
    /** What this payment takes: the order's total less what store credit paid (decision 043). */
    totalPence: found.payment.amountPence,
    isSubscription: order.isSubscription,
    /** What each later week charges, as the payment was opened with (0 for a one-off order). */
    weeklyPence: found.payment.weeklyAmountPence ?? 0,
    dateLabel: order.isSubscription
      ? `First ${order.fulfilment === "collection" ? "collection" : "delivery"}`
      : order.fulfilment === "collection"
        ? "Collection"
        : "Delivery",
    deliveryDate: formatLongDate(order.deliveryDate),
  };
}

/** Pay or Cancel on the test page; any other intent is refused (400). */
export async function testPaymentAction(request: Request, sessionId: string) {
  // A payment-link order has no basket to go back to: its link leads on (a fresh page, or why not).
  const found = await findTestSession(sessionId);
  const link = found?.order.manualPayment === "link" ? payLinkUrl(found.order.id, requestOrigin(request)) : null;
  return dispatchIntent(request, {
    pay: async () => {
      const outcome = await payTestSession(sessionId, found);
      if (outcome === "not-payable") {
        return redirectWithToast(link ?? "/checkout", {
          type: "error",
          title: "Payment Error",
          description: "This payment can no longer be completed. Please try again.",
        });
      }
      return redirect(`/order-confirmation?session_id=${encodeURIComponent(sessionId)}`);
    },
    cancel: async () => {
      await cancelTestSession(sessionId, found);
      return redirectWithToast(link ? "/" : "/checkout", {
        type: "info",
        title: "Payment cancelled",
        description: link
          ? "You have not been charged. You can pay later with the link in your email."
          : "You have not been charged. Your order is still in your basket.",
      });
    },
  });
}
