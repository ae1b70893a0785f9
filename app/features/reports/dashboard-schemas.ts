import { z } from "zod";

/** How many delivery weekends the dashboard can show, ending with the current or next one. */
export const WEEKEND_RANGES = [4, 12, 26, 52] as const;
export type WeekendRange = (typeof WEEKEND_RANGES)[number];
export const DEFAULT_WEEKENDS: WeekendRange = 12;

/** `?weekends=` of the page and the CSV: one of the ranges, anything else falls back to 12. */
export const DashboardParamsSchema = z.object({
  weekends: z.coerce
    .number()
    .pipe(z.union(WEEKEND_RANGES.map((n) => z.literal(n))))
    .catch(DEFAULT_WEEKENDS),
});

export function dashboardParams(url: URL): { weekends: WeekendRange } {
  return DashboardParamsSchema.parse({ weekends: url.searchParams.get("weekends") ?? undefined });
}
