import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { weeklyCuisines, weeklyMenuItems } from "~/db/schema/catalog";
import type { IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import type { DishWeek } from "./week-format";

/**
 * The weekends from `from` (a Saturday) on whose menu each dish is, earliest first, by dish id:
 * what the dish lists of the Menu and Cuisines tabs show. `dishIds` undefined = every dish.
 */
export async function upcomingWeeksOfDishes(from: IsoDate, dishIds?: string[]): Promise<Map<string, DishWeek[]>> {
  const byDish = new Map<string, DishWeek[]>();
  if (dishIds?.length === 0) return byDish;
  const rows = await db
    .select({
      dishId: weeklyMenuItems.menuItemId,
      id: weeklyCuisines.id,
      startDate: weeklyCuisines.weekStartDate,
      label: weeklyCuisines.weekLabel,
    })
    .from(weeklyMenuItems)
    .innerJoin(weeklyCuisines, eq(weeklyCuisines.id, weeklyMenuItems.weekId))
    .where(
      and(gte(weeklyCuisines.weekStartDate, from), dishIds ? inArray(weeklyMenuItems.menuItemId, dishIds) : undefined),
    )
    .orderBy(asc(weeklyCuisines.weekStartDate));
  for (const { dishId, ...week } of rows) {
    const weeks = byDish.get(dishId);
    if (weeks) weeks.push(week);
    else byDish.set(dishId, [week]);
  }
  return byDish;
}
