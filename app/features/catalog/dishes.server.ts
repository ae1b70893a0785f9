import { and, asc, between, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { menuCategories, menuItems, weeklyCuisines } from "~/db/schema";
import { cachedPublic, onPublicCacheInvalidate } from "~/lib/cache.server";
import { db } from "~/lib/db.server";

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
