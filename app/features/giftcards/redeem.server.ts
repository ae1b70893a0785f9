import { giftCardUses } from "~/db/schema/gift-cards";
import { addCredit, lockCredit } from "~/features/wallet/public.server";
import { db, transaction } from "~/lib/db.server";
import { addressBucket, consumeRateLimit } from "~/lib/rate-limit.server";
import { INVALID_CODE_MESSAGE, lockCardByCode, usable } from "./ledger.server";

/** Tries per hour, per account and per client address: 80-bit codes cannot be guessed in these. */
const TRIES_PER_HOUR = 10;
export const TOO_MANY_TRIES_MESSAGE = "Too many tries. Please wait an hour and try again.";

export type RedeemResult = { ok: true; amountPence: number } | { ok: false; message: string };

/**
 * Redeems a gift card into the customer's store credit: rate-limited first (per account and per
 * address), then all that is left on the card becomes credit, under the card's row lock, once.
 * Every refusal but the rate limit's is the same words, whether or not the code exists.
 */
export async function redeemGiftCard(input: {
  userId: string;
  code: string;
  clientAddress: string;
}): Promise<RedeemResult> {
  const allowed =
    (await consumeRateLimit(`gift-card:account:${input.userId}`, TRIES_PER_HOUR, 3600)) &&
    (await consumeRateLimit(
      `gift-card:address:${addressBucket(input.clientAddress || "unknown")}`,
      TRIES_PER_HOUR,
      3600,
    ));
  if (!allowed) return { ok: false, message: TOO_MANY_TRIES_MESSAGE };
  return transaction(async () => {
    const card = await lockCardByCode(input.code);
    if (!usable(card)) return { ok: false, message: INVALID_CODE_MESSAGE } as const;
    await lockCredit(input.userId);
    await db.insert(giftCardUses).values({ giftCardId: card.id, amountPence: card.leftPence, userId: input.userId });
    await addCredit({
      userId: input.userId,
      amountPence: card.leftPence,
      reason: "gift_card",
      note: `Gift card from ${card.buyerName}`,
    });
    return { ok: true, amountPence: card.leftPence } as const;
  });
}
