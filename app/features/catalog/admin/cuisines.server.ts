import { and, arrayContains, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cuisines, menuCategories, menuItems, weeklyCuisines } from "~/db/schema/catalog";
import type { ActionResult } from "~/lib/action-result";
import { failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { isUniqueViolation } from "~/lib/pg-error";
import { CuisineNameSchema } from "./cuisine-schemas";
import { upcomingWeeksOfDishes } from "./dish-weeks.server";
import { deleteMenuItem, type DishSaveTexts, menuFormOptions, saveDishFromForm } from "./menu.server";
import { currentSaturday, type DishWeek } from "./week-format";

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
  allergens: string[];
  mayContainAllergens: string[];
  cuisine: string | null;
  /** The weekends from this one on whose menu the dish is, earliest first. */
  weeks: DishWeek[];
  isAvailable: boolean;
  displayOrder: number;
}

export type Outcome = { ok: true } | { ok: false; error: string; field?: string };

/** Names are one name whatever their case ("bengali" is "Bengali"): the unique index on lower(name) says so. */
const NAME_TAKEN: Outcome = { ok: false, error: "A cuisine with this name already exists", field: "name" };

export function listCuisines(): Promise<Cuisine[]> {
  return db.select().from(cuisines).orderBy(asc(cuisines.name));
}

/** Dishes of the given cuisine (all when omitted), by cuisine then display order and name. */
export async function listDishes(where?: { cuisine?: string }, now = new Date()): Promise<AdminDish[]> {
  const [rows, weeks] = await Promise.all([
    db
      .select({ dish: menuItems, category: menuCategories.name })
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(where?.cuisine ? eq(menuItems.cuisine, where.cuisine) : undefined)
      .orderBy(asc(menuItems.cuisine), asc(menuItems.displayOrder), asc(menuItems.name)),
    upcomingWeeksOfDishes(currentSaturday(now)),
  ]);
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
    allergens: dish.allergens,
    mayContainAllergens: dish.mayContainAllergens,
    cuisine: dish.cuisine,
    weeks: weeks.get(dish.id) ?? [],
    isAvailable: dish.isAvailable,
    displayOrder: dish.displayOrder,
  }));
}

export async function addCuisine(name: string): Promise<Outcome> {
  try {
    await db.insert(cuisines).values({ name });
  } catch (error) {
    if (isUniqueViolation(error)) return NAME_TAKEN;
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
    const renamed = await db.transaction(async () => {
      const [current] = await db.select().from(cuisines).where(eq(cuisines.id, id));
      if (!current) return false;
      if (current.name === name) return true;
      await db.update(cuisines).set({ name }).where(eq(cuisines.id, id));
      await db
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
    if (isUniqueViolation(error)) return NAME_TAKEN;
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

export async function loadCuisinesTab() {
  const [cuisineList, dishes, options] = await Promise.all([listCuisines(), listDishes(), menuFormOptions()]);
  return { cuisines: cuisineList, dishes, options };
}

/** A refused cuisine name is also shown by its field. */
type NameFields = { fieldError?: string };
export type CuisineActionData = ActionResult<NameFields>;

/** Adds or renames a cuisine through `write`; an unexpected error reads as `failure`. */
async function writeName(
  formData: FormData,
  failure: string,
  write: (name: string) => Promise<Outcome>,
  success: (name: string) => string,
) {
  const parsed = CuisineNameSchema.safeParse({ name: formData.get("name") ?? undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    return failed<NameFields>(message, { fieldError: message });
  }
  const outcome = await write(parsed.data.name).catch((): Outcome => ({ ok: false, error: failure }));
  if (!outcome.ok) return failed<NameFields>(failure, { description: outcome.error, fieldError: outcome.error });
  return succeeded(success(parsed.data.name));
}

const CUISINES_TAB_SAVE: DishSaveTexts = {
  added: "Dish added",
  updated: "Dish updated",
  failure: "Failed to save dish",
  refusal: { description: "Please check the highlighted fields." },
};

/** The Cuisines tab's forms: cuisines (add, rename, activate, delete) and their dishes. */
export function cuisinesAction(request: Request) {
  return dispatchIntent(request, {
    save: (formData) => saveDishFromForm(formData, CUISINES_TAB_SAVE),
    add: (formData) => writeName(formData, "Failed to add cuisine", addCuisine, (name) => `Cuisine "${name}" added`),
    ...onRow(
      (formData) => z.uuid().safeParse(formData.get("id")),
      () => failed("Failed to fetch data"),
      {
        rename: (id, formData) =>
          writeName(
            formData,
            "Failed to update cuisine",
            (name) => renameCuisine(id, name),
            () => "Cuisine updated",
          ),
        toggle: async (id, formData) => {
          const active = formData.get("value") === "activate";
          const ok = await setCuisineActive(id, active).catch(() => false);
          return ok
            ? succeeded(active ? "Cuisine activated" : "Cuisine deactivated")
            : failed("Failed to update cuisine");
        },
        delete: async (id) => {
          const outcome = await deleteCuisine(id).catch(() => null);
          return outcome?.ok
            ? succeeded("Cuisine deleted")
            : failed("Failed to delete cuisine", { description: outcome?.error });
        },
        "delete-dish": async (id) => {
          const ok = await deleteMenuItem(id).catch(() => false);
          return ok ? succeeded("Dish deleted") : failed("Failed to delete dish");
        },
      },
    ),
  });
}
