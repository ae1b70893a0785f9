import { and, count, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { weekMenuGaps } from "~/features/cart/public.server";
import { addDays, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";

/** Orders placed for each weekend (by its Saturday) and not cancelled or refunded. */
export async function ordersPlaced(saturdays: IsoDate[]): Promise<Map<IsoDate, number>> {
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
}

/**
 * The people (emails, lower-cased) with an order for the weekend of `saturday` that is not
 * cancelled, refunded or left unpaid; with `since`, only orders placed from then on. Campaigns leave
 * them out of a reminder and count them as having ordered.
 */
export async function weekendOrderContacts(saturday: IsoDate, since?: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${orders.email})` })
    .from(orders)
    .where(
      and(
        inArray(orders.deliveryDate, [saturday, addDays(saturday, 1)]),
        notInArray(orders.status, ["cancelled", "refunded", "pending_payment"]),
        since ? gte(orders.createdAt, since) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** The people (emails, lower-cased) among `contacts` who placed an order (not cancelled, refunded or unpaid) from `since` on. */
export async function contactsWhoOrdered(contacts: string[], since: Date): Promise<Set<string>> {
  if (contacts.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${orders.email})` })
    .from(orders)
    .where(
      and(
        inArray(sql`lower(${orders.email})`, contacts),
        gte(orders.createdAt, since),
        notInArray(orders.status, ["cancelled", "refunded", "pending_payment"]),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/**
 * What the Weekly Cuisines tab asks about its weekends (decision 028): what each week's menu lacks
 * for the boxes on sale (the cart's) and the orders placed for it (Orders'). Catalog sits below
 * both, so the route hands these to the tab's loader and action.
 */
export const weekendChecks = { menuGaps: weekMenuGaps, ordersPlaced };
