import { asc, eq } from "drizzle-orm";
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
