import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, type SQL } from "drizzle-orm";
import { giftCards } from "~/db/schema/gift-cards";
import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db, transaction } from "~/lib/db.server";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { publicUrl } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";
import { storedCode } from "./codes.server";
import type { GiftCardDetails } from "./issue.server";
import { giftCardWorth, sendGiftCardIfDue } from "./sending.server";

type GiftCardRow = typeof giftCards.$inferSelect;

/** A card a customer (or a guest) is buying: what it is worth, priced by the server, and for whom. */
export interface GiftCardPurchase extends GiftCardDetails {
  /** Bought as a box: what it is for ("an Essentials box"). */
  boxLabel: string | null;
  buyerEmail: string;
  buyerUserId: string | null;
}

/** The card written before its payment: waiting for payment, worth nothing until it is paid. */
export async function createPendingGiftCard(input: GiftCardPurchase): Promise<GiftCardRow> {
  const id = randomUUID();
  const [card] = await db
    .insert(giftCards)
    .values({ id, ...storedCode(id), ...input, status: "pending_payment" })
    .returning();
  return card;
}

/** The provider's checkout session opened for a card waiting for payment. */
export async function attachGiftCardCheckout(cardId: string, provider: string, sessionId: string): Promise<void> {
  await db
    .update(giftCards)
    .set({ paymentProvider: provider, providerSessionId: sessionId, updatedAt: new Date() })
    .where(and(eq(giftCards.id, cardId), eq(giftCards.status, "pending_payment")));
}

/** The card a provider's checkout session pays, if any. */
export async function giftCardOfSession(sessionId: string): Promise<GiftCardRow | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.providerSessionId, sessionId));
  return card ?? null;
}

/** A card by id (the payment page's back link names it). */
export async function giftCardById(cardId: string): Promise<GiftCardRow | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId));
  return card ?? null;
}

/**
 * A card's checkout was paid: only for exactly the card's amount (anything else is logged and left
 * for a person to look at), once (a conditional update from waiting for payment), in the caller's
 * transaction when there is one. The buyer is thanked by email and the recipient's email goes at
 * once when its day has come (else the send-gift-cards job sends it on its day).
 */
export async function markGiftCardPaid(
  paid: { sessionId: string; paymentId: string | null; amountPence: number | null },
  now: Date = new Date(),
): Promise<boolean> {
  return transaction(async () => {
    const card = await giftCardOfSession(paid.sessionId);
    if (!card) return false;
    if (paid.amountPence !== null && paid.amountPence !== card.amountPence) {
      logger.error(
        { giftCardId: card.id, expected: card.amountPence, got: paid.amountPence },
        "gift card paid amount differs from the card's",
      );
      return false;
    }
    const [active] = await db
      .update(giftCards)
      .set({ status: "active", paidAt: now, providerPaymentId: paid.paymentId, updatedAt: now })
      .where(and(eq(giftCards.id, card.id), eq(giftCards.status, "pending_payment")))
      .returning();
    if (!active) return false;
    await queueBuyerEmail(active, now);
    await sendGiftCardIfDue(active.id, now);
    return true;
  });
}

/** A card's checkout closed unpaid (its page expired, or the buyer left it): the card is cancelled. */
export function closeGiftCardCheckout(sessionId: string): Promise<boolean> {
  return cancelWaiting(eq(giftCards.providerSessionId, sessionId));
}

/** A card whose checkout could not be opened is cancelled (nothing was paid). */
export function cancelPendingGiftCard(cardId: string): Promise<boolean> {
  return cancelWaiting(eq(giftCards.id, cardId));
}

/** Cancels the card `which` names if it is still waiting for its payment. */
async function cancelWaiting(which: SQL): Promise<boolean> {
  const [card] = await db
    .update(giftCards)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(which, eq(giftCards.status, "pending_payment")))
    .returning({ id: giftCards.id });
  return Boolean(card);
}

/** How long a card may wait for its payment before it is given up (a payment page is open 30 minutes). */
const PURCHASE_GIVEN_UP_HOURS = 24;

/**
 * Cards still waiting for payment a day after they were started are cancelled (the buyer left the
 * test page, or a provider's expiry never arrived): run with the send-gift-cards job.
 */
export async function cancelAbandonedPurchases(now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(giftCards)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(giftCards.status, "pending_payment"),
        isNull(giftCards.paidAt),
        lt(giftCards.createdAt, new Date(now.getTime() - PURCHASE_GIVEN_UP_HOURS * 3_600_000)),
      ),
    )
    .returning({ id: giftCards.id });
  return rows.length;
}

/** The buyer's thanks: what they bought, for whom, and when it is emailed (never the code). */
async function queueBuyerEmail(card: GiftCardRow, now: Date) {
  const { businessName } = await getBusinessSettings();
  const today = card.sendOn <= todayInLondon(now);
  const when = today
    ? "It has been emailed to them now."
    : `It will be emailed to them on ${formatLongDate(card.sendOn)}.`;
  const { html, text } = renderEmail(businessName, {
    heading: "Thank you for your gift card",
    paragraphs: [
      `Hello ${card.buyerName}, thank you for buying a ${businessName} gift card for ${card.recipientName}. ${when}`,
      `Its code is sent to ${card.recipientName} only, so that only they can spend it. The card ends in ${card.codeHint}.`,
    ],
    rows: [
      ["Gift card", giftCardWorth(card)],
      ["For", `${card.recipientName} (${card.recipientEmail})`],
      ["Emailed on", formatLongDate(card.sendOn)],
      ["Paid", formatPence(card.amountPence)],
    ],
    button: { label: "Visit the shop", url: publicUrl() },
  });
  await sendEmail({
    to: card.buyerEmail,
    subject: `Your gift card for ${card.recipientName}`,
    html,
    text,
    kind: "gift-card-purchase",
  });
}
