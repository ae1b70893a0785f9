import { eq, sql } from "drizzle-orm";
import { giftCards, giftCardUses } from "~/db/schema/gift-cards";
import { db } from "~/lib/db.server";
import { codeHash, normaliseCode, wellFormedCode } from "./codes.server";

/**
 * A gift card's ledger (decision 046): what is left on a card is its amount less the sum of its
 * uses, never stored. Every write that depends on it locks the card's row first (`for update`), so
 * two redemptions or checkouts never take the same pound.
 */

/** The one answer to any code that cannot be used: it never says whether the code exists. */
export const INVALID_CODE_MESSAGE = "This code is not valid or has already been used.";

/** What is left on a card, as SQL (its amount less its uses). */
// The card's id is named in full: drizzle writes a column of a one-table select unqualified, which
// inside the subquery would be the use's own id.
export const leftOnCard = sql<number>`(${giftCards.amountPence} - coalesce((select sum(u.amount_pence) from gift_card_uses u where u.gift_card_id = gift_cards.id), 0))::int`;

export interface LockedCard {
  id: string;
  status: "pending_payment" | "active" | "cancelled";
  amountPence: number;
  codeHint: string;
  buyerName: string;
  leftPence: number;
}

/** Pence left on this card (its row read now). */
export async function leftOn(cardId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | null>`sum(${giftCardUses.amountPence})` })
    .from(giftCardUses)
    .where(eq(giftCardUses.giftCardId, cardId));
  const [card] = await db.select({ amount: giftCards.amountPence }).from(giftCards).where(eq(giftCards.id, cardId));
  return card ? card.amount - Number(row?.used ?? 0) : 0;
}

/**
 * The card a typed code names, its row locked until the transaction ends (call inside
 * `transaction()`; `lock` false for a mere look); null when the code is malformed or names no card.
 */
export async function lockCardByCode(typed: string, lock = true): Promise<LockedCard | null> {
  if (!wellFormedCode(typed)) return null;
  const query = db
    .select({
      id: giftCards.id,
      status: giftCards.status,
      amountPence: giftCards.amountPence,
      codeHint: giftCards.codeHint,
      buyerName: giftCards.buyerName,
    })
    .from(giftCards)
    .where(eq(giftCards.codeHash, codeHash(normaliseCode(typed))));
  const [card] = lock ? await query.for("update") : await query;
  if (!card) return null;
  return { ...card, leftPence: await leftOn(card.id) };
}

/** Whether a card may be used now: active with something left. */
export function usable(card: LockedCard | null): card is LockedCard {
  return card !== null && card.status === "active" && card.leftPence > 0;
}
