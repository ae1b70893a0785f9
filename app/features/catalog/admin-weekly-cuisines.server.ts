import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { cuisines, menuItems, weeklyCuisines } from "~/db/schema";
import { addDays, dayOfWeek, formatShortDate, isIsoDate, weekendLabel } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { type AdminDish, listDishes, type Outcome } from "./admin-cuisines.server";
import { FILL_ALL_FIELDS, NOT_A_SATURDAY, TWO_DIFFERENT_CUISINES, type WeeklyCuisineInput } from "./cuisine-schemas";

export type WeeklyCuisine = typeof weeklyCuisines.$inferSelect;

export interface AdminWeek extends WeeklyCuisine {
  /** The dishes of each of the week's cuisines (week_available = the week's Saturday). */
  dishes: Record<string, AdminDish[]>;
}

/** Weeks, the latest first, each with its dishes per cuisine. */
export async function listWeeks(): Promise<AdminWeek[]> {
  const weeks = await db.select().from(weeklyCuisines).orderBy(desc(weeklyCuisines.weekStartDate));
  const dishes = await listDishes();
  return weeks.map((week) => ({
    ...week,
    dishes: Object.fromEntries(
      week.cuisines.map((cuisine) => [
        cuisine,
        dishes.filter((d) => d.cuisine === cuisine && d.weekAvailable === week.weekStartDate),
      ]),
    ),
  }));
}

/** Names of the active cuisines (the form's options). */
export async function cuisineOptions(): Promise<string[]> {
  const rows = await db
    .select({ name: cuisines.name })
    .from(cuisines)
    .where(eq(cuisines.isActive, true))
    .orderBy(asc(cuisines.name));
  return rows.map((r) => r.name);
}

/** Available dishes of the given cuisines by name: what the Add Dish dialog offers. */
export async function availableDishes(cuisineNames: string[]) {
  if (cuisineNames.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      cuisine: menuItems.cuisine,
      weekAvailable: menuItems.weekAvailable,
    })
    .from(menuItems)
    .where(and(inArray(menuItems.cuisine, cuisineNames), eq(menuItems.isAvailable, true)))
    .orderBy(asc(menuItems.name));
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Adds or updates a week: the end date is the Sunday after the Saturday and the label is computed
 * from the dates. When an edit moves the week, its dishes move with it.
 */
export async function saveWeeklyCuisine(input: WeeklyCuisineInput): Promise<Outcome & { created?: boolean }> {
  const { weekStartDate: start, cuisine1, cuisine2 } = input;
  if (!start || !cuisine1 || !cuisine2) return { ok: false, error: FILL_ALL_FIELDS };
  if (!isIsoDate(start) || dayOfWeek(start) !== 6) return { ok: false, error: NOT_A_SATURDAY, field: "weekStartDate" };
  if (cuisine1 === cuisine2) return { ok: false, error: TWO_DIFFERENT_CUISINES, field: "cuisine2" };
  const known = await db
    .select({ name: cuisines.name })
    .from(cuisines)
    .where(inArray(cuisines.name, [cuisine1, cuisine2]));
  if (known.length !== 2) return { ok: false, error: "Please select two cuisines from the list", field: "cuisine1" };

  const values = {
    weekStartDate: start,
    weekEndDate: addDays(start, 1),
    weekLabel: weekendLabel(start),
    cuisines: [cuisine1, cuisine2],
    updatedAt: new Date(),
  };
  try {
    const outcome = await db.transaction(async (tx) => {
      if (!input.id) {
        await tx.insert(weeklyCuisines).values(values);
        return { ok: true as const, created: true };
      }
      const [existing] = await tx.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, input.id));
      if (!existing) return { ok: false as const, error: "Week not found" };
      await tx.update(weeklyCuisines).set(values).where(eq(weeklyCuisines.id, input.id));
      if (existing.weekStartDate !== start) {
        await tx
          .update(menuItems)
          .set({ weekAvailable: start, updatedAt: new Date() })
          .where(eq(menuItems.weekAvailable, existing.weekStartDate));
      }
      return { ok: true as const, created: false };
    });
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error))
      return {
        ok: false,
        error: `A week starting on ${formatShortDate(start)} already exists`,
        field: "weekStartDate",
      };
    throw error;
  }
}

export async function setWeekActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(weeklyCuisines)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(weeklyCuisines.id, id))
    .returning({ id: weeklyCuisines.id });
  return rows.length > 0;
}

export async function deleteWeek(id: string): Promise<boolean> {
  const rows = await db.delete(weeklyCuisines).where(eq(weeklyCuisines.id, id)).returning({ id: weeklyCuisines.id });
  return rows.length > 0;
}

/** Puts an available dish of one of the week's cuisines on that week (a dish holds one week). */
export async function addDishToWeek(
  weekId: string,
  dishId: string,
): Promise<Outcome & { dish?: string; cuisine?: string }> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, weekId));
  if (!week) return { ok: false, error: "Week not found" };
  const [dish] = await db.select().from(menuItems).where(eq(menuItems.id, dishId));
  if (!dish || !dish.isAvailable || !dish.cuisine || !week.cuisines.includes(dish.cuisine))
    return { ok: false, error: "Selected dish not found" };
  await db
    .update(menuItems)
    .set({ weekAvailable: week.weekStartDate, updatedAt: new Date() })
    .where(eq(menuItems.id, dishId));
  return { ok: true, dish: dish.name, cuisine: dish.cuisine };
}

/** Takes a dish off a week (it stays on the menu, without a week). */
export async function removeDishFromWeek(weekId: string, dishId: string): Promise<boolean> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, weekId));
  if (!week) return false;
  const rows = await db
    .update(menuItems)
    .set({ weekAvailable: null, updatedAt: new Date() })
    .where(and(eq(menuItems.id, dishId), eq(menuItems.weekAvailable, week.weekStartDate)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}
