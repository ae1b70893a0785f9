import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { user } from "~/db/schema/auth";
import { orderStatusHistory } from "~/db/schema/orders";
import { payments } from "~/db/schema/payments";
import { subscriptions } from "~/db/schema/subscriptions";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { getOrderView, type OrderView } from "../order-queries.server";
import { OrderStatusChangeSchema, type OrderStatus } from "../order-status";
import { changeOrderStatus } from "../status-changes.server";

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
