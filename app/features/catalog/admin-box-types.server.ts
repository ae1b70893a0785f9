import { asc, eq } from "drizzle-orm";
import { boxTypes } from "~/db/schema";
import { db } from "~/lib/db.server";
import type { BoxTypeInput } from "./admin-box-type-schemas";

export type AdminBoxType = typeof boxTypes.$inferSelect;

export class BoxTypeError extends Error {}

export function listBoxTypes(): Promise<AdminBoxType[]> {
  return db.select().from(boxTypes).orderBy(asc(boxTypes.displayOrder), asc(boxTypes.name));
}

export async function saveBoxType(input: BoxTypeInput): Promise<{ created: boolean }> {
  const values = {
    name: input.name,
    description: input.description,
    basePrice: input.basePrice,
    vegetarianPrice: input.vegetarianPrice,
    mealCount: input.mealCount,
    isActive: input.isActive,
    displayOrder: input.displayOrder,
  };
  if (!input.id) {
    await db.insert(boxTypes).values(values);
    return { created: true };
  }
  const updated = await db.update(boxTypes).set(values).where(eq(boxTypes.id, input.id)).returning({ id: boxTypes.id });
  if (updated.length === 0) throw new BoxTypeError("Box type not found");
  return { created: false };
}

/**
 * Deletes a box type. The Essentials and Essentials Plus boxes (those with a code) price the
 * order builder, so they can be deactivated but not deleted.
 */
export async function deleteBoxType(id: string): Promise<void> {
  const [row] = await db.select({ code: boxTypes.code }).from(boxTypes).where(eq(boxTypes.id, id));
  if (!row) throw new BoxTypeError("Box type not found");
  if (row.code) throw new BoxTypeError("This box is used by the order builder: deactivate it instead of deleting it");
  await db.delete(boxTypes).where(eq(boxTypes.id, id));
}
