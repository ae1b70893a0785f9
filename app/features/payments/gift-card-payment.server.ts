import { paymentWindowClosed } from "~/features/delivery/public";
import {
  attachGiftCardCheckout,
  cancelPendingGiftCard,
  giftCardById,
  giftCardOfSession,
  giftCardWorth,
} from "~/features/giftcards/public.server";
import { refusal } from "~/features/orders/public";
import { transaction } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { applyPaymentEvent } from "./payment-events.server";
import { activeProvider, providerNamed } from "./provider.server";
import { isTestSessionId, testIdsFor } from "./test-provider.server";
import type { StartPaymentResult } from "./checkout.server";

type GiftCard = NonNullable<Awaited<ReturnType<typeof giftCardById>>>;

/**
 * Opens the active provider's checkout for a card waiting for payment (decision 046): exactly the
 * card's amount, the server's; the session is kept on the card. When the provider fails the card
 * is cancelled and the buyer reads why.
 */
export async function startGiftCardPayment(
  card: GiftCard,
  { returnOrigin }: { returnOrigin?: string } = {},
): Promise<StartPaymentResult> {
  const provider = activeProvider();
  try {
    const { url, sessionId } = await provider.createCheckout({
      purpose: "gift-card",
      id: card.id,
      orderNumber: `Gift card for ${card.recipientName}`,
      email: card.buyerEmail,
      totalPence: card.amountPence,
      weeklyPence: 0,
      firstWeeklyChargeAt: null,
      description: giftCardWorth(card),
      returnOrigin,
    });
    await attachGiftCardCheckout(card.id, provider.name, sessionId);
    return { ok: true, url };
  } catch (err) {
    logger.error({ err, giftCardId: card.id }, "could not start a gift card's payment");
    await cancelPendingGiftCard(card.id).catch(() => false);
    return { ok: false, ...refusal("payment") };
  }
}

/**
 * The buyer came back from Stripe's page without paying (its back link names the card): the
 * session is closed first, so it can no longer be paid, then the card waiting for it is cancelled.
 */
export async function abandonGiftCardPayment(cardId: string): Promise<boolean> {
  const card = await giftCardById(cardId);
  if (!card || card.status !== "pending_payment" || !card.providerSessionId || !card.paymentProvider) return false;
  if (!(await providerNamed(card.paymentProvider).closeCheckout(card.providerSessionId))) return false;
  return applyPaymentEvent({ type: "giftCardClosed", sessionId: card.providerSessionId });
}

/**
 * The thank-you page's check: asks the card's provider about the session and marks the card paid
 * if it is (race-safe with the webhook: the card becomes active once). The card as it is then.
 */
export async function confirmGiftCardPayment(sessionId: string): Promise<GiftCard | null> {
  const card = await giftCardOfSession(sessionId);
  if (!card) return null;
  if (card.status !== "pending_payment" || !card.paymentProvider || card.paymentProvider === "test") return card;
  try {
    const verified = await providerNamed(card.paymentProvider).verify(sessionId);
    if (verified.status === "paid")
      await applyPaymentEvent({
        type: "giftCardPaid",
        sessionId,
        paymentId: verified.paymentId,
        amountPence: verified.amountPence,
      });
  } catch (err) {
    logger.error({ err, sessionId }, "gift card payment verification failed");
  }
  return giftCardOfSession(sessionId);
}

/** The test payment page's gift card, if the session is the test provider's and pays one. */
export async function findGiftCardTestSession(sessionId: string): Promise<GiftCard | null> {
  if (!isTestSessionId(sessionId)) return null;
  const card = await giftCardOfSession(sessionId);
  return card?.paymentProvider === "test" ? card : null;
}

/** Whether the test page still takes payment for this card (waiting, and its page not expired). */
export function giftCardPayable(card: GiftCard): boolean {
  return card.status === "pending_payment" && !paymentWindowClosed(card.createdAt);
}

/**
 * "Pay" on the test page for a gift card: the simulated provider reports success (no card is
 * charged), once; a card whose page expired is cancelled instead.
 */
export async function payGiftCardTestSession(card: GiftCard): Promise<"paid" | "not-payable"> {
  const sessionId = card.providerSessionId!;
  return transaction(async () => {
    if (!giftCardPayable(card)) {
      await applyPaymentEvent({ type: "giftCardClosed", sessionId });
      return (await giftCardOfSession(sessionId))?.paidAt ? "paid" : "not-payable";
    }
    const paid = await applyPaymentEvent({
      type: "giftCardPaid",
      sessionId,
      paymentId: testIdsFor(sessionId).paymentId,
      amountPence: null,
    });
    return paid || (await giftCardOfSession(sessionId))?.paidAt ? "paid" : "not-payable";
  });
}

/** "Cancel" on the test page for a gift card: the card waiting for payment is cancelled. */
export function cancelGiftCardTestSession(card: GiftCard): Promise<boolean> {
  return applyPaymentEvent({ type: "giftCardClosed", sessionId: card.providerSessionId! });
}
