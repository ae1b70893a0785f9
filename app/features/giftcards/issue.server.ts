import { randomUUID } from "node:crypto";
import { giftCards } from "~/db/schema/gift-cards";
import { db, transaction } from "~/lib/db.server";
import { todayInLondon } from "~/lib/dates";
import { storedCode } from "./codes.server";
import { sendGiftCardIfDue } from "./sending.server";

/** What every card says: its worth, its recipient, the giver's message and name, the day it is emailed. */
export interface GiftCardDetails {
  amountPence: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The London day its email goes out (YYYY-MM-DD). */
  sendOn: string;
  buyerName: string;
}

export interface IssueGiftCard extends GiftCardDetails {
  /** The admin's email (the card's buyer). */
  buyerEmail: string;
  /** The admin issuing it. */
  issuedBy: string;
}

/**
 * The owner issues a card without payment (a giveaway, a voucher for a raffle): active at once;
 * its email goes today when it is due today, else on its day (the send-gift-cards job).
 */
export async function issueGiftCard(input: IssueGiftCard, now: Date = new Date()) {
  const card = await transaction(async () => {
    const id = randomUUID();
    const [row] = await db
      .insert(giftCards)
      .values({
        id,
        ...storedCode(id),
        amountPence: input.amountPence,
        status: "active",
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        issuedBy: input.issuedBy,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message,
        sendOn: input.sendOn,
      })
      .returning();
    return row;
  });
  if (card.sendOn <= todayInLondon(now)) await sendGiftCardIfDue(card.id, now);
  return card;
}
