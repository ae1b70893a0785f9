import { and, asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { user } from "~/db/schema/auth";
import { orders, orderStatusHistory } from "~/db/schema/orders";
import { payments } from "~/db/schema/payments";
import { subscriptions } from "~/db/schema/subscriptions";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { getOrderView, type OrderView } from "../order-queries.server";
import { canMoveOrder, orderStatusLabel, OrderStatusChangeSchema, type OrderStatus } from "../order-status";
import { queueStatusEmail } from "../status-email.server";

export interface AdminOrderDetail {
  order: OrderView;
  payments: Array<typeof payments.$inferSelect>;
  subscription: typeof subscriptions.$inferSelect | null;
  history: Array<{
    id: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    note: string | null;
    changedBy: string | null;
    changedByName: string | null;
    createdAt: Date;
  }>;
}

export async function getAdminOrder(orderId: string): Promise<AdminOrderDetail | null> {
  const order = await getOrderView(orderId);
  if (!order) return null;
  const [paymentRows, subscriptionRows, history] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId)).limit(1),
    db
      .select({
        id: orderStatusHistory.id,
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        note: orderStatusHistory.note,
        changedBy: orderStatusHistory.changedBy,
        changedByName: user.name,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt)),
  ]);
  return { order, payments: paymentRows, subscription: subscriptionRows[0] ?? null, history };
}

export type StatusChangeOutcome = { ok: true; label: string } | { ok: false; error: string };

/**
 * Moves an order to a new status, records who did it and queues the customer's email about it, in
 * one transaction. The update only applies while the order is still in the status the admin saw,
 * so two admins cannot both move it (nor send the email twice).
 */
export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  adminId: string,
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
      .values({ orderId, fromStatus: current.status, toStatus: to, note: note || null, changedBy: adminId });
    await queueStatusEmail(orderId, to);
    return { ok: true, label: orderStatusLabel(to, current.fulfilment) };
  });
  // A cancelled order frees delivery capacity that public pages may show.
  return outcome;
}

/** The order page: the order with its payments, subscription and history; 404 for an unknown id. */
export async function loadOrderDetail(orderId: string | undefined) {
  const id = z.uuid().safeParse(orderId);
  const detail = id.success ? await getAdminOrder(id.data) : null;
  if (!detail) throw data("Order not found", { status: 404 });
  return detail;
}

/** The order page's status buttons: move the order to another status, with a note for the history. */
export async function orderStatusAction(
  form: Record<string, FormDataEntryValue>,
  orderId: string | undefined,
  adminId: string,
) {
  const id = z.uuid().safeParse(orderId);
  const parsed = OrderStatusChangeSchema.safeParse(form);
  if (!id.success || !parsed.success)
    return failed("Failed to update status", { description: parsed.error?.issues[0]?.message });
  const { status, note } = parsed.data;
  return attempt(
    "Failed to update status",
    () => changeOrderStatus(id.data, status, adminId, note),
    (outcome) =>
      outcome.ok
        ? succeeded(`Order marked ${outcome.label.toLowerCase()}`)
        : failed("Failed to update status", { description: outcome.error, status: 409 }),
  );
}
