/**
 * Delivery dates are calendar dates ("YYYY-MM-DD") interpreted in Europe/London. Arithmetic on
 * them is done on UTC midnights, so no daylight-saving shift can move a date.
 */
export const BUSINESS_TIME_ZONE = "Europe/London";

export type IsoDate = string;

const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in London. */
export function todayInLondon(now: Date = new Date()): IsoDate {
  return londonDate.format(now);
}

export function parseIsoDate(date: IsoDate): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a date: ${date}`);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw new Error(`Not a date: ${date}`);
  return parsed;
}

export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return parseIsoDate(date).getUTCDay();
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/** The Saturday of the weekend a date belongs to (Sunday → the day before; weekdays → the coming Saturday). */
export function weekendSaturday(date: IsoDate): IsoDate {
  const dow = dayOfWeek(date);
  if (dow === 0) return addDays(date, -1);
  return addDays(date, 6 - dow);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "November 2026": the month of a calendar date (YYYY-MM-…), as a calendar's heading shows it. */
export function monthLabel(isoDate: string): string {
  return `${LONG_MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** 'Wednesday' for 3: a day of the week as Date.getDay() and the settings number it. */
export function weekdayName(day: number): string {
  return DAYS[day] ?? "";
}

/** '23 Nov, 2026' (the picker's 'dd MMM, yyyy'). */
export function formatShortDate(date: IsoDate): string {
  const d = parseIsoDate(date);
  return `${String(d.getUTCDate()).padStart(2, "0")} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
}

/** 'Saturday 28 November 2026'. */
export function formatLongDate(date: IsoDate): string {
  const d = parseIsoDate(date);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The label of a weekend: '28 - 29 November' (or '31 October - 1 November' across months). */
export function weekendLabel(saturday: IsoDate): string {
  const sat = parseIsoDate(saturday);
  const sun = parseIsoDate(addDays(saturday, 1));
  const satMonth = LONG_MONTHS[sat.getUTCMonth()];
  const sunMonth = LONG_MONTHS[sun.getUTCMonth()];
  return satMonth === sunMonth
    ? `${sat.getUTCDate()} - ${sun.getUTCDate()} ${sunMonth}`
    : `${sat.getUTCDate()} ${satMonth} - ${sun.getUTCDate()} ${sunMonth}`;
}
