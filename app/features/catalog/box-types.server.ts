import { asc, eq, inArray } from "drizzle-orm";
import { boxTypes } from "~/db/schema/catalog";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import type { BoxOffer } from "./offer-text";

/**
 * Active box types with their kind, dish count and prices, in display order (cached until an
 * admin write): the builder's tabs, the prices checkout charges and the prices every page states.
 */
export const listActiveBoxTypes = cachedPublic(async (): Promise<BoxOffer[]> => {
  const rows = await db
    .select()
    .from(boxTypes)
    .where(eq(boxTypes.isActive, true))
    .orderBy(asc(boxTypes.displayOrder), asc(boxTypes.name));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    kind: r.kind,
    dishCount: r.mealCount,
    standardPence: r.basePrice,
    vegetarianPence: r.vegetarianPrice,
  }));
});

/** The box types of `ids` as they are now (on sale or not; a deleted one is missing): name and display order. */
export async function boxTypesByIds(ids: string[]): Promise<Array<{ id: string; name: string; order: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: boxTypes.id, name: boxTypes.name, order: boxTypes.displayOrder })
    .from(boxTypes)
    .where(inArray(boxTypes.id, ids));
}

/** The VAT rate (percent) of each box type of `ids` that still exists (decision 044: receipts). */
export async function boxTypeVatRates(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: boxTypes.id, rate: boxTypes.vatRatePercent })
    .from(boxTypes)
    .where(inArray(boxTypes.id, ids));
  return new Map(rows.map((r) => [r.id, r.rate]));
}
