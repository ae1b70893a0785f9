import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { orders, orderStatusHistory } from "~/db/schema/orders";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { customerChangeRule, type ChangeableOrder, type ChangeRule } from "./customer-changes";
import { getOrderView, type OrderRow, type OrderView } from "./order-queries.server";

/**
 * An order of the signed-in customer, or null: an unknown id, a malformed one and another
 * customer's order all look the same, so the answer reveals nothing about other people's orders.
 */
export async function findCustomerOrder(orderId: string, userId: string): Promise<OrderView | null> {
  if (!z.uuid().safeParse(orderId).success) return null;
  const order = await getOrderView(orderId);
  return order && order.userId === userId ? order : null;
}

/** Whether the customer may cancel or change the order now, with the business's deadline. */
export async function changeRuleFor(order: ChangeableOrder, now: Date = new Date()): Promise<ChangeRule> {
  const { cancellationDeadlineHours } = await getBusinessSettings();
  return customerChangeRule(order, cancellationDeadlineHours, now);
}

/** The answer for an order that is not the customer's (or no order at all): the page answers 404. */
export const ORDER_NOT_FOUND = "Order not found";

export type LockedOrder = { ok: true; order: OrderRow } | { ok: false; error: string };

/**
 * Inside the caller's transaction: the customer's order, locked until the transaction ends (so a
 * change and an admin's move or a second change cannot cross), the rule checked again on it.
 */
export async function lockCustomerOrder(orderId: string, userId: string, now: Date): Promise<LockedOrder> {
  if (!z.uuid().safeParse(orderId).success) return { ok: false, error: ORDER_NOT_FOUND };
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for("update");
  if (!order) return { ok: false, error: ORDER_NOT_FOUND };
  const rule = await changeRuleFor(order, now);
  return rule.ok ? { ok: true, order } : { ok: false, error: rule.message };
}

/**
 * The customer's cancellation, inside the caller's transaction: `paid` → `cancelled` with the
 * history row "Cancelled by the customer". False when the order was no longer paid. The refund
 * that follows it (payments/customer-cancel.server.ts) moves it on to `refunded`.
 */
export async function transitionToCustomerCancelled(orderId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  if (!row) return false;
  await db.insert(orderStatusHistory).values({
    orderId,
    fromStatus: "paid",
    toStatus: "cancelled",
    note: "Cancelled by the customer",
    changedBy: userId,
  });
  return true;
}
