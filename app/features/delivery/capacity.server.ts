import { and, gt, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import { deliveryCapacity } from "~/db/schema/delivery";
import { orders } from "~/db/schema/orders";
import { cachedPublic } from "~/lib/cache.server";
import { db, inTransaction } from "~/lib/db.server";
import type { IsoDate } from "~/lib/dates";
import { checkCapacity, PENDING_HOLD_MINUTES, type DateCheck } from "./delivery-dates";

/**
 * Boxes already booked per date: every order except cancelled/refunded ones and pending_payment
 * checkout orders older than the hold (an abandoned payment frees its boxes after PENDING_HOLD_MINUTES;
 * a renewal or an admin's payment-link order holds them until paid or cancelled).
 */
export async function bookedBoxes(dates: IsoDate[], now: Date = new Date()): Promise<Map<IsoDate, number>> {
  const booked = new Map<IsoDate, number>();
  if (dates.length === 0) return booked;
  const holdSince = new Date(now.getTime() - PENDING_HOLD_MINUTES * 60_000);
  const rows = await db
    .select({ date: orders.deliveryDate, boxes: sql<number>`coalesce(sum(${orders.boxes}), 0)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.deliveryDate, dates),
        notInArray(orders.status, ["cancelled", "refunded"]),
        // A renewal awaiting its weekly invoice keeps its boxes: it is not an abandoned payment;
        // nor is an order an admin entered and sent a payment link for (decision 025).
        or(
          sql`${orders.status} <> 'pending_payment'`,
          gt(orders.createdAt, holdSince),
          isNotNull(orders.subscriptionId),
          isNotNull(orders.enteredBy),
        ),
      ),
    )
    .groupBy(orders.deliveryDate);
  for (const row of rows) booked.set(row.date, Number(row.boxes));
  return booked;
}

export interface Room {
  /** Boxes that can still be booked; null = unlimited. */
  remaining: number | null;
  /** Whether the boxes asked for fit, with the customer's message when they do not. */
  check: DateCheck;
}

/**
 * Whether there is room for `boxes` more boxes on each of `dates`: the one capacity check (the
 * date list asks for one box, the checkout quote and order creation for the order's boxes). A
 * date's capacity is its per-date override, else the default daily capacity (null = no limit),
 * less the boxes booked.
 */
export async function roomFor(
  boxes: number,
  dates: IsoDate[],
  opts: { defaultDailyCapacity: number | null; now: Date },
): Promise<Map<IsoDate, Room>> {
  const capacity = await capacitiesOf(dates, opts.defaultDailyCapacity);
  // Only a date with a limit needs its booked boxes counted.
  const booked = await bookedBoxes(
    dates.filter((date) => capacity.get(date) !== null),
    opts.now,
  );
  return new Map(
    dates.map((date) => {
      const cap = capacity.get(date) ?? null;
      const remaining = cap === null ? null : Math.max(0, cap - (booked.get(date) ?? 0));
      return [date, { remaining, check: checkCapacity(date, boxes, remaining) }] as const;
    }),
  );
}

/**
 * The per-date capacity overrides (one row per date the owner set), kept in memory until the next
 * admin write: they are written only from the back-office, whose every write drops the public caches.
 */
const capacityOverrides = cachedPublic(async () => {
  const rows = await db
    .select({ date: deliveryCapacity.deliveryDate, capacity: deliveryCapacity.capacity })
    .from(deliveryCapacity);
  return new Map(rows.map((row) => [row.date, row.capacity]));
});

/** Each date's capacity: its override, else the default daily capacity (null = no limit). */
export async function capacitiesOf(
  dates: IsoDate[],
  defaultDailyCapacity: number | null,
): Promise<Map<IsoDate, number | null>> {
  const overrides = dates.length > 0 ? await capacityOverrides() : new Map<IsoDate, number | null>();
  return new Map(dates.map((date) => [date, overrides.has(date) ? overrides.get(date)! : defaultDailyCapacity]));
}

/**
 * Serialises capacity checks for one date inside the current transaction (PostgreSQL advisory
 * lock held until commit), so two concurrent checkouts cannot both take the last boxes. Outside
 * a transaction the lock would end with its own statement, so that is refused.
 */
export async function lockDeliveryDate(date: IsoDate): Promise<void> {
  if (!inTransaction()) throw new Error("lockDeliveryDate must run inside a transaction");
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`dabba:delivery:${date}`}))`);
}
