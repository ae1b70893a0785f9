import { and, count, eq, inArray, isNotNull, sum } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { promoRedemptions } from "~/db/schema/promotions";
import { db } from "~/lib/db.server";

/** What a promo code did: the paid orders it took money off, what it took off, what they came to. */
export interface PromoCodeFigures {
  /** Paid orders (checkouts and subscription renewals) the code took money off. */
  uses: number;
  /** What it took off those orders, in pence. */
  discountPence: number;
  /** Those orders' totals, in pence (after every discount). */
  revenuePence: number;
}

export const NO_FIGURES: PromoCodeFigures = { uses: 0, discountPence: 0, revenuePence: 0 };

/**
 * The report per code (`codeIds`, or every code when omitted): only orders that were paid count
 * (`paid_at` set, whatever happened after), so an unpaid checkout, cancelled or still waiting, does
 * not. A code without a paid order is missing from the map (NO_FIGURES).
 */
export async function promoCodeReport(codeIds?: readonly string[]): Promise<Map<string, PromoCodeFigures>> {
  if (codeIds && codeIds.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: promoRedemptions.promoCodeId,
      uses: count(),
      discountPence: sum(promoRedemptions.discountPence).mapWith(Number),
      revenuePence: sum(orders.totalPence).mapWith(Number),
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(and(isNotNull(orders.paidAt), codeIds ? inArray(promoRedemptions.promoCodeId, [...codeIds]) : undefined))
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(
    rows.map((r) => [
      r.codeId,
      { uses: Number(r.uses), discountPence: r.discountPence ?? 0, revenuePence: r.revenuePence ?? 0 },
    ]),
  );
}
