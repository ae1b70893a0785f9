import { z } from "zod";
import { dayOfWeek, isIsoDate } from "~/lib/dates";

export const CuisineNameSchema = z.object({
  name: z
    .string({ error: "Please enter a cuisine name" })
    .trim()
    .min(1, "Please enter a cuisine name")
    .max(60, "Cuisine name must be at most 60 characters"),
});

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const TWO_DIFFERENT_CUISINES = "Please select two different cuisines";
export const NOT_A_SATURDAY = "The week must start on a Saturday: please choose a Saturday";
/** A week may be created or moved to this weekend or a later one, never to a weekend gone by. */
export const PAST_WEEKEND = "That weekend has passed: please choose this weekend or a later Saturday";

/** A past weekend's menu stays as it was sold. */
export function pastMenuMessage(label: string): string {
  return `The weekend of ${label} has passed: its menu can no longer be changed`;
}

const optionalText = z.string().trim().optional();

/**
 * A weekend's cuisine pair. All fields are required (one form-level message), the date must be a
 * Saturday (the week covers Saturday and Sunday), and the two cuisines must differ.
 */
export const WeeklyCuisineSchema = z
  .object({ id: z.uuid().optional(), weekStartDate: optionalText, cuisine1: optionalText, cuisine2: optionalText })
  .superRefine((v, ctx) => {
    if (!v.weekStartDate || !v.cuisine1 || !v.cuisine2) {
      ctx.addIssue({ code: "custom", message: FILL_ALL_FIELDS, path: [] });
      return;
    }
    if (!isIsoDate(v.weekStartDate))
      ctx.addIssue({ code: "custom", message: "Please enter a valid date", path: ["weekStartDate"] });
    else if (dayOfWeek(v.weekStartDate) !== 6)
      ctx.addIssue({ code: "custom", message: NOT_A_SATURDAY, path: ["weekStartDate"] });
    if (v.cuisine1 === v.cuisine2)
      ctx.addIssue({ code: "custom", message: TWO_DIFFERENT_CUISINES, path: ["cuisine2"] });
  })
  .transform((v) => v as { id?: string; weekStartDate: string; cuisine1: string; cuisine2: string });

export type WeeklyCuisineInput = z.output<typeof WeeklyCuisineSchema>;

/** A dialog's chosen row: `unchosen` when nothing is chosen, `unknown` when it is not a row's id. */
const chosenId = (unchosen: string, unknown: string) =>
  z
    .string({ error: unchosen })
    .trim()
    .min(1, unchosen)
    .pipe(z.uuid({ error: unknown }));

const WEEK_NOT_FOUND = "Week not found";

export const AddDishToWeekSchema = z.object({
  weekId: z.uuid({ error: WEEK_NOT_FOUND }),
  dishId: chosenId("Please select a dish", "Selected dish not found"),
});

export const CopyWeekSchema = z.object({
  id: z.uuid({ error: WEEK_NOT_FOUND }),
  sourceId: chosenId("Please select a week to copy from", WEEK_NOT_FOUND),
});
