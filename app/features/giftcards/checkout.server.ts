import { and, asc, eq, sql } from "drizzle-orm";
import { giftCards, giftCardUses } from "~/db/schema/gift-cards";
import { db, transaction } from "~/lib/db.server";
import { INVALID_CODE_MESSAGE, lockCardByCode, usable } from "./ledger.server";

export type ClaimGiftCard = { ok: true; takenPence: number; codeHint: string } | { ok: false; message: string };

/**
 * Checkout's use of a card (decision 046), in the caller's transaction: locks the card's row and
 * takes min(left, wanted) towards the order as a use. Refusals are the one uniform message; the
 * caller rate-limits at its edge.
 */
export async function claimGiftCard(input: {
  code: string;
  wantedPence: number;
  orderId: string;
}): Promise<ClaimGiftCard> {
  if (!Number.isInteger(input.wantedPence) || input.wantedPence <= 0)
    throw new Error(`a gift card pays whole positive pence, not ${input.wantedPence}`);
  return transaction(async () => {
    const card = await lockCardByCode(input.code);
    if (!usable(card)) return { ok: false, message: INVALID_CODE_MESSAGE } as const;
    const taken = Math.min(card.leftPence, input.wantedPence);
    await db.insert(giftCardUses).values({ giftCardId: card.id, amountPence: taken, orderId: input.orderId });
    return { ok: true, takenPence: taken, codeHint: card.codeHint } as const;
  });
}

/**
 * Gives back what an order took of gift cards (an order cancelled unpaid): a negative use per card
 * for what the order still holds. Idempotent: a second call finds nothing to give back. Returns
 * the pence given back.
 */
export async function giveBackGiftCard(orderId: string): Promise<number> {
  return transaction(async () => {
    const cards = await db
      .selectDistinct({ id: giftCardUses.giftCardId })
      .from(giftCardUses)
      .where(eq(giftCardUses.orderId, orderId))
      .orderBy(asc(giftCardUses.giftCardId));
    let given = 0;
    for (const { id } of cards) {
      await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, id)).for("update");
      const [row] = await db
        .select({ held: sql<string | null>`sum(${giftCardUses.amountPence})` })
        .from(giftCardUses)
        .where(and(eq(giftCardUses.giftCardId, id), eq(giftCardUses.orderId, orderId)));
      const held = Number(row?.held ?? 0);
      if (held <= 0) continue;
      await db.insert(giftCardUses).values({ giftCardId: id, amountPence: -held, orderId });
      given += held;
    }
    return given;
  });
}

/** Pence left on the card a code names, for checkout's summary; null for any code that cannot be used. */
export async function giftCardLeft(code: string): Promise<number | null> {
  const card = await lockCardByCode(code, false);
  return usable(card) ? card.leftPence : null;
}
