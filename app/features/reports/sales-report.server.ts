import { sql, type SQL } from "drizzle-orm";
import { isKitchenOrder } from "~/features/orders/public.server";
import { addDays, BUSINESS_TIME_ZONE, todayInLondon, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import type { DishPortions, SalesReport, WeekendSales } from "./sales-report";

/** The Saturday of a delivery date's weekend, in SQL, as weekendSaturday does it (Sunday → the day before). */
const weekendOf = (date: SQL) =>
  sql`(case when extract(dow from ${date}) = 0 then ${date} - 1 else ${date} + (6 - extract(dow from ${date})::int) end)`;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Range {
  first: IsoDate;
  last: IsoDate;
}

/** The weekends' Saturdays, oldest first: `count` weekends up to and including the weekend of `until`. */
export function reportWeekends(count: number, until: IsoDate = todayInLondon()): IsoDate[] {
  const last = weekendSaturday(until);
  return Array.from({ length: count }, (_, i) => addDays(last, -7 * (count - 1 - i)));
}

/**
 * Revenue, orders, boxes and new/returning customers per weekend, over the orders the kitchen
 * makes (paid and later); boxes are the orders' stored counts (the cart's boxesOfLine). A customer
 * is an email (any case); they are new on the weekend of their first paid order ever, before the
 * range included.
 */
async function ordersByWeekend({ first, last }: Range) {
  return rows<{
    weekend: IsoDate;
    revenue: string;
    orders: string;
    boxes: string;
    new_customers: string;
    returning_customers: string;
  }>(sql`
    with paid as (
      select lower(email) as customer, ${weekendOf(sql`delivery_date`)} as weekend, total_pence, boxes
      from orders
      where ${isKitchenOrder(sql`status`)} and delivery_date <= ${addDays(last, 1)}::date
    ),
    firsts as (select customer, min(weekend) as first_weekend from paid group by customer)
    select paid.weekend::text as weekend,
      sum(paid.total_pence)::bigint as revenue,
      count(*) as orders,
      sum(paid.boxes)::bigint as boxes,
      count(distinct paid.customer) filter (where firsts.first_weekend = paid.weekend) as new_customers,
      count(distinct paid.customer) filter (where firsts.first_weekend < paid.weekend) as returning_customers
    from paid join firsts on firsts.customer = paid.customer
    where paid.weekend >= ${first}::date
    group by paid.weekend
  `);
}

/** Subscriptions that had started by each weekend's Sunday and were not cancelled before its Saturday. */
async function activeSubscriptionsByWeekend({ first, last }: Range) {
  const londonDay = (at: SQL) => sql`(${at} at time zone ${BUSINESS_TIME_ZONE})::date`;
  // Whole weeks from the first Saturday: date + integer stays a date (no time zone involved).
  return rows<{ weekend: IsoDate; active: string }>(sql`
    with weekends as (
      select ${first}::date + 7 * k as saturday
      from generate_series(0, (${last}::date - ${first}::date) / 7) as k
    )
    select w.saturday::text as weekend, count(s.id) as active
    from weekends w
    left join subscriptions s
      on ${londonDay(sql`s.created_at`)} <= w.saturday + 1
      and (s.status <> 'cancelled' or ${londonDay(sql`coalesce(s.cancelled_at, s.updated_at)`)} >= w.saturday)
    group by w.saturday
  `);
}

/** Portions per dish and weekend: each dish's portions in a line times the line's quantity. */
async function dishPortionsByWeekend({ first, last }: Range) {
  return rows<{ weekend: IsoDate; dish: string; name: string; portions: string }>(sql`
    select ${weekendOf(sql`o.delivery_date`)}::text as weekend,
      coalesce(i.menu_item_id::text, i.name) as dish,
      coalesce(min(m.name), min(i.name)) as name,
      sum(i.quantity * l.quantity)::bigint as portions
    from orders o
    join order_lines l on l.order_id = o.id
    join order_line_items i on i.order_line_id = l.id
    left join menu_items m on m.id = i.menu_item_id
    where ${isKitchenOrder(sql`o.status`)} and o.delivery_date between ${first}::date and ${addDays(last, 1)}::date
    group by 1, 2
  `);
}

const byMostPortions = (a: DishPortions, b: DishPortions) => b.portions - a.portions || a.name.localeCompare(b.name);

/** The sales dashboard's figures for `count` weekends up to and including the weekend of `until`. */
export async function getSalesReport(count: number, until: IsoDate = todayInLondon()): Promise<SalesReport> {
  const saturdays = reportWeekends(count, until);
  const range = { first: saturdays[0], last: saturdays[saturdays.length - 1] };
  const [orderRows, subscriptionRows, dishRows] = await Promise.all([
    ordersByWeekend(range),
    activeSubscriptionsByWeekend(range),
    dishPortionsByWeekend(range),
  ]);
  const ordersOf = new Map(orderRows.map((r) => [r.weekend, r]));
  const activeOf = new Map(subscriptionRows.map((r) => [r.weekend, Number(r.active)]));
  const dishesOf = new Map<IsoDate, DishPortions[]>();
  const overRange = new Map<string, DishPortions>();
  for (const r of dishRows) {
    const portions = Number(r.portions);
    dishesOf.set(r.weekend, [...(dishesOf.get(r.weekend) ?? []), { name: r.name, portions }]);
    const total = overRange.get(r.dish) ?? { name: r.name, portions: 0 };
    overRange.set(r.dish, { ...total, portions: total.portions + portions });
  }

  const weekends: WeekendSales[] = saturdays.map((saturday) => {
    const o = ordersOf.get(saturday);
    return {
      saturday,
      revenuePence: Number(o?.revenue ?? 0),
      orders: Number(o?.orders ?? 0),
      boxes: Number(o?.boxes ?? 0),
      newCustomers: Number(o?.new_customers ?? 0),
      returningCustomers: Number(o?.returning_customers ?? 0),
      activeSubscriptions: activeOf.get(saturday) ?? 0,
      topDish: (dishesOf.get(saturday) ?? []).sort(byMostPortions)[0] ?? null,
    };
  });
  const sum = (pick: (w: WeekendSales) => number) => weekends.reduce((total, w) => total + pick(w), 0);
  return {
    weekends,
    totals: {
      revenuePence: sum((w) => w.revenuePence),
      orders: sum((w) => w.orders),
      boxes: sum((w) => w.boxes),
      newCustomers: sum((w) => w.newCustomers),
    },
    topDishes: [...overRange.values()].sort(byMostPortions).slice(0, 5),
  };
}
