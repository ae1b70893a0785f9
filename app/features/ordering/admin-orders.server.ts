import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { orders, orderStatusHistory, payments, subscriptions, user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { getOrderView, type OrderView } from "./order-queries.server";
import {
  canMoveOrder,
  ORDER_STATUS_LABEL,
  ORDERS_PAGE_SIZE,
  type OrderFilters,
  type OrderStatus,
} from "./order-status";

export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  customer: string;
  email: string;
  postcode: string;
  deliveryDate: string;
  status: OrderStatus;
  totalPence: number;
  boxes: number;
  isTestPayment: boolean;
  isGuest: boolean;
  createdAt: Date;
}

function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (c) => `\\${c}`);
}

function filtersWhere(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.date) conditions.push(eq(orders.deliveryDate, filters.date));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    const compactPostcode = `%${escapeLike(filters.q.replace(/\s+/g, "").toUpperCase())}%`;
    conditions.push(
      or(
        ilike(orders.orderNumber, like),
        ilike(orders.email, like),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like),
        sql`replace(upper(${orders.postcode}), ' ', '') like ${compactPostcode}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of orders, by delivery date (latest first), filtered by date, status and search. */
export async function listAdminOrders(filters: OrderFilters) {
  const where = filtersWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.deliveryDate), desc(orders.createdAt), asc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const list: AdminOrderRow[] = rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    customer: `${o.firstName} ${o.lastName}`.trim(),
    email: o.email,
    postcode: o.postcode,
    deliveryDate: o.deliveryDate,
    status: o.status,
    totalPence: o.totalPence,
    boxes: o.boxes,
    isTestPayment: o.isTestPayment,
    isGuest: o.isGuest,
    createdAt: o.createdAt,
  }));
  return { orders: list, total, page, pageCount };
}

/** Delivery dates that have orders, from `from` on, with how many orders each (for quick filters). */
export async function upcomingDeliveryDates(from: string, limit = 8) {
  return db
    .select({ date: orders.deliveryDate, orders: count() })
    .from(orders)
    .where(and(sql`${orders.deliveryDate} >= ${from}`, sql`${orders.status} <> 'pending_payment'`))
    .groupBy(orders.deliveryDate)
    .orderBy(asc(orders.deliveryDate))
    .limit(limit);
}

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
 * Moves an order to a new status and records who did it. The update only applies while the order
 * is still in the status the admin saw, so two admins cannot both move it.
 */
export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  adminId: string,
  note?: string,
): Promise<StatusChangeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<StatusChangeOutcome> => {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!current) return { ok: false, error: "Order not found" };
    if (!canMoveOrder(current.status, to)) {
      return {
        ok: false,
        error: `An order that is ${ORDER_STATUS_LABEL[current.status].toLowerCase()} cannot be marked ${ORDER_STATUS_LABEL[to].toLowerCase()}`,
      };
    }
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, current.status)))
      .returning({ id: orders.id });
    if (moved.length === 0) return { ok: false, error: "The order changed meanwhile: please reload and try again" };
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, fromStatus: current.status, toStatus: to, note: note || null, changedBy: adminId });
    return { ok: true, label: ORDER_STATUS_LABEL[to] };
  });
  // A cancelled order frees delivery capacity that public pages may show.
  return outcome;
}
