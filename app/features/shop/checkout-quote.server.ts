import { combineAllergens } from "~/features/catalog/public";
import { checkDeliveryDate } from "~/features/delivery/public.server";
import { formatLongDate, isIsoDate } from "~/lib/dates";
import { quoteCart, type QuoteResult } from "~/features/cart/public.server";
import { GIFT_CARD_ONE_OFF, hasOrderedBefore } from "~/features/orders/public.server";
import { giftCardLeft, INVALID_CODE_MESSAGE, TOO_MANY_TRIES_MESSAGE } from "~/features/giftcards/public.server";
import { giftCardTryAllowed } from "./gift-card-tries.server";
import { creditBalance } from "~/features/wallet/public.server";
import { previewPromo, promoOrderOf, weeklyPromoOff } from "~/features/promotions/public.server";
import { readCart, type Fulfilment } from "~/features/cart/public";

export interface CheckoutQuoteLine {
  id: string;
  label: string;
  quantity: number;
  lineTotalPence: number;
  discountPence: number;
  isSubscription: boolean;
  items: Array<{ name: string; quantity: number; totalPence: number }>;
  /** The allergens of the line's dishes, as labels: what they contain, and may contain besides. */
  allergens: string[];
  mayContain: string[];
}

export type CheckoutQuote =
  | {
      ok: true;
      lines: CheckoutQuoteLine[];
      subtotalPence: number;
      shippingPence: number;
      discountPence: number;
      totalPence: number;
      boxes: number;
      hasSubscription: boolean;
      /**
       * What each later week charges (the resolved cart's weekly price; subscriptionWeeklyPence
       * prices the order it becomes the same way).
       */
      weeklyPence: number;
      /** As priced: a collection pays no shipping. */
      fulfilment: "delivery" | "collection";
      deliveryDate: string | null;
      deliveryDateLabel: string | null;
      /** Why the chosen date cannot be delivered, if it cannot. */
      dateProblem: string | null;
      /** The promo code applied (decision 042): what it took off (in totalPence already), or why it does not hold. */
      promo: { code: string; discountPence: number } | null;
      promoProblem: string | null;
      /** The customer's store credit that pays part of the total first (decision 043); the card pays the rest. */
      creditPence: number;
      /** What the gift card typed pays of what credit leaves (decision 046), or why it cannot. */
      giftCard: { code: string; pence: number } | null;
      giftCardProblem: string | null;
    }
  | { ok: false; message: string };

function lineAllergens(items: Parameters<typeof combineAllergens>[0]) {
  const { contains, mayContain } = combineAllergens(items);
  return { allergens: contains, mayContain };
}

export interface QuoteAsk {
  /** The code typed in the summary; its conditions are checked for this customer. */
  promoCode?: string | null;
  /** A gift card's code typed in the summary: a try counted against the client's address. */
  giftCardCode?: string | null;
  clientIp?: string;
  email?: string | null;
  userId?: string | null;
}

/** The checkout's side summary: the browser's cart priced by the server (what will be charged). */
export async function checkoutQuote(rawCart: unknown, ask: QuoteAsk = {}): Promise<CheckoutQuote> {
  if (ask.giftCardCode?.trim() && !(await giftCardTryAllowed(ask.clientIp ?? "unknown")))
    return { ok: false, message: TOO_MANY_TRIES_MESSAGE };
  const read = readCart(rawCart);
  if (!read.ok) return read;
  const { cart } = read;
  const quote = await quoteCart(cart);
  const date = cart.deliveryDate;
  if (!quote.ok) {
    // A date that cannot be delivered is the first thing to fix (its weekend may have no menu).
    const calendar = date ? await checkDeliveryDate(date, 0) : null;
    return calendar && !calendar.ok ? { ok: false, message: calendar.message } : quote;
  }
  const check = await checkDeliveryDate(date, quote.pricing.boxes);
  const promo = ask.promoCode?.trim() ? await promoOf(quote, cart.fulfilment, ask) : null;
  const off = promo?.ok ? promo.discountPence : 0;
  // As the order takes it: a signed-in customer's one-off checkout (a subscription's is paid by card).
  const balance = ask.userId && !quote.pricing.hasSubscription ? await creditBalance(ask.userId) : 0;
  const creditPence = Math.min(balance, quote.pricing.totalPence - off);
  const gift = ask.giftCardCode?.trim()
    ? await giftCardOf(ask.giftCardCode, quote.pricing.hasSubscription, quote.pricing.totalPence - off - creditPence)
    : null;
  return {
    ok: true,
    lines: quote.lines.map((l) => ({
      id: l.id,
      label: l.label,
      quantity: l.quantity,
      lineTotalPence: l.lineTotalPence,
      discountPence: l.discountPence,
      isSubscription: l.isSubscription,
      items: l.items.map((i) => ({ name: i.name, quantity: i.quantity, totalPence: i.totalPence })),
      ...lineAllergens(l.items),
    })),
    subtotalPence: quote.pricing.subtotalPence,
    shippingPence: quote.pricing.shippingPence,
    discountPence: quote.pricing.discountPence,
    totalPence: quote.pricing.totalPence - off,
    boxes: quote.pricing.boxes,
    hasSubscription: quote.pricing.hasSubscription,
    weeklyPence: quote.weeklyPence - (promo?.ok ? weeklyPromoOff(promo.rule, quote, cart.fulfilment) : 0),
    fulfilment: cart.fulfilment,
    deliveryDate: date,
    deliveryDateLabel: date && isIsoDate(date) ? formatLongDate(date) : null,
    dateProblem: check.ok ? null : check.message,
    promo: promo?.ok ? { code: promo.code, discountPence: promo.discountPence } : null,
    promoProblem: promo && !promo.ok ? promo.message : null,
    creditPence,
    giftCard: gift?.ok ? { code: gift.code, pence: gift.pence } : null,
    giftCardProblem: gift && !gift.ok ? gift.message : null,
  };
}

/** What a gift card would pay of what is left to pay, or why it cannot (one message for any bad code). */
async function giftCardOf(code: string, hasSubscription: boolean, duePence: number) {
  if (hasSubscription) return { ok: false as const, message: GIFT_CARD_ONE_OFF };
  const left = await giftCardLeft(code);
  if (left === null) return { ok: false as const, message: INVALID_CODE_MESSAGE };
  return { ok: true as const, code: code.trim(), pence: Math.min(left, duePence) };
}

/** The code as the order would take it (the order's write claims it again under its lock). */
export async function promoOf(quote: Extract<QuoteResult, { ok: true }>, fulfilment: Fulfilment, ask: QuoteAsk) {
  const email = ask.email?.trim() ?? "";
  return previewPromo({
    code: ask.promoCode ?? "",
    order: promoOrderOf(quote.pricing, quote.lines, fulfilment),
    email,
    userId: ask.userId ?? null,
    isFirstOrder: !(await hasOrderedBefore(email, ask.userId ?? null)),
  });
}
