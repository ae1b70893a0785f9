import type { subscriptions } from "~/db/schema/subscriptions";
import type { QuoteResult } from "~/features/cart/public.server";
import { promoAmount, type PromoRule } from "~/features/promotions/public";
import { promoOrderOf, promoRuleById, redemptionOf } from "~/features/promotions/public.server";
import { renewalsCovered } from "~/features/promotions/public";

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Quote = Extract<QuoteResult, { ok: true }>;

/*
 * A promo code carried into a subscription's renewals (decision 042): "the first N weekends" (its
 * checkout's order is the first) or "every weekend". The weekly amount the provider charges is the
 * discounted one while the code holds; the renewal that uses it up puts the full amount back.
 */

/** What a subscription started by `orderId` keeps of its checkout's code: the code and renewals left (null = all). */
export async function promoCarriedFrom(orderId: string) {
  const used = await redemptionOf(orderId);
  const left = used ? renewalsCovered(used.rule) : 0;
  return left === 0 || !used
    ? { promoCodeId: null, promoWeekendsLeft: null }
    : { promoCodeId: used.rule.id, promoWeekendsLeft: left };
}

/** The code still holding on the subscription's next renewal; null when none does (or it was deleted). */
export async function holdingPromo(
  sub: Pick<SubscriptionRow, "promoCodeId" | "promoWeekendsLeft">,
): Promise<PromoRule | null> {
  if (!sub.promoCodeId || sub.promoWeekendsLeft === 0) return null;
  return promoRuleById(sub.promoCodeId);
}

/** What the code takes off one week of the plan, priced as `quote`. */
export function planPromoOff(rule: PromoRule | null, quote: Quote, fulfilment: "delivery" | "collection"): number {
  return rule ? promoAmount(rule, promoOrderOf(quote.pricing, quote.lines, fulfilment)) : 0;
}

/**
 * The subscription after a renewal that used the code: one renewal fewer left, and once none is,
 * the code lets go and the weekly amount is the full one again (`offPence` back on).
 */
export function afterPromoRenewal(sub: SubscriptionRow, offPence: number) {
  if (sub.promoWeekendsLeft === null) return {};
  const left = sub.promoWeekendsLeft - 1;
  if (left > 0) return { promoWeekendsLeft: left };
  return { promoCodeId: null, promoWeekendsLeft: null, weeklyAmountPence: sub.weeklyAmountPence + offPence };
}
