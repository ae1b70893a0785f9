import { z } from "zod";
import { DEFAULT_WEEKENDS, WEEKEND_RANGES, type WeekendRange } from "./weekend-ranges";

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
