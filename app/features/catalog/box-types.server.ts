import { asc, eq } from "drizzle-orm";
import { boxTypes } from "~/db/schema";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import type { BoxPrices } from "./offer-text";

/** Active box types with their prices, in display order (cached until an admin write). */
export const listActiveBoxTypes = cachedPublic(async (): Promise<BoxPrices[]> => {
  const rows = await db
    .select()
    .from(boxTypes)
    .where(eq(boxTypes.isActive, true))
    .orderBy(asc(boxTypes.displayOrder), asc(boxTypes.name));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    standardPence: r.basePrice,
    vegetarianPence: r.vegetarianPrice,
  }));
});
