import { and, asc, count, eq, gte, inArray, sql, type SQLWrapper } from "drizzle-orm";
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
const linePortions = sql<number>`(select coalesce(sum(item.quantity), 0) from ${orderLineItems} as item where item.order_line_id = ${orderLines}.id)::int`;

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

/** The orders the kitchen makes for one delivery date. */
const kitchenOrdersOn = (date: string) => and(eq(orders.deliveryDate, date), isKitchenOrder());

/**
 * The orders the kitchen makes for a delivery date, in packing order: deliveries by postcode, then
 * collections by point, each by order number (the prep sheet, the labels and the round sheet).
 */
export function kitchenOrders(date: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      firstName: orders.firstName,
      lastName: orders.lastName,
      phone: orders.phone,
      fulfilment: orders.fulfilment,
      address: orders.address,
      city: orders.city,
      postcode: orders.postcode,
      deliveryInstructions: orders.deliveryInstructions,
      deliveryWindow: orders.deliveryWindow,
      collectionPointId: orders.collectionPointId,
      collectionPoint: orders.collectionPoint,
      status: orders.status,
      allergyNote: orders.allergyNote,
      boxes: orders.boxes,
    })
    .from(orders)
    .where(kitchenOrdersOn(date))
    .orderBy(asc(orders.fulfilment), asc(orders.postcode), asc(orders.collectionPoint), asc(orders.orderNumber));
}

/** The lines of those orders in their order, each with the portions in one unit of it. */
export function kitchenOrderLines(date: string) {
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      lineType: orderLines.lineType,
      boxTypeId: orderLines.boxTypeId,
      label: orderLines.label,
      variant: orderLines.variant,
      cuisine: orderLines.cuisine,
      quantity: orderLines.quantity,
      portions: linePortions,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(kitchenOrdersOn(date))
    .orderBy(asc(orderLines.position));
}

/** The dishes of those lines (in one unit of each), by name; `menuItemId` null once a dish is deleted. */
export function kitchenLineItems(date: string) {
  return db
    .select({
      lineId: orderLineItems.orderLineId,
      menuItemId: orderLineItems.menuItemId,
      name: orderLineItems.name,
      quantity: orderLineItems.quantity,
    })
    .from(orderLineItems)
    .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(kitchenOrdersOn(date))
    .orderBy(asc(orderLineItems.name));
}

/**
 * The portions of each dish across those orders (line quantity × the dish's quantity in one unit),
 * by the dish and the name it was sold under.
 */
export function kitchenDishPortions(date: string) {
  return db
    .select({
      menuItemId: orderLineItems.menuItemId,
      name: orderLineItems.name,
      portions: sql<number>`sum(${orderLines.quantity} * ${orderLineItems.quantity})::int`,
    })
    .from(orderLineItems)
    .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(kitchenOrdersOn(date))
    .groupBy(orderLineItems.menuItemId, orderLineItems.name);
}
