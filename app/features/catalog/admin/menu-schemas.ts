import { z } from "zod";
import { ALLERGEN_KEYS, type AllergenKey } from "../allergens";

export const BOX_TYPE_OPTIONS = [
  { value: "both", label: "Both" },
  { value: "essentials", label: "Essentials" },
  { value: "essentials_plus", label: "Essentials Plus" },
] as const;
export const DISH_TYPE_OPTIONS = [
  { value: "standard", label: "Standard" },
  { value: "vegetarian", label: "Vegetarian" },
] as const;

/** Dietary info is typed comma-separated: split on commas, trimmed, blanks dropped. */
export function splitDietary(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A price typed in pounds as pence. Spec: numeric, minimum 0, an invalid value is treated as 0.
 * A negative amount is refused (null) so the form can say so rather than silently saving 0.
 */
export function poundsToPence(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  const text = String(value).replace(/[£,\s]/g, "");
  if (text === "") return 0;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 0;
  if (amount < 0) return null;
  return Math.round(amount * 100);
}

/** The first `count` words of a text (dish cards show the first 5 words of the description). */
export function firstWords(text: string | null | undefined, count = 5): string {
  const words = (text ?? "").trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(" ")}...` : words.join(" ");
}

/** The highest price a dish or a box may have (£1,000): a larger figure is a typing slip. */
export const MAX_PRICE_PENCE = 100_000;
export const priceTooHigh = (label: string) => `${label} must be at most £1000.00`;

/**
 * A price read from the field `label` (`poundsToPence`'s answer), or an issue on `ctx` where it
 * is negative (null) or above MAX_PRICE_PENCE.
 */
export function checkedPence(label: string, pence: number | null, ctx: z.RefinementCtx): number {
  if (pence !== null && pence <= MAX_PRICE_PENCE) return pence;
  ctx.addIssue({ code: "custom", message: pence === null ? `${label} cannot be negative` : priceTooHigh(label) });
  return z.NEVER;
}

const pounds = (label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => checkedPence(label, poundsToPence(value), ctx));

/** A required text (`label`) of at most `max` characters; blank is refused as `${label} is required`. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text of at most `max` characters; blank is null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

/** A list's display order: a whole number from 0 (first) to 100,000. */
export const displayOrder = z.coerce
  .number({ error: "Display order must be a whole number" })
  .int("Display order must be a whole number")
  .min(0, "Display order cannot be negative")
  .max(100_000, "Display order must be at most 100000")
  .default(0);

/** Our uploads (/api/images/...) or, for a dish saved with an outside picture, a web address. */
const IMAGE_URL = /^(\/api\/images\/[a-zA-Z0-9][a-zA-Z0-9._/-]*|https?:\/\/[^\s]+)$/;
export const UPLOAD_AGAIN_MESSAGE = "Please upload the image again";

/** One choice per allergen in the dish dialog's matrix. */
export const ALLERGEN_CHOICES = [
  { value: "contains", label: "Contains" },
  { value: "may_contain", label: "May contain" },
  { value: "none", label: "No" },
] as const;
export type AllergenChoice = (typeof ALLERGEN_CHOICES)[number]["value"];
export const ALLERGEN_FORM_MESSAGE = "Choose Contains, May contain or No for each allergen";

/**
 * The matrix posts `allergen.<key>` = contains | may_contain | none. Only the 14 keys are taken,
 * and one choice each: an allergen sent twice (both contains and may contain) is refused.
 */
const allergenMatrix = z
  .partialRecord(
    z.enum(ALLERGEN_KEYS as [AllergenKey, ...AllergenKey[]]),
    z.enum(["contains", "may_contain", "none"], { error: ALLERGEN_FORM_MESSAGE }),
    {
      error: ALLERGEN_FORM_MESSAGE,
    },
  )
  .optional()
  .transform((matrix) => {
    const entries = Object.entries(matrix ?? {}) as Array<[AllergenKey, AllergenChoice]>;
    const pick = (choice: AllergenChoice) =>
      ALLERGEN_KEYS.filter((key) => entries.some(([k, c]) => k === key && c === choice));
    return { allergens: pick("contains"), mayContainAllergens: pick("may_contain") };
  });

export const MenuItemSchema = z.object({
  id: z.uuid().optional(),
  name: requiredText("English name", 200),
  nativeName: optionalText("Native name", 200),
  description: optionalText("Description", 2000),
  categoryId: z
    .uuid()
    .optional()
    .transform((v) => v ?? null),
  dietaryInfo: z.string().max(500, "Dietary info must be at most 500 characters").optional().transform(splitDietary),
  displayOrder,
  isAvailable: z.boolean().default(false),
  boxType: z.enum(["essentials", "essentials_plus", "both"]).default("both"),
  dishType: z.enum(["vegetarian", "standard"]).default("standard"),
  price: pounds("Price"),
  cuisine: z
    .string({ error: "Please select a cuisine" })
    .trim()
    .min(1, "Please select a cuisine")
    .max(60, "Please select a cuisine"),
  imageUrl: z
    .string()
    .trim()
    .max(2000, UPLOAD_AGAIN_MESSAGE)
    .refine((v) => v === "" || (IMAGE_URL.test(v) && !v.includes("..")), UPLOAD_AGAIN_MESSAGE)
    .optional()
    .transform((v) => v || null),
  allergen: allergenMatrix,
});
export type MenuItemInput = z.output<typeof MenuItemSchema>;

export const MenuFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  cuisine: z.string().max(60).optional().catch(undefined),
  category: z.uuid().optional().catch(undefined),
  availability: z.enum(["available", "unavailable"]).optional().catch(undefined),
  sort: z.enum(["order", "name", "price", "newest", "week"]).default("order").catch("order"),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type MenuFilters = z.output<typeof MenuFiltersSchema>;
