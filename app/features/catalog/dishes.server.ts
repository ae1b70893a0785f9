import { and, asc, eq, inArray } from "drizzle-orm";
import { menuCategories, menuItems, weeklyCuisines, weeklyMenuItems } from "~/db/schema/catalog";
import { cachedPublic, cachedPublicByKey } from "~/lib/cache.server";
import type { IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";

/*
 * Every read of the dishes and their weekends' menus: the public menu (home carousel, /menu), the
 * order builder's menu and the prep sheet's dish descriptions. Other features ask here instead of
 * querying menu_items, weekly_cuisines or weekly_menu_items (decision 015).
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
  /** Allergen keys (features/catalog/allergens.ts) the dish contains, and may contain. */
  allergens: string[];
  mayContainAllergens: string[];
  category: string;
}

/** Active (published) weeks, the earliest start date first (cached until an admin write). */
export const listActiveWeeks = cachedPublic(async (): Promise<MenuWeek[]> => {
  const rows = await db
    .select()
    .from(weeklyCuisines)
    .where(eq(weeklyCuisines.isActive, true))
    .orderBy(asc(weeklyCuisines.weekStartDate));
  return rows.map((r) => ({
    id: r.id,
    label: r.weekLabel,
    startDate: r.weekStartDate,
    endDate: r.weekEndDate,
    cuisines: r.cuisines,
  }));
});

/** The published week of the weekend whose Saturday is `saturday`, or null. */
export async function findWeekOf(saturday: IsoDate): Promise<MenuWeek | null> {
  return (await listActiveWeeks()).find((w) => w.startDate === saturday) ?? null;
}

/** Published weeks from the weekend of `saturday` on (the weekend on sale and the upcoming ones). */
export async function listWeeksFrom(saturday: IsoDate): Promise<MenuWeek[]> {
  return (await listActiveWeeks()).filter((w) => w.endDate >= saturday);
}

/** A dish on a week's menu as every menu (public pages, the order builder) shows it. */
export interface MenuDishRow extends PublicDish {
  /** The dish's tier: Essentials dishes go in fixed boxes, Essentials Plus ones only in picked boxes. */
  boxType: "essentials" | "essentials_plus" | "both";
  categoryOrder: number;
}

async function loadWeekDishes(weekId: string): Promise<MenuDishRow[]> {
  const rows = await db
    .select({ item: menuItems, category: menuCategories.name, categoryOrder: menuCategories.displayOrder })
    .from(weeklyMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, weeklyMenuItems.menuItemId))
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(and(eq(weeklyMenuItems.weekId, weekId), eq(menuItems.isAvailable, true), eq(menuCategories.isActive, true)))
    .orderBy(asc(menuItems.displayOrder), asc(menuCategories.displayOrder), asc(menuItems.name));
  return rows.map(({ item, category, categoryOrder }) => ({
    id: item.id,
    name: item.name,
    nativeName: item.nativeName,
    description: item.description,
    imageUrl: item.imageUrl,
    pricePence: item.price,
    cuisine: item.cuisine,
    dishType: item.dishType ?? "standard",
    dietaryInfo: item.dietaryInfo,
    allergens: item.allergens,
    mayContainAllergens: item.mayContainAllergens,
    category,
    categoryOrder,
    boxType: item.boxType,
  }));
}

const weekDishes = cachedPublicByKey(loadWeekDishes);

/**
 * The menu of a week: its dishes that are available and whose category is active, in display
 * order (cached per week until an admin write). A dish's own availability hides it everywhere.
 */
export async function getWeekDishes(week: Pick<MenuWeek, "id">): Promise<MenuDishRow[]> {
  return weekDishes(week.id);
}

/**
 * Dishes by id as the menu describes them now: name, cuisine, category and the category's order
 * (null when the dish has no category), the allergens they declare. Ids of dishes since deleted
 * are left out.
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
      allergens: menuItems.allergens,
      mayContainAllergens: menuItems.mayContainAllergens,
    })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(inArray(menuItems.id, ids));
}
