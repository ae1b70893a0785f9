/** How many delivery weekends the dashboard can show, ending with the current or next one. */
export const WEEKEND_RANGES = [4, 12, 26, 52] as const;
export type WeekendRange = (typeof WEEKEND_RANGES)[number];
export const DEFAULT_WEEKENDS: WeekendRange = 12;
