import * as s from "~/db/schema";
import type { Database } from "~/lib/db.server";

type OrderRow = typeof s.orders.$inferInsert;

/**
 * An order's row as the orders table holds it, to write straight to the table: a paid £30 order of
 * one box (four containers) on the test provider, of a customer in London on 07700 900123. The
 * tests name the order and its customer, and any other column they need.
 */
export function orderRow(
  over: Pick<OrderRow, "orderNumber" | "firstName" | "lastName" | "email" | "postcode" | "deliveryDate"> &
    Partial<OrderRow>,
) {
  return {
    phone: "07700 900123",
    address: "1 Rye Lane",
    city: "London",
    status: "paid" as const,
    subtotalPence: 3000,
    shippingPence: 0,
    discountPence: 0,
    totalPence: 3000,
    boxes: 1,
    containers: 4,
    paymentProvider: "test",
    ...over,
  } satisfies OrderRow;
}

type OrderLineRow = typeof s.orderLines.$inferInsert;
type OrderLineItemRow = typeof s.orderLineItems.$inferInsert;

/** An order line as the tests write it: its row but for the order and position, and its dishes. */
export type OrderLineSpec = Omit<OrderLineRow, "orderId" | "position"> & {
  items: Array<Omit<OrderLineItemRow, "orderLineId">>;
};

/** Writes an order's row and its lines with their dishes, in order, straight to the tables: the order's row. */
export async function writeOrder(db: Database, row: OrderRow, lines: OrderLineSpec[]) {
  const [order] = await db.insert(s.orders).values(row).returning();
  for (const [position, { items, ...line }] of lines.entries()) {
    const [written] = await db
      .insert(s.orderLines)
      .values({ ...line, orderId: order.id, position })
      .returning();
    await db.insert(s.orderLineItems).values(items.map((item) => ({ ...item, orderLineId: written.id })));
  }
  return order;
}
