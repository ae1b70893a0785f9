import { and, gt, inArray, notInArray, or, sql } from "drizzle-orm";
import { deliveryCapacity, orders } from "~/db/schema";
import { orderingSettings } from "~/features/ordering/settings-via.server";
import { db, type Executor } from "~/lib/db.server";
import type { IsoDate } from "~/lib/dates";
import {
  checkCapacity,
  checkDateRules,
  orderableDates,
  PENDING_HOLD_MINUTES,
  type CutoffSettings,
  type DateCheck,
} from "./delivery-dates";

export interface DeliveryDateOption {
  date: IsoDate;
  /** Boxes that can still be booked; null = unlimited. */
  remaining: number | null;
}

interface CapacitySettings extends CutoffSettings {
  defaultDailyCapacity: number | null;
}

/**
 * Boxes already booked per date: every order except cancelled/refunded ones and pending_payment
 * orders older than the hold (an abandoned payment frees its boxes after PENDING_HOLD_MINUTES).
 */
export async function bookedBoxes(
  dates: IsoDate[],
  now: Date = new Date(),
  executor: Executor = db,
): Promise<Map<IsoDate, number>> {
  const booked = new Map<IsoDate, number>();
  if (dates.length === 0) return booked;
  const holdSince = new Date(now.getTime() - PENDING_HOLD_MINUTES * 60_000);
  const rows = await executor
    .select({ date: orders.deliveryDate, boxes: sql<number>`coalesce(sum(${orders.boxes}), 0)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.deliveryDate, dates),
        notInArray(orders.status, ["cancelled", "refunded"]),
        or(sql`${orders.status} <> 'pending_payment'`, gt(orders.createdAt, holdSince)),
      ),
    )
    .groupBy(orders.deliveryDate);
  for (const row of rows) booked.set(row.date, Number(row.boxes));
  return booked;
}

/** Capacity per date: the per-date override, else the default; null = unlimited. */
async function capacities(
  dates: IsoDate[],
  fallback: number | null,
  executor: Executor,
): Promise<Map<IsoDate, number | null>> {
  const result = new Map<IsoDate, number | null>(dates.map((d) => [d, fallback]));
  if (dates.length === 0) return result;
  const rows = await executor.select().from(deliveryCapacity).where(inArray(deliveryCapacity.deliveryDate, dates));
  for (const row of rows) result.set(row.deliveryDate, row.capacity);
  return result;
}

async function remainingFor(dates: IsoDate[], settings: CapacitySettings, now: Date, executor: Executor) {
  const [caps, booked] = await Promise.all([
    capacities(dates, settings.defaultDailyCapacity, executor),
    bookedBoxes(dates, now, executor),
  ]);
  return new Map(
    dates.map((date) => {
      const cap = caps.get(date) ?? null;
      return [date, cap === null ? null : Math.max(0, cap - (booked.get(date) ?? 0))] as const;
    }),
  );
}

/**
 * The dates a customer can pick now: weekend days within 90 days whose cutoff has not passed
 * and that are not fully booked, in order.
 */
export async function availableDeliveryDates(
  now: Date = new Date(),
  opts: { executor?: Executor } = {},
): Promise<DeliveryDateOption[]> {
  const settings = await orderingSettings(opts.executor);
  const dates = orderableDates(settings, now);
  const remaining = await remainingFor(dates, settings, now, opts.executor ?? db);
  return dates
    .map((date) => ({ date, remaining: remaining.get(date) ?? null }))
    .filter((option) => option.remaining === null || option.remaining > 0);
}

/**
 * Serialises capacity checks for one date inside a transaction (PostgreSQL advisory lock held
 * until commit), so two concurrent checkouts cannot both take the last boxes.
 */
export async function lockDeliveryDate(tx: Executor, date: IsoDate): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dabba:delivery:${date}`}))`);
}

/** Whether `boxes` more boxes can be delivered on `date` now: calendar rules, cutoff and capacity. */
export async function checkDeliveryDate(
  date: string | null | undefined,
  boxes: number,
  now: Date = new Date(),
  opts: { executor?: Executor } = {},
): Promise<DateCheck> {
  const settings = await orderingSettings(opts.executor);
  const rules = checkDateRules(date, settings, now);
  if (!rules.ok || !date) return rules;
  const remaining = await remainingFor([date], settings, now, opts.executor ?? db);
  return checkCapacity(date, boxes, remaining.get(date) ?? null);
}
