import { z } from "zod";
import { poundsToPence } from "./menu-schemas";

const requiredPounds = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, ctx) => {
      const text = value.replace(/[£,\s]/g, "");
      const pence = poundsToPence(text);
      if (!Number.isFinite(Number(text))) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      if (pence === null) {
        ctx.addIssue({ code: "custom", message: `${label} cannot be negative` });
        return z.NEVER;
      }
      return pence;
    });

export const BoxTypeSchema = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100),
  description: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  basePrice: requiredPounds("Standard price"),
  vegetarianPrice: requiredPounds("Vegetarian price"),
  mealCount: z.coerce
    .number({ error: "Meal count is required" })
    .int("Meal count must be a whole number")
    .min(1, "Meal count must be at least 1"),
  displayOrder: z.coerce
    .number({ error: "Display order must be a whole number" })
    .int("Display order must be a whole number")
    .default(0),
  isActive: z.boolean().default(false),
});
export type BoxTypeInput = z.output<typeof BoxTypeSchema>;
