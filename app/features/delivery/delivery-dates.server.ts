import { orderingSettings } from "~/features/settings/public.server";
import type { IsoDate } from "~/lib/dates";
import { capacitiesOf, lockDeliveryDate, roomFor } from "./capacity.server";
import { checkDateRules, manualOrderDates, orderableDates, type DateCheck } from "./delivery-dates";

export interface DeliveryDateOption {
  date: IsoDate;
  /** Boxes that can still be booked; null = unlimited. */
  remaining: number | null;
}

/**
 * The dates a customer can pick now: weekend days within 90 days whose cutoff has not passed
 * and that have room for a box, in order.
 */
export async function availableDeliveryDates(now: Date = new Date()): Promise<DeliveryDateOption[]> {
  const settings = await orderingSettings();
  const dates = orderableDates(settings, now);
  const { defaultDailyCapacity } = settings;
  const room = await roomFor(1, dates, { defaultDailyCapacity, now });
  return dates.flatMap((date) => {
    const { remaining, check } = room.get(date)!;
    return check.ok ? [{ date, remaining }] : [];
  });
}

/** The dates of a manual order (today on, past-cutoff ones marked) that have room for a box. */
export async function manualDeliveryDates(now: Date = new Date()) {
  const settings = await orderingSettings();
  const dates = manualOrderDates(settings, now);
  const room = await roomFor(
    1,
    dates.map((d) => d.date),
    { defaultDailyCapacity: settings.defaultDailyCapacity, now },
  );
  return dates.flatMap((d) => {
    const { remaining, check } = room.get(d.date)!;
    return check.ok ? [{ ...d, remaining }] : [];
  });
}

/**
 * Whether `boxes` more boxes can be delivered on `date` now: calendar rules, cutoff and capacity.
 * With `lock` (inside a transaction, as order creation does) a date with a limit is locked before
 * its booked boxes are counted, until the transaction ends, so two checkouts cannot both take the
 * last boxes; a date without one is neither counted nor locked.
 * `allowPastCutoff`: an admin's manual order may be for a weekend whose cutoff has passed.
 */
export async function checkDeliveryDate(
  date: string | null | undefined,
  boxes: number,
  now: Date = new Date(),
  opts: { lock?: boolean; allowPastCutoff?: boolean } = {},
): Promise<DateCheck> {
  const settings = await orderingSettings();
  const rules = checkDateRules(date, settings, now, opts);
  if (!rules.ok || !date) return rules;
  return checkRoom(date, boxes, now, opts);
}

/**
 * Whether `date` has a limit on its boxes (its own, or the default daily capacity): only then must
 * an order for it be checked and written in one transaction under the date's lock.
 */
export async function dateHasLimit(date: IsoDate): Promise<boolean> {
  const { defaultDailyCapacity } = await orderingSettings();
  return ((await capacitiesOf([date], defaultDailyCapacity)).get(date) ?? null) !== null;
}

/**
 * Whether `boxes` more boxes fit on `date`, capacity alone: for a subscription's renewal, booked
 * at its weekend's cutoff (when the calendar no longer takes new orders for it). With `lock` the
 * date is locked until the transaction ends, as at checkout.
 */
export async function checkRoom(
  date: IsoDate,
  boxes: number,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<DateCheck> {
  // A date without a limit has nothing to count, so nothing to serialise: no lock.
  if (!(await dateHasLimit(date))) return { ok: true };
  if (opts.lock) await lockDeliveryDate(date);
  const { defaultDailyCapacity } = await orderingSettings();
  const room = await roomFor(boxes, [date], { defaultDailyCapacity, now });
  return room.get(date)!.check;
}
