import { and, arrayContains, asc, eq, sql } from "drizzle-orm";
import { cuisines, menuCategories, menuItems, weeklyCuisines } from "~/db/schema";
import { db } from "~/lib/db.server";

export type Cuisine = typeof cuisines.$inferSelect;

export interface AdminDish {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  imageUrl: string | null;
  categoryId: string | null;
  category: string | null;
  boxType: "essentials" | "essentials_plus" | "both";
  dishType: "vegetarian" | "standard";
  /** Pence. */
  price: number;
  dietaryInfo: string[];
  cuisine: string | null;
  weekAvailable: string | null;
  isAvailable: boolean;
  displayOrder: number;
}

export type Outcome = { ok: true } | { ok: false; error: string; field?: string };

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

export function listCuisines(): Promise<Cuisine[]> {
  return db.select().from(cuisines).orderBy(asc(cuisines.name));
}

/** Dishes of the given cuisines (all when omitted), by cuisine then name. */
export async function listDishes(where?: { cuisine?: string }): Promise<AdminDish[]> {
  const rows = await db
    .select({ dish: menuItems, category: menuCategories.name })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(where?.cuisine ? eq(menuItems.cuisine, where.cuisine) : undefined)
    .orderBy(asc(menuItems.cuisine), asc(menuItems.displayOrder), asc(menuItems.name));
  return rows.map(({ dish, category }) => ({
    id: dish.id,
    name: dish.name,
    nativeName: dish.nativeName,
    description: dish.description,
    imageUrl: dish.imageUrl,
    categoryId: dish.categoryId,
    category,
    boxType: dish.boxType,
    dishType: dish.dishType ?? "standard",
    price: dish.price,
    dietaryInfo: dish.dietaryInfo,
    cuisine: dish.cuisine,
    weekAvailable: dish.weekAvailable,
    isAvailable: dish.isAvailable,
    displayOrder: dish.displayOrder,
  }));
}

export async function addCuisine(name: string): Promise<Outcome> {
  try {
    await db.insert(cuisines).values({ name });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "A cuisine with this name already exists", field: "name" };
    throw error;
  }
  return { ok: true };
}

/**
 * Renames a cuisine. Dishes follow through the foreign key (ON UPDATE CASCADE); the weekly pairs
 * store names in an array, so they are rewritten in the same transaction.
 */
export async function renameCuisine(id: string, name: string): Promise<Outcome> {
  try {
    const renamed = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(cuisines).where(eq(cuisines.id, id));
      if (!current) return false;
      if (current.name === name) return true;
      await tx.update(cuisines).set({ name }).where(eq(cuisines.id, id));
      await tx
        .update(weeklyCuisines)
        .set({
          cuisines: sql`array_replace(${weeklyCuisines.cuisines}, ${current.name}, ${name})`,
          updatedAt: new Date(),
        })
        .where(arrayContains(weeklyCuisines.cuisines, [current.name]));
      return true;
    });
    if (!renamed) return { ok: false, error: "Failed to update cuisine" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "A cuisine with this name already exists", field: "name" };
    throw error;
  }
  return { ok: true };
}

export async function setCuisineActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db.update(cuisines).set({ isActive }).where(eq(cuisines.id, id)).returning({ id: cuisines.id });
  return rows.length > 0;
}

/**
 * Deletes a cuisine. A cuisine that a weekly pair still uses is kept (the pair would lose one of
 * its two cuisines); its dishes stay in the menu without a cuisine.
 */
export async function deleteCuisine(id: string): Promise<Outcome> {
  const [current] = await db.select().from(cuisines).where(eq(cuisines.id, id));
  if (!current) return { ok: false, error: "Failed to delete cuisine" };
  const weeks = await db
    .select({ label: weeklyCuisines.weekLabel })
    .from(weeklyCuisines)
    .where(arrayContains(weeklyCuisines.cuisines, [current.name]));
  if (weeks.length > 0) {
    return {
      ok: false,
      error: `${current.name} is used by the weekly cuisines of ${weeks.map((w) => w.label).join(", ")}: change or delete those weeks first`,
    };
  }
  await db.delete(cuisines).where(and(eq(cuisines.id, id)));
  return { ok: true };
}
