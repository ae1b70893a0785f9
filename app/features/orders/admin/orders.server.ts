import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { orders, orderSearchText } from "~/db/schema/orders";
import { todayInLondon } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { upcomingDeliveryDates } from "../kitchen-orders.server";
import { fulfilmentText } from "../order-queries.server";
import { ORDERS_PAGE_SIZE, OrderFiltersSchema, type OrderFilters, type OrderStatus } from "../order-status";
import { pageWindow } from "~/lib/admin-lists";

export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  customer: string;
  email: string;
  /** The delivery postcode; null on a collection order. */
  postcode: string | null;
  fulfilment: "delivery" | "collection";
  /** "Delivery to …" or "Collection from … (hours)". */
  fulfilmentText: string;
  deliveryDate: string;
  status: OrderStatus;
  totalPence: number;
  boxes: number;
  isTestPayment: boolean;
  isGuest: boolean;
  /** An order an admin entered: how it is paid (null for the shop's orders). */
  manualPayment: "cash" | "bank_transfer" | "link" | null;
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
    // One trigram-indexed text (orders_search_idx): number, email, "first last", compact postcode.
    const text = orderSearchText(orders);
    conditions.push(or(ilike(text, like), ilike(text, compactPostcode))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of orders, by delivery date (latest first), filtered by date, status and search. */
export async function listAdminOrders(filters: OrderFilters) {
  const where = filtersWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, ORDERS_PAGE_SIZE);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.deliveryDate), desc(orders.createdAt), asc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset(offset);
  const list: AdminOrderRow[] = rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    customer: `${o.firstName} ${o.lastName}`.trim(),
    email: o.email,
    postcode: o.postcode,
    fulfilment: o.fulfilment,
    fulfilmentText: fulfilmentText(o),
    deliveryDate: o.deliveryDate,
    status: o.status,
    totalPence: o.totalPence,
    boxes: o.boxes,
    isTestPayment: o.isTestPayment,
    isGuest: o.isGuest,
    manualPayment: o.manualPayment,
    createdAt: o.createdAt,
  }));
  return { orders: list, total, page, pageCount };
}

/** The Orders tab: one page of orders by the URL's filters, and the upcoming delivery dates. */
export async function loadOrdersTab(request: Request) {
  const filters = OrderFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, dates] = await Promise.all([listAdminOrders(filters), upcomingDeliveryDates(todayInLondon())]);
  return { ...list, dates, filters };
}
