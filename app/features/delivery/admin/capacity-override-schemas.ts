import { z } from "zod";
import { dayOfWeek, isIsoDate } from "~/lib/dates";

/** A per-date capacity override: a weekend delivery date and the boxes it can take. */
export const CapacityOverrideSchema = z.object({
  deliveryDate: z
    .string({ error: "Please choose a delivery date" })
    .refine(isIsoDate, "Please choose a valid date")
    .refine(
      (d) => !isIsoDate(d) || [0, 6].includes(dayOfWeek(d)),
      "Deliveries are on Saturdays and Sundays: please choose one of those",
    ),
  capacity: z
    .number({ error: "Capacity must be a whole number" })
    .int("Capacity must be a whole number")
    .min(0, "Capacity must be at least 0")
    .max(100000, "Capacity must be at most 100000"),
});
