import { z } from "zod";
import { dayOfWeek, isIsoDate } from "~/lib/dates";

export const CuisineNameSchema = z.object({
  name: z
    .string({ error: "Please enter a cuisine name" })
    .trim()
    .min(1, "Please enter a cuisine name")
    .max(60, "Cuisine name must be at most 60 characters"),
});

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A weekend's cuisine pair. The date must be a Saturday (the week covers Saturday and Sunday),
 * and the two cuisines must differ.
 */
export const WeeklyCuisineSchema = z
  .object({
    id: z.uuid().optional(),
    weekStartDate: required("Please fill in all fields")
      .refine(isIsoDate, "Please enter a valid date")
      .refine((d) => !isIsoDate(d) || dayOfWeek(d) === 6, "The week must start on a Saturday: please choose a Saturday"),
    cuisine1: required("Please fill in all fields"),
    cuisine2: required("Please fill in all fields"),
  })
  .refine((v) => v.cuisine1 !== v.cuisine2, { message: "Please select two different cuisines", path: ["cuisine2"] });

export type WeeklyCuisineInput = z.infer<typeof WeeklyCuisineSchema>;

export const AddDishToWeekSchema = z.object({
  weekId: z.uuid({ error: "Week not found" }),
  dishId: z.string({ error: "Please select a dish" }).trim().min(1, "Please select a dish"),
});
