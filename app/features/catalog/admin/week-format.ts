import { type IsoDate, parseIsoDate, todayInLondon, weekendSaturday } from "~/lib/dates";

/** A weekend a dish is on: the week's id, its Saturday and its label. */
export interface DishWeek {
  id: string;
  startDate: IsoDate;
  label: string;
}

/**
 * The Saturday of the weekend under way or coming (Europe/London): a week that starts before it
 * is in the past and can no longer be planned.
 */
export function currentSaturday(now: Date = new Date()): IsoDate {
  return weekendSaturday(todayInLondon(now));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A weekend in few characters, for lists of weekends: '28 Nov', '31 Oct'. */
export function shortWeekend(saturday: IsoDate): string {
  const d = parseIsoDate(saturday);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** '1 dish', '3 dishes'. */
export function dishCount(n: number): string {
  return `${n} ${n === 1 ? "dish" : "dishes"}`;
}
