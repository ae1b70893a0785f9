import { addDays, formatShortDate, weekendLabel, type IsoDate } from "~/lib/dates";

/** A chart's axis label of a weekend: its Saturday, '17 May' (the admin's short date without the year). */
export function weekendTick(saturday: IsoDate): string {
  return formatShortDate(saturday)
    .replace(/^0/, "")
    .replace(/, \d{4}$/, "");
}

/** A table's label of a weekend: '17 - 18 May 2031' (the Sunday's year: '31 December - 1 January 2028'). */
export function weekendWithYear(saturday: IsoDate): string {
  return `${weekendLabel(saturday)} ${addDays(saturday, 1).slice(0, 4)}`;
}
