import { and, asc, eq, inArray } from "drizzle-orm";
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

/** A box the order builder sells, with its prices in pence. */
export interface OrderableBoxType {
  code: "essentials" | "essentials_plus";
  name: string;
  standardPence: number;
  vegetarianPence: number;
}

/** The active boxes the order builder sells (Essentials and Essentials Plus), with their prices. */
export async function listOrderableBoxTypes(): Promise<OrderableBoxType[]> {
  const rows = await db
    .select()
    .from(boxTypes)
    .where(and(eq(boxTypes.isActive, true), inArray(boxTypes.code, ["essentials", "essentials_plus"])));
  return rows.map((r) => ({
    code: r.code as OrderableBoxType["code"],
    name: r.name,
    standardPence: r.basePrice,
    vegetarianPence: r.vegetarianPrice,
  }));
}
