import { and, asc, count, gte, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { orderLineItems, orderLines, orders } from "~/db/schema/orders";
import { db } from "~/lib/db.server";
import { KITCHEN_STATUSES } from "./order-status";

/**
 * "An order the kitchen makes" in SQL (KITCHEN_STATUSES): the one condition of every kitchen
 * figure. `status` is the orders' status column, or an aliased one in raw SQL (`sql\`o.status\``).
 */
export const isKitchenOrder = (status: SQLWrapper = orders.status) => inArray(status, [...KITCHEN_STATUSES]);

/**
 * The portions in one unit of an order line (its dishes' quantities added up), in a query over
 * order_lines: with the line's type and quantity it is what boxesOfLine counts. The columns are
 * named in full because drizzle leaves them unqualified in a query over one table.
 */
export const linePortions = sql<number>`(select coalesce(sum(item.quantity), 0) from ${orderLineItems} as item where item.order_line_id = ${orderLines}.id)::int`;

/**
 * The coming delivery dates the kitchen has orders for, from `from` on, each with how many (the
 * "Upcoming deliveries" of the Orders tab, the prep sheet's and the round sheet's date chips).
 */
export async function upcomingDeliveryDates(from: string, limit = 8) {
  return db
    .select({ date: orders.deliveryDate, orders: count() })
    .from(orders)
    .where(and(gte(orders.deliveryDate, from), isKitchenOrder()))
    .groupBy(orders.deliveryDate)
    .orderBy(asc(orders.deliveryDate))
    .limit(limit);
}
