import { count, eq, or, sql } from "drizzle-orm";
import { promoCodes, promoRedemptions } from "~/db/schema/promotions";
import type { OrderPricing, ResolvedLine } from "~/features/cart/public";
import type { QuoteResult } from "~/features/cart/public.server";
import { db } from "~/lib/db.server";
import {
  checkPromo,
  normalisePromoCode,
  promoAmount,
  renewalsCovered,
  type PromoOrder,
  type PromoRule,
} from "./promo-rules";

/*
 * A code at checkout (decision 042): looked at for the summary, claimed under its row's lock in the
 * transaction that writes the order (so a single-use code raced by any number of checkouts is used
 * once), and given back when its order is cancelled unpaid.
 */

/** The order as the code sees it: the quote's lines, delivery, and what the other discounts left. */
export function promoOrderOf(
  pricing: Pick<OrderPricing, "subtotalPence" | "shippingPence" | "totalPence">,
  lines: Array<Pick<ResolvedLine, "type" | "boxTypeId" | "lineTotalPence" | "discountPence">>,
  fulfilment: "delivery" | "collection",
): PromoOrder {
  return {
    lines: lines.map((l) => ({
      type: l.type,
      boxTypeId: l.boxTypeId,
      lineTotalPence: l.lineTotalPence,
      discountPence: l.discountPence,
    })),
    subtotalPence: pricing.subtotalPence,
    shippingPence: pricing.shippingPence,
    totalPence: pricing.totalPence,
    fulfilment,
  };
}

type PromoRow = typeof promoCodes.$inferSelect;

/** The code's rule, whatever the case it was typed in; null for none. `lock` holds its row until the transaction ends. */
async function findCode(code: string, lock = false): Promise<PromoRow | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${normalisePromoCode(code)}`);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A code's rule by id (a subscription's renewals); null once it was deleted. */
export async function promoRuleById(id: string): Promise<PromoRule | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

/** How often the code was used, in all and by this customer (their email, or their account). */
async function usesOf(promoCodeId: string, email: string, userId: string | null) {
  const customer = or(
    eq(promoRedemptions.customerEmail, email.trim().toLowerCase()),
    userId ? eq(promoRedemptions.userId, userId) : undefined,
  );
  const [uses] = await db
    .select({
      inAll: count(),
      byCustomer: sql<number>`count(*) filter (where ${customer})`.mapWith(Number),
    })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promoCodeId));
  return { usesInAll: uses?.inAll ?? 0, usesByCustomer: uses?.byCustomer ?? 0 };
}

export interface PromoAttempt {
  code: string;
  order: PromoOrder;
  email: string;
  userId: string | null;
  isFirstOrder: boolean;
  now?: Date;
}

export type PromoClaim =
  { ok: true; rule: PromoRule; code: string; discountPence: number } | { ok: false; message: string };

async function attempt(input: PromoAttempt, lock: boolean): Promise<PromoClaim> {
  const rule = await findCode(input.code, lock);
  const use = rule ? await usesOf(rule.id, input.email, input.userId) : { usesInAll: 0, usesByCustomer: 0 };
  const outcome = checkPromo(rule, input.order, {
    now: input.now ?? new Date(),
    isFirstOrder: input.isFirstOrder,
    ...use,
  });
  if (!outcome.ok || !rule) return outcome.ok ? { ok: false, message: "" } : outcome;
  return { ok: true, rule, code: rule.code, discountPence: outcome.discountPence };
}

/** What the code would take off (the checkout's summary): nothing is held. */
export function previewPromo(input: PromoAttempt): Promise<PromoClaim> {
  return attempt(input, false);
}

/**
 * Claims the code for an order about to be written, inside the caller's transaction: its row is
 * locked until that transaction ends, so the uses counted here include every order written before.
 * The caller writes the order, then `recordRedemption`.
 */
export function claimPromo(input: PromoAttempt): Promise<PromoClaim> {
  return attempt(input, true);
}

export async function recordRedemption(input: {
  promoCodeId: string;
  orderId: string;
  email: string;
  userId: string | null;
  discountPence: number;
}): Promise<void> {
  await db.insert(promoRedemptions).values({
    promoCodeId: input.promoCodeId,
    orderId: input.orderId,
    customerEmail: input.email.trim().toLowerCase(),
    userId: input.userId,
    discountPence: input.discountPence,
  });
}

/** An order cancelled before it was paid gives its use of a code back. */
export async function releaseRedemption(orderId: string): Promise<void> {
  await db.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
}

/** The code an order used, with its rule (a subscription starts from its first order's). */
export async function redemptionOf(orderId: string): Promise<{ rule: PromoRule; discountPence: number } | null> {
  const [row] = await db
    .select({ rule: promoCodes, discountPence: promoRedemptions.discountPence })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(eq(promoRedemptions.orderId, orderId));
  return row ?? null;
}

/**
 * What the code takes off each later week of the quote's subscription: its lines priced alone (their
 * share of the discounts differs); 0 without one, or when the code holds on the first order only.
 */
export function weeklyPromoOff(
  rule: PromoRule,
  quote: Extract<QuoteResult, { ok: true }>,
  fulfilment: "delivery" | "collection",
): number {
  const weekly = quote.weeklyPricing;
  if (!weekly || renewalsCovered(rule) === 0) return 0;
  const subscribed = quote.lines.filter((l) => l.isSubscription);
  const lines = weekly.lines.map((priced, i) => ({ ...priced, boxTypeId: subscribed[i]?.boxTypeId ?? null }));
  return promoAmount(rule, promoOrderOf(weekly, lines, fulfilment));
}
