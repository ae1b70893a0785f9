import { TZDate } from "@date-fns/tz";
import {
  addDays,
  BUSINESS_TIME_ZONE,
  dayOfWeek,
  daysBetween,
  formatLongDate,
  isIsoDate,
  parseIsoDate,
  todayInLondon,
  weekendSaturday,
  type IsoDate,
} from "~/lib/dates";

/**
 * Delivery-date rules (pure): Saturdays and Sundays within 90 days, only weekends whose order
 * cutoff (default Wednesday 23:59 Europe/London before the weekend) has not passed, and capacity.
 */
export const DELIVERY_WINDOW_DAYS = 90;
/**
 * How long a payment page stays payable after the order is written (Stripe's Checkout Sessions
 * must live at least 30 minutes; the test provider follows the same rule).
 */
export const PAYMENT_WINDOW_MINUTES = 31;
/**
 * A pending_payment order holds its boxes this long after it was written: longer than the
 * payment window, so a payment that can still complete always has its capacity.
 */
export const PENDING_HOLD_MINUTES = 35;

/** True once an order written at `createdAt` can no longer be paid. */
export function paymentWindowClosed(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() > PAYMENT_WINDOW_MINUTES * 60_000;
}

/** When orders close before a weekend (defaults in ~/features/settings/defaults). */
export interface CutoffSettings {
  /** 0 = Sunday … 6 = Saturday. */
  cutoffWeekday: number;
  /** "HH:MM" or "HH:MM:SS", Europe/London. */
  cutoffTime: string;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The calendar date of the cutoff before a weekend (the last cutoff weekday on or before its Saturday). */
export function cutoffDateFor(saturday: IsoDate, settings: CutoffSettings): IsoDate {
  return addDays(saturday, -((6 - settings.cutoffWeekday + 7) % 7));
}

/**
 * The last instant orders are taken for the weekend of `date`: the end of the cutoff minute
 * ("23:59" means until 23:59:59) in London time.
 */
export function cutoffInstant(date: IsoDate, settings: CutoffSettings): Date {
  const day = parseIsoDate(cutoffDateFor(weekendSaturday(date), settings));
  const [hours, minutes] = settings.cutoffTime.split(":").map((part) => Number.parseInt(part, 10));
  const zoned = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hours || 0,
    minutes || 0,
    59,
    999,
    BUSINESS_TIME_ZONE,
  );
  return new Date(zoned.getTime());
}

export function isCutoffPassed(date: IsoDate, settings: CutoffSettings, now: Date = new Date()): boolean {
  return now.getTime() > cutoffInstant(date, settings).getTime();
}

export function isWeekend(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** Saturdays and Sundays from today to today + 90 days (London) whose cutoff has not passed. */
export function orderableDates(settings: CutoffSettings, now: Date = new Date()): IsoDate[] {
  const today = todayInLondon(now);
  const dates: IsoDate[] = [];
  for (let offset = 0; offset <= DELIVERY_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (isWeekend(date) && !isCutoffPassed(date, settings, now)) dates.push(date);
  }
  return dates;
}

/**
 * The dates an admin can enter a manual order for (decision 025): every weekend day from today
 * within the window, the cutoff of each noted (phone orders come late; the kitchen decides).
 */
export function manualOrderDates(settings: CutoffSettings, now: Date = new Date()) {
  const today = todayInLondon(now);
  const dates: Array<{ date: IsoDate; pastCutoff: boolean }> = [];
  for (let offset = 0; offset <= DELIVERY_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (isWeekend(date)) dates.push({ date, pastCutoff: isCutoffPassed(date, settings, now) });
  }
  return dates;
}

/** The Saturday of the next weekend that can still be ordered (the week the builder sells). */
export function nextOrderableSaturday(settings: CutoffSettings, now: Date = new Date()): IsoDate {
  let saturday = weekendSaturday(todayInLondon(now));
  while (isCutoffPassed(saturday, settings, now)) saturday = addDays(saturday, 7);
  return saturday;
}

/** "Wednesday 18 November at 23:59" for messages. */
export function describeCutoff(date: IsoDate, settings: CutoffSettings): string {
  const cutoffDay = cutoffDateFor(weekendSaturday(date), settings);
  const long = formatLongDate(cutoffDay);
  return `${WEEKDAYS[dayOfWeek(cutoffDay)]} ${long.split(" ").slice(1, 3).join(" ")} at ${settings.cutoffTime.slice(0, 5)}`;
}

export type DateCheck = { ok: true } | { ok: false; message: string };

/** Calendar rules only (format, weekend, window, cutoff); capacity is checked with the database. */
export function checkDateRules(
  date: string | null | undefined,
  settings: CutoffSettings,
  now: Date = new Date(),
  opts: { allowPastCutoff?: boolean } = {},
): DateCheck {
  if (!date) return { ok: false, message: "Please pick a delivery date." };
  if (!isIsoDate(date)) return { ok: false, message: "Please pick a valid delivery date." };
  if (!isWeekend(date))
    return { ok: false, message: "We deliver on Saturdays and Sundays only. Please pick a weekend date." };
  const offset = daysBetween(todayInLondon(now), date);
  if (offset < 0) return { ok: false, message: "That delivery date has passed. Please pick another date." };
  if (offset > DELIVERY_WINDOW_DAYS) {
    return { ok: false, message: `Please pick a delivery date within the next ${DELIVERY_WINDOW_DAYS} days.` };
  }
  if (!opts.allowPastCutoff && isCutoffPassed(date, settings, now)) {
    return {
      ok: false,
      message: `Orders for ${formatLongDate(date)} closed on ${describeCutoff(date, settings)}. Please pick a later date.`,
    };
  }
  return { ok: true };
}

/** Capacity rule: `remaining` null = unlimited. */
export function checkCapacity(date: IsoDate, boxes: number, remaining: number | null): DateCheck {
  if (remaining === null || boxes <= remaining) return { ok: true };
  if (remaining <= 0) {
    return { ok: false, message: `Sorry, ${formatLongDate(date)} is fully booked. Please pick another date.` };
  }
  return {
    ok: false,
    message: `Only ${remaining} ${remaining === 1 ? "box is" : "boxes are"} left for ${formatLongDate(date)}. Please pick another date or fewer boxes.`,
  };
}
