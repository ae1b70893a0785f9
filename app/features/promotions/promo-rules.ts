/**
 * What a promo code takes off an order, and whether it may (decision 042). Pure: the checkout's
 * summary, the order's write (under the code's lock) and each renewal of a subscription run the
 * same rules on the server. Amounts in pence.
 */
import { formatPence } from "~/lib/money";
import { formatLongDate, todayInLondon } from "~/lib/dates";

export interface PromoRule {
  id: string;
  code: string;
  kind: "percent" | "fixed" | "free_delivery";
  percentOff: number | null;
  amountOffPence: number | null;
  firstOrderOnly: boolean;
  minSpendPence: number | null;
  /** Empty: every line. */
  boxTypeIds: string[];
  includesCustom: boolean;
  fulfilment: "delivery" | "collection" | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  duration: "once" | "weekends" | "forever";
  durationWeekends: number | null;
  isActive: boolean;
}

/** The order as priced before the code: its lines, delivery and what other discounts took off. */
export interface PromoOrder {
  lines: Array<{ type: "box" | "custom"; boxTypeId: string | null; lineTotalPence: number; discountPence: number }>;
  subtotalPence: number;
  shippingPence: number;
  /** Subtotal + shipping − the other discounts: the code never takes more than this. */
  totalPence: number;
  fulfilment: "delivery" | "collection";
}

/** Who uses it, and how often the code has been used (orders not cancelled unpaid). */
export interface PromoUse {
  now: Date;
  /** The customer has no earlier paid order. */
  isFirstOrder: boolean;
  usesByCustomer: number;
  usesInAll: number;
}

export type PromoOutcome = { ok: true; discountPence: number } | { ok: false; message: string };

export const UNKNOWN_CODE_MESSAGE = "This code isn't valid. Check it and try again.";

/** A code as the customer may type it: letters, digits and dashes; matched whatever its case. */
export function normalisePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The lines a code applies to: all, or those of its box types (and custom lines when it says so). */
function eligibleLines(rule: PromoRule, order: PromoOrder) {
  if (rule.boxTypeIds.length === 0) return order.lines;
  return order.lines.filter((l) =>
    l.type === "custom" ? rule.includesCustom : l.boxTypeId !== null && rule.boxTypeIds.includes(l.boxTypeId),
  );
}

/** What the code takes off an order it holds for (no condition checked): at most the order's total. */
export function promoAmount(rule: PromoRule, order: PromoOrder): number {
  const base = eligibleLines(rule, order).reduce((sum, l) => sum + l.lineTotalPence - l.discountPence, 0);
  const off =
    rule.kind === "free_delivery"
      ? order.shippingPence
      : rule.kind === "percent"
        ? Math.round((base * (rule.percentOff ?? 0)) / 100)
        : Math.min(rule.amountOffPence ?? 0, base);
  return Math.max(0, Math.min(off, order.totalPence));
}

/** The conditions of a code at checkout, in order, each with the customer's words when it fails. */
export function checkPromo(rule: PromoRule | null, order: PromoOrder, use: PromoUse): PromoOutcome {
  if (!rule || !rule.isActive) return { ok: false, message: UNKNOWN_CODE_MESSAGE };
  if (rule.validFrom && use.now < rule.validFrom)
    return { ok: false, message: `This code can be used from ${formatLongDate(todayInLondon(rule.validFrom))}.` };
  if (rule.validUntil && use.now > rule.validUntil)
    return { ok: false, message: `This code expired on ${formatLongDate(todayInLondon(rule.validUntil))}.` };
  if (rule.maxUses !== null && use.usesInAll >= rule.maxUses)
    return { ok: false, message: "This code has been used up." };
  if (rule.maxUsesPerCustomer !== null && use.usesByCustomer >= rule.maxUsesPerCustomer)
    return {
      ok: false,
      message:
        rule.maxUsesPerCustomer === 1
          ? "You have used this code already."
          : "You have used this code as often as it allows.",
    };
  if (rule.firstOrderOnly && !use.isFirstOrder) return { ok: false, message: "This code is for a first order only." };
  if (rule.fulfilment && rule.fulfilment !== order.fulfilment)
    return {
      ok: false,
      message:
        rule.fulfilment === "delivery" ? "This code is for deliveries only." : "This code is for collections only.",
    };
  if (rule.kind === "free_delivery" && order.fulfilment === "collection")
    return { ok: false, message: "This code gives free delivery, and a collection has no delivery charge." };
  const eligible = eligibleLines(rule, order);
  if (eligible.length === 0) return { ok: false, message: "This code does not apply to the boxes in your order." };
  if (rule.minSpendPence !== null && order.subtotalPence < rule.minSpendPence)
    return {
      ok: false,
      message: `This code needs an order of ${formatPence(rule.minSpendPence)} or more (before delivery).`,
    };
  const discountPence = promoAmount(rule, order);
  if (discountPence <= 0) return { ok: false, message: "This code takes nothing off this order." };
  return { ok: true, discountPence };
}

/** What a code gives, in words ("10% off", "£5.00 off", "Free delivery"). */
export function promoOffer(rule: Pick<PromoRule, "kind" | "percentOff" | "amountOffPence">): string {
  if (rule.kind === "percent") return `${rule.percentOff}% off`;
  if (rule.kind === "fixed") return `${formatPence(rule.amountOffPence ?? 0)} off`;
  return "Free delivery";
}

/**
 * The renewals after the checkout a code still takes money off: none for a one-off code, N − 1 for
 * "the first N weekends" (the checkout's order is the first), null for every weekend.
 */
export function renewalsCovered(rule: Pick<PromoRule, "duration" | "durationWeekends">): number | null {
  if (rule.duration === "forever") return null;
  if (rule.duration === "weekends") return Math.max(0, (rule.durationWeekends ?? 1) - 1);
  return 0;
}
