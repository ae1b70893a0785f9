import { and, asc, between, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import { menuCategories, menuItems, weeklyCuisines } from "~/db/schema";
import { cachedPublic, onPublicCacheInvalidate } from "~/lib/cache.server";
import type { IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";

/*
 * Every read of the dishes and their weeks: the public menu (home carousel, /menu), the order
 * builder's menu and the prep sheet's dish descriptions. Other features ask here instead of
 * querying menu_items or weekly_cuisines.
 */

export interface MenuWeek {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
  cuisines: string[];
}

export interface PublicDish {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  imageUrl: string | null;
  pricePence: number;
  cuisine: string | null;
  dishType: "vegetarian" | "standard";
  dietaryInfo: string[];
  category: string;
}

/** Active weeks, the latest start date first (the first one is the current week). */
export const listActiveWeeks = cachedPublic(async (): Promise<MenuWeek[]> => {
  const rows = await db
    .select()
    .from(weeklyCuisines)
    .where(eq(weeklyCuisines.isActive, true))
    .orderBy(desc(weeklyCuisines.weekStartDate));
  return rows.map((r) => ({
    id: r.id,
    label: r.weekLabel,
    startDate: r.weekStartDate,
    endDate: r.weekEndDate,
    cuisines: r.cuisines,
  }));
});

const WeekIdSchema = z.uuid();

/**
 * The week a menu page shows: the active week with the given id, or (no id, or an id that is
 * not an active week) the active week with the latest start date. Null when no week is active.
 */
export async function findMenuWeek(weekId: string | null | undefined): Promise<MenuWeek | null> {
  const weeks = await listActiveWeeks();
  if (weekId && WeekIdSchema.safeParse(weekId).success) {
    const match = weeks.find((w) => w.id === weekId);
    if (match) return match;
  }
  return weeks[0] ?? null;
}

async function loadWeekDishes(week: MenuWeek): Promise<PublicDish[]> {
  const rows = await db
    .select({ item: menuItems, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(
      and(
        eq(menuItems.isAvailable, true),
        eq(menuCategories.isActive, true),
        between(menuItems.weekAvailable, week.startDate, week.endDate),
      ),
    )
    .orderBy(asc(menuItems.displayOrder), asc(menuCategories.displayOrder), asc(menuItems.name));
  return rows.map(({ item, category }) => ({
    id: item.id,
    name: item.name,
    nativeName: item.nativeName,
    description: item.description,
    imageUrl: item.imageUrl,
    pricePence: item.price,
    cuisine: item.cuisine,
    dishType: item.dishType ?? "standard",
    dietaryInfo: item.dietaryInfo,
    category,
  }));
}

const dishCache = new Map<string, Promise<PublicDish[]>>();
onPublicCacheInvalidate(() => dishCache.clear());

/** The available dishes of a week whose category is active, in display order (cached per week). */
export async function getWeekDishes(week: MenuWeek): Promise<PublicDish[]> {
  let pending = dishCache.get(week.id);
  if (!pending) {
    pending = loadWeekDishes(week).catch((error) => {
      dishCache.delete(week.id);
      throw error;
    });
    dishCache.set(week.id, pending);
  }
  return pending;
}

/** An active cuisine week as the order builder sees it. */
export interface OrderingWeek {
  weekStartDate: IsoDate;
  weekEndDate: IsoDate;
  weekLabel: string;
  cuisines: string[];
}

const orderingWeekColumns = {
  weekStartDate: weeklyCuisines.weekStartDate,
  weekEndDate: weeklyCuisines.weekEndDate,
  weekLabel: weeklyCuisines.weekLabel,
  cuisines: weeklyCuisines.cuisines,
};

/** Of active weeks: the one holding `saturday`, else the latest starting before it, else the latest. */
function pickOrderingWeek(weeks: OrderingWeek[], saturday: IsoDate): OrderingWeek | null {
  const sorted = [...weeks].sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate));
  return (
    sorted.find((w) => w.weekStartDate <= saturday && w.weekEndDate >= saturday) ??
    sorted.find((w) => w.weekStartDate <= saturday) ??
    sorted[0] ??
    null
  );
}

/**
 * The week the builder sells for the weekend of `saturday` (the next one that can still be
 * ordered): the active cuisine week holding it; failing that, the latest active week starting
 * before it; when only future weeks exist, the earliest of them. Null when no week is active.
 */
export async function findOrderingWeek(saturday: IsoDate): Promise<OrderingWeek | null> {
  const weeks = await db
    .select(orderingWeekColumns)
    .from(weeklyCuisines)
    .where(and(eq(weeklyCuisines.isActive, true), lte(weeklyCuisines.weekStartDate, saturday)))
    .orderBy(desc(weeklyCuisines.weekStartDate))
    .limit(4);
  const week = pickOrderingWeek(weeks, saturday);
  if (week) return week;
  const [next] = await db
    .select(orderingWeekColumns)
    .from(weeklyCuisines)
    .where(eq(weeklyCuisines.isActive, true))
    .orderBy(asc(weeklyCuisines.weekStartDate))
    .limit(1);
  return next ?? null;
}

/** A dish the builder may sell, with its category's name (the builder groups dishes by it). */
export interface OrderableDish {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  imageUrl: string | null;
  categoryName: string;
  boxType: "essentials" | "essentials_plus" | "both";
  dishType: "vegetarian" | "standard" | null;
  pricePence: number;
  cuisine: string | null;
  dietaryInfo: string[];
}

/**
 * The available dishes of active categories on the menu of the week starting `weekStart`, with
 * the dishes that have no week (a dish without a week is on every week's menu; with no week,
 * only those), in category order, then display order and name.
 */
export async function listOrderableDishes(weekStart: IsoDate | null): Promise<OrderableDish[]> {
  const weekFilter = weekStart
    ? or(eq(menuItems.weekAvailable, weekStart), isNull(menuItems.weekAvailable))
    : isNull(menuItems.weekAvailable);
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      nativeName: menuItems.nativeName,
      description: menuItems.description,
      imageUrl: menuItems.imageUrl,
      categoryName: menuCategories.name,
      boxType: menuItems.boxType,
      dishType: menuItems.dishType,
      pricePence: menuItems.price,
      cuisine: menuItems.cuisine,
      dietaryInfo: menuItems.dietaryInfo,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(and(eq(menuItems.isAvailable, true), eq(menuCategories.isActive, true), weekFilter))
    .orderBy(asc(menuCategories.displayOrder), asc(menuItems.displayOrder), asc(menuItems.name));
}

/**
 * Dishes by id as the menu describes them now: name, cuisine, category and the category's order
 * (null when the dish has no category). Ids of dishes since deleted are left out.
 */
export async function describeDishes(ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      cuisine: menuItems.cuisine,
      category: menuCategories.name,
      categoryOrder: menuCategories.displayOrder,
    })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(inArray(menuItems.id, ids));
}
