import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { orders, orderSearchText } from "~/db/schema/orders";
import { subscriptions, type PlanLine } from "~/db/schema/subscriptions";
import { todayInLondon, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  SubscriptionFiltersSchema,
  type SubscriptionFilters,
  type SubscriptionView,
} from "./subscription-filters";
import { pageWindow } from "~/lib/admin-lists";

export interface AdminSubscriptionRow {
  id: string;
  customer: string;
  email: string;
  /** The renewals' postcode (the subscriber may have moved); null when they collect. */
  postcode: string | null;
  plan: Array<{ label: string; quantity: number; cuisine: string | null }>;
  status: "active" | "paused" | "cancelled";
  nextDeliveryDate: IsoDate;
  /** Deliveries before this date are not made; set only while the subscription is paused. */
  pausedUntil: IsoDate | null;
  /** The next delivery date is one the subscriber skipped. */
  nextSkipped: boolean;
  weeklyAmountPence: number;
  /** The London date the subscription started. */
  since: IsoDate;
  cancelledOn: IsoDate | null;
  renewals: number;
  firstOrderId: string;
  firstOrderNumber: string;
}

// Paused: still active, but the next delivery falls before the date it resumes.
const isPaused = sql`(${subscriptions.status} = 'active' and ${subscriptions.pausedUntil} is not null and ${subscriptions.pausedUntil} > ${subscriptions.nextDeliveryDate})`;
const isActive = sql`(${subscriptions.status} = 'active' and not ${isPaused})`;
const isCancelled = sql`(${subscriptions.status} = 'cancelled')`;
const VIEW_WHERE: Record<SubscriptionView, SQL | undefined> = {
  active: isActive,
  paused: isPaused,
  cancelled: isCancelled,
  all: undefined,
};

function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (c) => `\\${c}`);
}

/** A part of the first order's number, the customer's name or email, or either postcode. */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const compactPostcode = `%${escapeLike(q.replace(/\s+/g, "").toUpperCase())}%`;
  const orderText = orderSearchText(orders);
  return or(
    ilike(orderText, like),
    ilike(orderText, compactPostcode),
    sql`replace(upper(coalesce(${subscriptions.postcode}, '')), ' ', '') like ${compactPostcode}`,
  );
}

/** How many subscriptions each view holds, under the same search. */
async function countViews(search: SQL | undefined): Promise<Record<SubscriptionView, number>> {
  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${isActive})`.mapWith(Number),
      paused: sql<number>`count(*) filter (where ${isPaused})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${isCancelled})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(search);
  return counts;
}

const renewals = sql<number>`(select count(*) from "orders" as "renewal" where "renewal"."subscription_id" = ${subscriptions.id})`;

function planSummary(plan: PlanLine[]): AdminSubscriptionRow["plan"] {
  return plan.map((line) => ({ label: line.label, quantity: line.quantity, cuisine: line.cuisine }));
}

/** One page of subscriptions in a view, the soonest delivery first, with every view's count. */
export async function listAdminSubscriptions(filters: SubscriptionFilters) {
  const search = searchWhere(filters.q);
  const counts = await countViews(search);
  const total = counts[filters.status];
  const { page, pageCount, offset } = pageWindow(total, filters.page, SUBSCRIPTIONS_PAGE_SIZE);
  const rows = await db
    .select({
      subscription: subscriptions,
      paused: sql<boolean>`${isPaused}`,
      renewals: renewals.mapWith(Number),
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
      },
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(VIEW_WHERE[filters.status], search))
    .orderBy(
      asc(subscriptions.status),
      asc(subscriptions.nextDeliveryDate),
      asc(subscriptions.createdAt),
      asc(subscriptions.id),
    )
    .limit(SUBSCRIPTIONS_PAGE_SIZE)
    .offset(offset);
  const list: AdminSubscriptionRow[] = rows.map(({ subscription: s, paused, renewals, order }) => ({
    id: s.id,
    customer: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    postcode: s.postcode,
    plan: planSummary(s.plan),
    status: s.status === "cancelled" ? "cancelled" : paused ? "paused" : "active",
    nextDeliveryDate: s.nextDeliveryDate,
    pausedUntil: paused ? s.pausedUntil : null,
    nextSkipped: s.skippedDates.includes(s.nextDeliveryDate),
    weeklyAmountPence: s.weeklyAmountPence,
    since: todayInLondon(s.createdAt),
    cancelledOn: s.cancelledAt ? todayInLondon(s.cancelledAt) : null,
    renewals,
    firstOrderId: order.id,
    firstOrderNumber: order.orderNumber,
  }));
  return { subscriptions: list, counts, total, page, pageCount };
}

/** The Subscriptions page: one page of the URL's view and search. */
export async function loadSubscriptionsPage(request: Request) {
  const filters = SubscriptionFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminSubscriptions(filters)), filters };
}
