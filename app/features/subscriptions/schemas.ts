import { z } from "zod";

const isoDate = z.iso.date("Please pick a date from the list.");

/**
 * The version of the subscription the page showed: every form carries it, and a change to a row
 * that moved since (a renewal booked, another window's change) is refused.
 */
const version = z.coerce
  .number("Please reload the page and try again.")
  .int("Please reload the page and try again.")
  .min(1, "Please reload the page and try again.");

/** Resume and cancel carry only the version shown. */
export const ShownSchema = z.object({ version });
export type ShownInput = z.infer<typeof ShownSchema>;

/** Skip, unskip (a listed weekend) and pause (until a listed weekend) carry a date. */
export const WeekSchema = z.object({ date: isoDate, version });
export type WeekInput = z.infer<typeof WeekSchema>;

/** One box line of the plan, as the change form sends it (by its position in the plan). */
const PlanBoxSchema = z.object({
  boxTypeId: z.uuid("Please choose a box."),
  variant: z.enum(["standard", "vegetarian"], "Please choose a dish type."),
  cuisine: z.string().trim().max(60).optional(),
  quantity: z.coerce
    .number("Please enter a quantity.")
    .int("Please enter a whole number.")
    .min(1, "Please order at least 1 box.")
    .max(20, "For more than 20 boxes a week, please get in touch."),
});

/** The change form: each box line of the plan, the delivery day, and (for delivery) the address. */
export const ChangeSubscriptionSchema = z.object({
  version,
  lines: z.array(PlanBoxSchema).max(10),
  deliveryDay: z.enum(["saturday", "sunday"], "Please choose a delivery day."),
  address: z.string().trim().max(200, "Please keep the address under 200 characters.").optional(),
  city: z.string().trim().max(100, "Please keep the city under 100 characters.").optional(),
  postcode: z.string().trim().max(10, "Please enter a valid UK postcode.").optional(),
  deliveryInstructions: z.string().trim().max(500, "Please keep the instructions under 500 characters.").optional(),
});
export type ChangeSubscriptionInput = z.infer<typeof ChangeSubscriptionSchema>;
