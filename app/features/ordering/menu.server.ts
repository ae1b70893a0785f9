import { and, asc, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { boxTypes, menuCategories, menuItems, weeklyCuisines } from "~/db/schema";
import { nextOrderableSaturday } from "~/features/delivery/delivery-dates";
import { db, type Executor } from "~/lib/db.server";
import type { IsoDate } from "~/lib/dates";
import { orderingSettings } from "./settings-via.server";
import { groupOfCategory, type BoxCode, type BoxPrice, type MenuDish, type OrderingMenu } from "./menu";

interface WeekRow {
  weekStartDate: string;
  weekEndDate: string;
  weekLabel: string;
  cuisines: string[];
}

/**
 * The week the builder sells: the active cuisine week of the next weekend that can still be
 * ordered; failing that, the latest active week starting before it, else the latest one.
 */
export function pickOrderingWeek(weeks: WeekRow[], saturday: IsoDate): WeekRow | null {
  const sorted = [...weeks].sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate));
  return (
    sorted.find((w) => w.weekStartDate <= saturday && w.weekEndDate >= saturday) ??
    sorted.find((w) => w.weekStartDate <= saturday) ??
    sorted[0] ??
    null
  );
}

/** Reads the ordering menu (week, dishes, box prices) fresh from the database. */
export async function loadOrderingMenu(opts: { now?: Date; executor?: Executor } = {}): Promise<OrderingMenu> {
  const executor = opts.executor ?? db;
  const settings = await orderingSettings(opts.executor);
  const saturday = nextOrderableSaturday(settings, opts.now ?? new Date());

  const [weeks, boxes] = await Promise.all([
    executor
      .select({
        weekStartDate: weeklyCuisines.weekStartDate,
        weekEndDate: weeklyCuisines.weekEndDate,
        weekLabel: weeklyCuisines.weekLabel,
        cuisines: weeklyCuisines.cuisines,
      })
      .from(weeklyCuisines)
      .where(and(eq(weeklyCuisines.isActive, true), lte(weeklyCuisines.weekStartDate, saturday)))
      .orderBy(desc(weeklyCuisines.weekStartDate))
      .limit(4),
    executor
      .select()
      .from(boxTypes)
      .where(and(eq(boxTypes.isActive, true), inArray(boxTypes.code, ["essentials", "essentials_plus"]))),
  ]);
  let week = pickOrderingWeek(weeks, saturday);
  if (!week) {
    // Only future weeks exist: take the earliest of them.
    const [next] = await executor
      .select({
        weekStartDate: weeklyCuisines.weekStartDate,
        weekEndDate: weeklyCuisines.weekEndDate,
        weekLabel: weeklyCuisines.weekLabel,
        cuisines: weeklyCuisines.cuisines,
      })
      .from(weeklyCuisines)
      .where(eq(weeklyCuisines.isActive, true))
      .orderBy(asc(weeklyCuisines.weekStartDate))
      .limit(1);
    week = next ?? null;
  }

  // A dish without a week is on every week's menu.
  const weekFilter = week
    ? or(eq(menuItems.weekAvailable, week.weekStartDate), isNull(menuItems.weekAvailable))
    : isNull(menuItems.weekAvailable);
  const rows = await executor
    .select({
      id: menuItems.id,
      name: menuItems.name,
      nativeName: menuItems.nativeName,
      description: menuItems.description,
      imageUrl: menuItems.imageUrl,
      categoryName: menuCategories.name,
      boxType: menuItems.boxType,
      dishType: menuItems.dishType,
      price: menuItems.price,
      cuisine: menuItems.cuisine,
      dietaryInfo: menuItems.dietaryInfo,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(and(eq(menuItems.isAvailable, true), eq(menuCategories.isActive, true), weekFilter))
    .orderBy(asc(menuCategories.displayOrder), asc(menuItems.displayOrder), asc(menuItems.name));

  const dishes: MenuDish[] = [];
  for (const row of rows) {
    const group = groupOfCategory(row.categoryName);
    if (!group) continue;
    dishes.push({
      id: row.id,
      name: row.name,
      nativeName: row.nativeName,
      description: row.description,
      imageUrl: row.imageUrl,
      group,
      boxType: row.boxType,
      dishType: row.dishType === "vegetarian" ? "vegetarian" : "standard",
      pricePence: row.price,
      cuisine: row.cuisine,
      dietaryInfo: row.dietaryInfo,
    });
  }

  const boxPrices: Partial<Record<BoxCode, BoxPrice>> = {};
  for (const box of boxes) {
    const code = box.code as BoxCode;
    boxPrices[code] = { code, name: box.name, standardPence: box.basePrice, vegetarianPence: box.vegetarianPrice };
  }

  return {
    week: week ? { saturday: week.weekStartDate, label: week.weekLabel, cuisines: week.cuisines } : null,
    dishes,
    boxes: boxPrices,
  };
}
