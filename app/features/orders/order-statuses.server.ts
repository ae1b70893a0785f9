import { inArray } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { db } from "~/lib/db.server";
import type { OrderStatus } from "./order-status";

/** The status of each order named, in one query; an order that does not exist is not in the map. */
export async function orderStatusesOf(orderIds: string[]): Promise<Map<string, OrderStatus>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.status]));
}
