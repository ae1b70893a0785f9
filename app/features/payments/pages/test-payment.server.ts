import { data, redirect } from "react-router";
import { paymentWindowClosed } from "~/features/delivery/public";
import { formatLongDate } from "~/lib/dates";
import { giftCardWorth } from "~/features/giftcards/public.server";
import { requestOrigin } from "~/lib/env.server";
import { dispatchIntent } from "~/lib/intents.server";
import { redirectWithToast } from "~/lib/toast.server";
import { payLinkUrl } from "../pay-link.server";
import {
  cancelGiftCardTestSession,
  findGiftCardTestSession,
  giftCardPayable,
  payGiftCardTestSession,
} from "../gift-card-payment.server";
import { cancelTestSession, findTestSession, payTestSession, windowOpenedAt } from "../test-payment.server";

/** What the page shows of a session: what is paid for, row by row, and the amount. */
export interface TestPaymentView {
  payable: boolean;
  /** What is being paid for: an order's number, email and date, or a gift card's. */
  rows: Array<[label: string, value: string]>;
  /** What this payment takes. */
  totalPence: number;
  /** What each later week charges (0: nothing recurs). */
  weeklyPence: number;
  /** Where the buyer goes back to try again, in the closed session's words. */
  againAt: string;
}

/**
 * The built-in test provider's payment page (used when no Stripe keys are configured). The
 * session id is the secret: whoever has it may pay or cancel this one order, as at Stripe.
 */
export async function loadTestPaymentPage(sessionId: string): Promise<TestPaymentView> {
  const found = await findTestSession(sessionId);
  if (!found) return loadGiftCardSession(sessionId);
  const { order } = found;
  if (order.paidAt) throw redirect(`/order-confirmation?session_id=${encodeURIComponent(sessionId)}`);
  const dateLabel = order.isSubscription
    ? `First ${order.fulfilment === "collection" ? "collection" : "delivery"}`
    : order.fulfilment === "collection"
      ? "Collection"
      : "Delivery";
  return {
    payable:
      order.status === "pending_payment" &&
      found.payment.status === "pending" &&
      !paymentWindowClosed(windowOpenedAt(found)),
    rows: [
      ["Order", order.orderNumber],
      ["Email", order.email],
      [dateLabel, formatLongDate(order.deliveryDate)],
    ],
    /** What this payment takes: the order's total less what store credit paid (decision 043). */
    totalPence: found.payment.amountPence,
    /** What each later week charges, as the payment was opened with (0 for a one-off order). */
    weeklyPence: found.payment.weeklyAmountPence ?? 0,
    againAt: "checkout",
  };
}

/** A gift card's session (decision 046): the card, for whom, when it is emailed. */
async function loadGiftCardSession(sessionId: string): Promise<TestPaymentView> {
  const card = await findGiftCardTestSession(sessionId);
  if (!card) throw data("Payment session not found", { status: 404 });
  if (card.paidAt) throw redirect(giftCardThanks(sessionId));
  return {
    payable: giftCardPayable(card),
    rows: [
      ["Gift card", giftCardWorth(card)],
      ["For", `${card.recipientName} (${card.recipientEmail})`],
      ["Emailed on", formatLongDate(card.sendOn)],
      ["Your email", card.buyerEmail],
    ],
    totalPence: card.amountPence,
    weeklyPence: 0,
    againAt: "the gift card page",
  };
}

const giftCardThanks = (sessionId: string) => `/gift-cards/thank-you?session_id=${encodeURIComponent(sessionId)}`;

/** Pay or Cancel on the test page; any other intent is refused (400). */
export async function testPaymentAction(request: Request, sessionId: string) {
  // A payment-link order has no basket to go back to: its link leads on (a fresh page, or why not).
  const found = await findTestSession(sessionId);
  if (!found) return giftCardAction(request, sessionId);
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

/** Pay or Cancel on the test page for a gift card. */
async function giftCardAction(request: Request, sessionId: string) {
  const card = await findGiftCardTestSession(sessionId);
  if (!card) throw data("Payment session not found", { status: 404 });
  return dispatchIntent(request, {
    pay: async () =>
      (await payGiftCardTestSession(card)) === "paid"
        ? redirect(giftCardThanks(sessionId))
        : redirectWithToast("/gift-cards", {
            type: "error",
            title: "Payment Error",
            description: "This payment can no longer be completed. Please try again.",
          }),
    cancel: async () => {
      await cancelGiftCardTestSession(card);
      return redirectWithToast("/gift-cards", {
        type: "info",
        title: "Payment cancelled",
        description: "You have not been charged. No gift card was sent.",
      });
    },
  });
}
