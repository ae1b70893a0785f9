import { parse as parsePostcode } from "postcode";
import { z } from "zod";
import { parsePounds } from "~/lib/money";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label.toLowerCase()}` })
    .trim()
    .min(1, `Please enter the ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`);

/** An amount typed in pounds ("5", "5.50", "£5.50"), stored as pence. */
const pounds = (label: string) =>
  z.string({ error: `Please enter the ${label.toLowerCase()}` }).transform((value, ctx) => {
    const pence = parsePounds(value);
    if (pence === null) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in pounds of 0 or more, e.g. 5.00` });
      return z.NEVER;
    }
    if (pence > 100_000) {
      ctx.addIssue({ code: "custom", message: `${label} must be at most £1000.00` });
      return z.NEVER;
    }
    return pence;
  });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of percent` })
    .int(`${label} must be a whole number of percent`)
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);

/** A time of day typed as HH:MM (a time input's value). */
const time = (label: string) =>
  z
    .string({ error: `Please enter the ${label.toLowerCase()}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, "Please enter a time as HH:MM, e.g. 23:59")
    .transform((v) => v.slice(0, 5));

export const KITCHEN_POSTCODE_MESSAGE = "Please enter the kitchen postcode as a UK postcode, for example SE15 4ST";

/**
 * The kitchen's postcode, where rounds start and end: empty, or a UK postcode stored formatted
 * ("se154st" → "SE15 4ST"). Read with the postcode library itself: Delivery imports Settings.
 */
const kitchenPostcode = z
  .string()
  .trim()
  .max(10, KITCHEN_POSTCODE_MESSAGE)
  .optional()
  .default("")
  .transform((value, ctx) => {
    if (!value) return "";
    const parsed = parsePostcode(value.replace(/\s+/g, "").toUpperCase());
    if (!parsed.valid) {
      ctx.addIssue({ code: "custom", message: KITCHEN_POSTCODE_MESSAGE });
      return z.NEVER;
    }
    return parsed.postcode;
  });

/** A checkbox: present ("on") when ticked. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const VAT_NUMBER_MESSAGE =
  "Please enter the VAT number as GB and 9 digits (12 for a branch), for example GB123456789";
export const VAT_NUMBER_REQUIRED_MESSAGE = "Please enter the VAT number: receipts of a VAT-registered business show it";
export const VAT_RATE_MESSAGE = "Choose a VAT rate: 0%, 5% or 20%";

/** A UK VAT number, stored without spaces and with its GB prefix ("123 4567 89" → "GB123456789"); or none. */
const vatNumber = z
  .string()
  .trim()
  .max(20, VAT_NUMBER_MESSAGE)
  .optional()
  .default("")
  .transform((value, ctx) => {
    const compact = value.replace(/\s+/g, "").toUpperCase();
    if (!compact) return "";
    const withPrefix = compact.startsWith("GB") ? compact : `GB${compact}`;
    if (!/^GB(\d{9}|\d{12})$/.test(withPrefix)) {
      ctx.addIssue({ code: "custom", message: VAT_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return withPrefix;
  });

/** The VAT rates offered for custom (catering) lines. */
export const VAT_RATE_OPTIONS = [
  { value: "0", label: "0% (zero-rated)" },
  { value: "5", label: "5% (reduced)" },
  { value: "20", label: "20% (standard)" },
] as const;

/** A VAT rate Dabba sells at (percent): zero-rated, reduced or standard. */
export const vatRate = z
  .union([z.string(), z.number()], { error: VAT_RATE_MESSAGE })
  .transform(String)
  .pipe(z.enum(["0", "5", "20"], { error: VAT_RATE_MESSAGE }))
  .transform(Number);

export const CANCELLATION_DEADLINE_MESSAGE =
  "The cancellation deadline must be a whole number of hours from 0 to 336 (two weeks)";

/**
 * The Settings tab: identity, contact details, pricing constants, ordering cutoff, default capacity
 * the storage text of the packing labels, messages, retention and delivery rounds.
 */
export const BusinessSettingsSchema = z
  .object({
    businessName: requiredText("Business name", 80),
    tagline: text("Tagline", 120),
    description: text("Description", 1000),
    areaServed: text("Area served", 120),
    contactEmail: z
      .string({ error: "Please enter the contact email" })
      .trim()
      .max(254, "Contact email must be at most 254 characters")
      .pipe(z.email({ error: "Please enter a valid email address." })),
    contactPhone: z
      .string()
      .trim()
      .max(40, "Contact phone must be at most 40 characters")
      .regex(/^[+\d][\d\s()-]*$/, "Please enter a valid phone number.")
      .optional()
      .or(z.literal(""))
      .default(""),
    shippingBase: pounds("Shipping base price"),
    shippingBaseContainers: wholeNumber("Containers in the base price", 0, 100),
    shippingPerExtraContainer: pounds("Price per extra container"),
    shippingCap: pounds("Shipping cap"),
    cateringTier1MinQty: wholeNumber("First discount threshold", 1, 1000),
    cateringTier1Percent: percent("First discount"),
    cateringTier2MinQty: wholeNumber("Second discount threshold", 1, 1000),
    cateringTier2Percent: percent("Second discount"),
    subscriptionDiscount: pounds("Subscription discount"),
    cutoffWeekday: wholeNumber("Cutoff day", 0, 6),
    cutoffTime: time("Cutoff time"),
    defaultDailyCapacity: wholeNumber("Default daily capacity", 0, 100000).optional(),
    maxBoxesPerOrder: wholeNumber("Maximum boxes per order", 1, 10000),
    maxPortionsPerOrder: wholeNumber("Maximum portions per order", 1, 100000),
    cancellationDeadlineHours: z
      .number({ error: CANCELLATION_DEADLINE_MESSAGE })
      .int(CANCELLATION_DEADLINE_MESSAGE)
      .min(0, CANCELLATION_DEADLINE_MESSAGE)
      .max(336, CANCELLATION_DEADLINE_MESSAGE),
    /** Printed on every packing label (how to store the food, by when to eat it). */
    labelStorageText: requiredText("Label storage text", 200),
    quietHoursStart: time("Quiet hours start"),
    quietHoursEnd: time("Quiet hours end"),
    reminderHoursBeforeCutoff: wholeNumber("Reminder before the cutoff", 1, 168),
    campaignReviewMinutes: wholeNumber("Time to look at a campaign", 0, 1440),
    orderRetentionYears: wholeNumber("Orders kept for", 1, 20),
    messageRetentionMonths: wholeNumber("Messages kept for", 1, 120),
    kitchenPostcode,
    minutesPerStop: wholeNumber("Minutes at each stop", 0, 60),
    deliveryWindows: checkbox,
    vatRegistered: checkbox,
    vatNumber,
    customVatRatePercent: vatRate.optional().default(20),
  })
  .superRefine((v, ctx) => {
    if (v.vatRegistered && !v.vatNumber) {
      ctx.addIssue({ code: "custom", path: ["vatNumber"], message: VAT_NUMBER_REQUIRED_MESSAGE });
    }
    if (v.cateringTier2MinQty <= v.cateringTier1MinQty) {
      ctx.addIssue({
        code: "custom",
        path: ["cateringTier2MinQty"],
        message: "The second threshold must be higher than the first",
      });
    }
    if (v.cateringTier2Percent < v.cateringTier1Percent) {
      ctx.addIssue({
        code: "custom",
        path: ["cateringTier2Percent"],
        message: "The second discount cannot be smaller than the first",
      });
    }
    if (v.shippingCap < v.shippingBase) {
      ctx.addIssue({
        code: "custom",
        path: ["shippingCap"],
        message: "The shipping cap cannot be below the base price",
      });
    }
  });

export type BusinessSettingsInput = z.output<typeof BusinessSettingsSchema>;
