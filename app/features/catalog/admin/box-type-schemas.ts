import { z } from "zod";
import { checkedPence, displayOrder, optionalText, poundsToPence, requiredText } from "./menu-schemas";

const requiredPounds = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, ctx) => {
      const text = value.replace(/[£,\s]/g, "");
      if (!Number.isFinite(Number(text))) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      return checkedPence(label, poundsToPence(text), ctx);
    });

/** How a box type is filled, as the form and the list name it. */
export const BOX_KIND_OPTIONS = [
  { value: "fixed", label: "Fixed box of one cuisine's dishes" },
  { value: "pick", label: "One pick per dish group" },
] as const;

export const BOX_KIND_LABEL: Record<(typeof BOX_KIND_OPTIONS)[number]["value"], string> = {
  fixed: BOX_KIND_OPTIONS[0].label,
  pick: BOX_KIND_OPTIONS[1].label,
};

export const MAX_DISHES_PER_BOX = 12;

/** A box type's VAT rate (decision 044): chilled meal boxes are zero-rated food (HMRC VAT Notice 701/14). */
export const BOX_VAT_RATE_OPTIONS = [
  { value: "0", label: "0% (zero-rated food)" },
  { value: "5", label: "5% (reduced rate)" },
  { value: "20", label: "20% (standard rate: hot food, catering)" },
] as const;

export const BOX_VAT_RATE_MESSAGE = "Choose a VAT rate: 0%, 5% or 20%";

const vatRatePercent = z
  .union([z.string(), z.number()], { error: BOX_VAT_RATE_MESSAGE })
  .transform(String)
  .pipe(z.enum(["0", "5", "20"], { error: BOX_VAT_RATE_MESSAGE }))
  .transform(Number);

export const BoxTypeSchema = z.object({
  id: z.uuid().optional(),
  name: requiredText("Name", 100),
  description: optionalText("Description", 1000),
  basePrice: requiredPounds("Standard price"),
  vegetarianPrice: requiredPounds("Vegetarian price"),
  kind: z.enum(["fixed", "pick"], { error: "Please choose how the box is filled" }),
  mealCount: z.coerce
    .number({ error: "Dishes per box is required" })
    .int("Dishes per box must be a whole number")
    .min(1, "Dishes per box must be at least 1")
    .max(MAX_DISHES_PER_BOX, `Dishes per box must be at most ${MAX_DISHES_PER_BOX}`),
  displayOrder,
  isActive: z.boolean().default(false),
  vatRatePercent: vatRatePercent.optional().default(0),
});
export type BoxTypeInput = z.output<typeof BoxTypeSchema>;
