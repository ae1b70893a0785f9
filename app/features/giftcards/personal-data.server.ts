import { and, asc, eq, isNotNull, isNull, lt, ne, notLike, or, sql, type AnyColumn } from "drizzle-orm";
import { giftCards, giftCardUses } from "~/db/schema/gift-cards";
import { db } from "~/lib/db.server";
import { leftOnCard } from "./ledger.server";

/** How a card's status reads in the download. */
const STATUS_TEXT = { pending_payment: "waiting for payment", active: "active", cancelled: "cancelled" } as const;

const boughtBy = (email: string, userId: string | null) =>
  userId
    ? sql`(${giftCards.buyerUserId} = ${userId} or lower(${giftCards.buyerEmail}) = ${email})`
    : sql`lower(${giftCards.buyerEmail}) = ${email}`;
const sentTo = (email: string) => sql`lower(${giftCards.recipientEmail}) = ${email}`;

/**
 * A person's gift cards for their data download (decision 046): the cards they bought (by account
 * or email), the cards sent to them, and what they redeemed into their credit. Never a code (none
 * is stored): a card is named by its last four characters.
 */
export async function giftCardDataOf(email: string, userId: string | null) {
  const key = email.trim().toLowerCase();
  const cards = await db
    .select({
      codeHint: giftCards.codeHint,
      amountPence: giftCards.amountPence,
      boxLabel: giftCards.boxLabel,
      status: giftCards.status,
      leftPence: leftOnCard,
      buyerName: giftCards.buyerName,
      buyerEmail: giftCards.buyerEmail,
      bought: sql<boolean>`${boughtBy(key, userId)}`,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      message: giftCards.message,
      sendOn: giftCards.sendOn,
      sentAt: giftCards.sentAt,
      paidAt: giftCards.paidAt,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .where(or(boughtBy(key, userId), sentTo(key)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
  const redeemed = userId
    ? await db
        .select({
          codeHint: giftCards.codeHint,
          amountPence: giftCardUses.amountPence,
          createdAt: giftCardUses.createdAt,
        })
        .from(giftCardUses)
        .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
        .where(eq(giftCardUses.userId, userId))
        .orderBy(asc(giftCardUses.createdAt), asc(giftCardUses.id))
    : [];
  return {
    giftCards: cards.map(({ bought, status, leftPence, ...card }) => ({
      role: bought ? ("bought" as const) : ("received" as const),
      ...card,
      status: STATUS_TEXT[status],
      leftPence: Number(leftPence),
    })),
    giftCardsRedeemed: redeemed,
  };
}

/** What an erased person leaves on the cards: no name, and the erasure's pseudonym for an email. */
const FORMER = "A former customer";

/**
 * A person's erasure (decision 038), in its transaction: the cards they bought lose the buyer's
 * name and email (the recipient's stay: they are the recipient's, and the card may still be sent
 * or used); the cards sent to them lose the recipient's name, email and the message, and one not
 * yet sent is marked sent (there is no one to send it to any more). The account's links
 * (`buyer_user_id`, a use's `user_id`) go null with the account (their foreign keys).
 */
export async function eraseGiftCardData(email: string, userId: string | null, pseudonym: string, now = new Date()) {
  const key = email.trim().toLowerCase();
  await db
    .update(giftCards)
    .set({ buyerName: FORMER, buyerEmail: pseudonym, updatedAt: now })
    .where(boughtBy(key, userId));
  await db
    .update(giftCards)
    .set({ sentAt: now, updatedAt: now })
    .where(and(sentTo(key), isNull(giftCards.sentAt)));
  await db
    .update(giftCards)
    .set({ recipientName: FORMER, recipientEmail: pseudonym, message: "", updatedAt: now })
    .where(sentTo(key));
}

/** An address kept as it is when an erasure already replaced it, else a pseudonym of the card's own. */
const pseudonymFor = (email: AnyColumn, from: number) =>
  sql`CASE WHEN ${email} LIKE 'erased-%@invalid' THEN ${email}
    ELSE 'erased-' || substr(replace(${giftCards.id}::text, '-', ''), ${sql.raw(String(from))}, 12) || '@invalid' END`;

/**
 * The retention of gift cards (decision 038, in the `apply-retention` job's transaction): a card
 * created before `cutoff` whose email has gone, or that was cancelled, loses buyer and recipient as
 * an erasure leaves them (the pseudonym name, an `erased-…@invalid` address each, no account link)
 * and its message. Amount, status, uses, code hash and hint and dates stay: what is left on it can
 * still be redeemed by its code. Cards not yet sent are left alone. Returns how many.
 */
export async function forgetGiftCardsBefore(cutoff: Date, now = new Date()): Promise<number> {
  const rows = await db
    .update(giftCards)
    .set({
      buyerName: FORMER,
      buyerEmail: pseudonymFor(giftCards.buyerEmail, 1),
      buyerUserId: null,
      recipientName: FORMER,
      recipientEmail: pseudonymFor(giftCards.recipientEmail, 21),
      message: "",
      updatedAt: now,
    })
    .where(
      and(
        lt(giftCards.createdAt, cutoff),
        or(isNotNull(giftCards.sentAt), eq(giftCards.status, "cancelled")),
        or(
          ne(giftCards.buyerName, FORMER),
          ne(giftCards.recipientName, FORMER),
          ne(giftCards.message, ""),
          notLike(giftCards.buyerEmail, "erased-%@invalid"),
          notLike(giftCards.recipientEmail, "erased-%@invalid"),
          isNotNull(giftCards.buyerUserId),
        ),
      ),
    )
    .returning({ id: giftCards.id });
  return rows.length;
}
