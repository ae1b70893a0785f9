import type { IsoDate } from "~/lib/dates";

/** A subscription's skipped weekends and pause, as the weekly rules read them. */
export interface DeliveryWeeks {
  skippedDates: IsoDate[];
  /** Deliveries before this date are not made; null = not paused. */
  pausedUntil: IsoDate | null;
}

/** Whether the subscription delivers on `date` (not skipped, not paused). */
export function deliversOn(sub: DeliveryWeeks, date: IsoDate): boolean {
  if (sub.skippedDates.includes(date)) return false;
  return !(sub.pausedUntil && date < sub.pausedUntil);
}

/** Whether the subscription is paused at its next delivery. */
export function isPaused(sub: DeliveryWeeks & { nextDeliveryDate: IsoDate }): boolean {
  return sub.pausedUntil !== null && sub.pausedUntil > sub.nextDeliveryDate;
}
