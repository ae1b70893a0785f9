import { z } from "zod";

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

const pounds = (label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const pence = poundsToPence(value);
      if (pence === null) {
        ctx.addIssue({ code: "custom", message: `${label} cannot be negative` });
        return z.NEVER;
      }
      return pence;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

export const MenuItemSchema = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: "English name is required" }).trim().min(1, "English name is required").max(200),
  nativeName: optionalText,
  description: optionalText,
  categoryId: z
    .uuid()
    .optional()
    .transform((v) => v ?? null),
  dietaryInfo: z.string().optional().transform(splitDietary),
  displayOrder: z.coerce
    .number({ error: "Display order must be a whole number" })
    .int("Display order must be a whole number")
    .default(0),
  isAvailable: z.boolean().default(false),
  boxType: z.enum(["essentials", "essentials_plus", "both"]).default("both"),
  dishType: z.enum(["vegetarian", "standard"]).default("standard"),
  price: pounds("Price"),
  cuisine: z.string({ error: "Please select a cuisine" }).trim().min(1, "Please select a cuisine"),
  imageUrl: optionalText,
});
export type MenuItemInput = z.output<typeof MenuItemSchema>;

export const MenuFiltersSchema = z.object({
  q: z.string().trim().optional().catch(undefined),
  cuisine: z.string().optional().catch(undefined),
  category: z.string().optional().catch(undefined),
  availability: z.enum(["available", "unavailable"]).optional().catch(undefined),
  sort: z.enum(["order", "name", "price", "newest", "week"]).default("order").catch("order"),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type MenuFilters = z.output<typeof MenuFiltersSchema>;
