import { and, eq } from "drizzle-orm";
import { orders, orderStatusHistory } from "~/db/schema/orders";
import { db } from "~/lib/db.server";
import { canMoveOrder, orderStatusLabel, type OrderStatus } from "./order-status";
import { queueStatusEmail } from "./status-email.server";

export type StatusChangeOutcome = { ok: true; label: string } | { ok: false; error: string };

/**
 * Moves an order to a new status, records who did it (an admin; null for a driver's page) and queues the customer's email about it, in
 * one transaction. The update only applies while the order is still in the status the admin saw,
 * so two admins cannot both move it (nor send the email twice).
 */
export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  changedBy: string | null,
  note?: string,
): Promise<StatusChangeOutcome> {
  const outcome = await db.transaction(async (): Promise<StatusChangeOutcome> => {
    const [current] = await db
      .select({ status: orders.status, fulfilment: orders.fulfilment })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) return { ok: false, error: "Order not found" };
    const label = (status: OrderStatus) => orderStatusLabel(status, current.fulfilment).toLowerCase();
    if (!canMoveOrder(current.status, to)) {
      return { ok: false, error: `An order that is ${label(current.status)} cannot be marked ${label(to)}` };
    }
    const moved = await db
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, current.status)))
      .returning({ id: orders.id });
    if (moved.length === 0) return { ok: false, error: "The order changed meanwhile: please reload and try again" };
    await db
      .insert(orderStatusHistory)
      .values({ orderId, fromStatus: current.status, toStatus: to, note: note || null, changedBy });
    await queueStatusEmail(orderId, to);
    return { ok: true, label: orderStatusLabel(to, current.fulfilment) };
  });
  // A cancelled order frees delivery capacity that public pages may show.
  return outcome;
}

/** Notes something on an order's history without moving it (a driver who could not deliver). */
export async function noteOnOrder(orderId: string, note: string, changedBy: string | null = null): Promise<void> {
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!current) return;
  await db
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: current.status, toStatus: current.status, note, changedBy });
}
