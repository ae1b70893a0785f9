import { and, count, gte, lte, notInArray } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { addDays, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { weekMenuDishes } from "./menu.server";
import { menuGaps } from "./weekend-readiness";

/**
 * What the Weekly Cuisines tab asks Ordering about its weekends (decision 028). Catalog sits below
 * Ordering, so the route hands these to the tab's loader and action.
 */
export const weekendChecks = {
  /** What the week's menu lacks for the box types on sale; `leaving`: a dish about to be taken off it. */
  async menuGaps(week: { id: string; cuisines: string[] }, leaving?: string): Promise<string[]> {
    const [dishes, boxes] = await Promise.all([weekMenuDishes(week.id), listActiveBoxTypes()]);
    return menuGaps(week.cuisines, { dishes: dishes.filter((d) => d.id !== leaving), boxes });
  },

  /** Orders placed for each weekend (by its Saturday) and not cancelled or refunded. */
  async ordersPlaced(saturdays: IsoDate[]): Promise<Map<IsoDate, number>> {
    const placed = new Map<IsoDate, number>();
    if (saturdays.length === 0) return placed;
    const sorted = [...saturdays].sort();
    const rows = await db
      .select({ date: orders.deliveryDate, orders: count() })
      .from(orders)
      .where(
        and(
          gte(orders.deliveryDate, sorted[0]),
          lte(orders.deliveryDate, addDays(sorted[sorted.length - 1], 1)),
          notInArray(orders.status, ["cancelled", "refunded"]),
        ),
      )
      .groupBy(orders.deliveryDate);
    for (const row of rows) {
      const saturday = weekendSaturday(row.date);
      if (saturdays.includes(saturday)) placed.set(saturday, (placed.get(saturday) ?? 0) + row.orders);
    }
    return placed;
  },
};
