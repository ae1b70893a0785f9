import { z } from "zod";
import { isIsoDate } from "~/lib/dates";
import { parsePounds } from "~/lib/money";

/** What a code gives, as the form's radio offers it. */
export const PROMO_KIND_OPTIONS = [
  { value: "percent", label: "A percentage off" },
  { value: "fixed", label: "A fixed amount off" },
  { value: "free_delivery", label: "Free delivery" },
] as const;

/** Where an order must be going for the code to hold. */
export const PROMO_FULFILMENT_OPTIONS = [
  { value: "any", label: "Delivery or collection" },
  { value: "delivery", label: "Delivery only" },
  { value: "collection", label: "Collection only" },
] as const;

/** How long it holds on a subscription. */
export const PROMO_DURATION_OPTIONS = [
  { value: "once", label: "First order only" },
  { value: "weekends", label: "First N weekends" },
  { value: "forever", label: "Every weekend" },
] as const;

export const CODE_MESSAGE = "A code is 3 to 32 letters, digits or dashes, e.g. WELCOME10";
export const DUPLICATE_CODE_MESSAGE = "A code with this name exists already";
export const PERCENT_MESSAGE = "The percentage must be a whole number from 1 to 100";
export const AMOUNT_MESSAGE = "Please enter the amount off in pounds, more than 0, e.g. 5.00";
export const UNTIL_BEFORE_FROM_MESSAGE = "The last day must be on or after the first day";
export const WEEKENDS_MESSAGE = "Please enter the number of weekends, from 1 to 52";
export const CUSTOM_ONLY_MESSAGE =
  "Tick the box types as well as custom boxes (tick nothing for every box and custom box)";

/** The most any amount in the form may be: £1,000. */
const MAX_PENCE = 100_000;

/** An amount in pounds typed by the owner ("5", "5.50", "£5.50"): pence, or undefined when empty. */
const pounds = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const pence = parsePounds(value);
      if (pence === null || pence > MAX_PENCE) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return pence;
    });

/** A whole number typed in a field, or undefined when empty. */
const count = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const n = typeof value === "number" ? value : Number(value.trim());
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** A calendar date (a date input's value), or undefined when empty. */
const date = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDate(value), "Please enter a date such as 2026-12-31")
  .transform((value) => value || undefined);

/** A checkbox: present ("on") when ticked. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** The ticked box types: one field a checkbox, none when nothing is ticked. */
const ids = z.preprocess(
  (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.uuid("Please choose box types from the list")).max(50),
);

/** The fields another choice hides (a percent code's amount, once-only's weekends) are not read. */
function relevantOnly(raw: unknown) {
  if (!raw || typeof raw !== "object") return raw;
  const fields = { ...(raw as Record<string, unknown>) };
  if (fields.kind !== "percent") delete fields.percentOff;
  if (fields.kind !== "fixed") delete fields.amountOff;
  if (fields.duration !== "weekends") delete fields.durationWeekends;
  return fields;
}

/**
 * The promo code form of the Promotions tab (create and edit): checked in the browser by conform and,
 * with the same messages, field by field on the server. Amounts come out in pence, dates as
 * calendar dates in London (the first and the last day the code holds).
 */
export const PromoCodeSchema = z.preprocess(
  relevantOnly,
  z
    .object({
      id: z.uuid().optional(),
      code: z
        .string({ error: "Please enter the code" })
        .trim()
        .min(1, "Please enter the code")
        .regex(/^[A-Za-z0-9-]{3,32}$/, CODE_MESSAGE),
      description: z.string().trim().max(200, "The description must be at most 200 characters").optional().default(""),
      kind: z.enum(["percent", "fixed", "free_delivery"], { error: "Please choose what the code gives" }),
      percentOff: count(PERCENT_MESSAGE, 1, 100),
      amountOff: pounds(AMOUNT_MESSAGE),
      firstOrderOnly: checkbox,
      minSpend: pounds("Please enter the minimum spend in pounds, e.g. 30.00"),
      boxTypeIds: ids,
      includesCustom: checkbox,
      fulfilment: z.enum(["any", "delivery", "collection"], { error: "Please choose delivery or collection" }),
      validFrom: date,
      validUntil: date,
      maxUses: count("Total uses must be a whole number from 1 to 1,000,000", 1, 1_000_000),
      maxUsesPerCustomer: count("Uses per customer must be a whole number from 1 to 1,000", 1, 1000),
      duration: z.enum(["once", "weekends", "forever"], { error: "Please choose how long it holds on a subscription" }),
      durationWeekends: count(WEEKENDS_MESSAGE, 1, 52),
      isActive: checkbox,
    })
    .superRefine((value, ctx) => {
      if (value.kind === "percent" && value.percentOff === undefined)
        ctx.addIssue({ code: "custom", path: ["percentOff"], message: PERCENT_MESSAGE });
      if (value.kind === "fixed" && !value.amountOff)
        ctx.addIssue({ code: "custom", path: ["amountOff"], message: AMOUNT_MESSAGE });
      if (value.validFrom && value.validUntil && value.validUntil < value.validFrom)
        ctx.addIssue({ code: "custom", path: ["validUntil"], message: UNTIL_BEFORE_FROM_MESSAGE });
      if (value.duration === "weekends" && value.durationWeekends === undefined)
        ctx.addIssue({ code: "custom", path: ["durationWeekends"], message: WEEKENDS_MESSAGE });
      if (value.includesCustom && value.boxTypeIds.length === 0)
        ctx.addIssue({ code: "custom", path: ["boxTypeIds"], message: CUSTOM_ONLY_MESSAGE });
    }),
);

export type PromoCodeInput = z.output<typeof PromoCodeSchema>;
