import { and, desc, eq } from "drizzle-orm";
import { giftCards, giftCardUses } from "~/db/schema/gift-cards";
import { db, transaction } from "~/lib/db.server";
import { leftOnCard } from "./ledger.server";

export type GiftCardStatus = "Waiting for payment" | "Not paid" | "Active" | "Used up" | "Cancelled";

/** Every card, newest first, with what is left on it and where it stands (for the owner). */
export async function listGiftCards() {
  const rows = await db
    .select({
      id: giftCards.id,
      codeHint: giftCards.codeHint,
      amountPence: giftCards.amountPence,
      boxLabel: giftCards.boxLabel,
      status: giftCards.status,
      leftPence: leftOnCard,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      buyerName: giftCards.buyerName,
      buyerEmail: giftCards.buyerEmail,
      issuedBy: giftCards.issuedBy,
      paidAt: giftCards.paidAt,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
  return rows.map((row) => ({ ...row, leftPence: Number(row.leftPence), standing: standingOf(row) }));
}

function standingOf(card: {
  status: string;
  leftPence: number;
  paidAt: Date | null;
  issuedBy: string | null;
}): GiftCardStatus {
  if (card.status === "pending_payment") return "Waiting for payment";
  // A bought card whose payment never came (the buyer left the payment page) was never worth anything.
  if (card.status === "cancelled") return card.paidAt || card.issuedBy ? "Cancelled" : "Not paid";
  return Number(card.leftPence) > 0 ? "Active" : "Used up";
}

/**
 * The owner cancels an active card with value left: under the card's lock, a use of all that is
 * left (so nothing more can be taken) and its status cancelled. False when it is not such a card.
 */
export async function cancelGiftCard(cardId: string): Promise<boolean> {
  return transaction(async () => {
    const [card] = await db
      .select({ id: giftCards.id, status: giftCards.status, left: leftOnCard })
      .from(giftCards)
      .where(eq(giftCards.id, cardId))
      .for("update");
    const left = Number(card?.left ?? 0);
    if (!card || card.status !== "active" || left <= 0) return false;
    await db.insert(giftCardUses).values({ giftCardId: card.id, amountPence: left });
    await db
      .update(giftCards)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(giftCards.id, card.id), eq(giftCards.status, "active")));
    return true;
  });
}
