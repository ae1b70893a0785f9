import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "~/features/delivery/public";
import { isIsoDate } from "~/lib/dates";
import { CHECKOUT_FIELDS, missingMessage } from "./checkout-schema";

/** The customer's new delivery date for an order (one of the dates the page offers). */
export const ChangeDateSchema = z.object({
  intent: z.literal("change-date"),
  deliveryDate: z
    .string({ error: "Please pick a delivery date." })
    .refine((v) => isIsoDate(v), "Please pick a valid delivery date."),
});

const required = (field: "address" | "city" | "postcode", max: number) =>
  z
    .string({ error: missingMessage(field) })
    .trim()
    .min(1, missingMessage(field))
    .max(max, `The ${CHECKOUT_FIELDS[field]} field is too long.`);

/** The customer's new delivery address; the server then checks the postcode against the delivery area. */
export const ChangeAddressSchema = z.object({
  intent: z.literal("change-address"),
  address: required("address", 300),
  city: required("city", 100),
  postcode: required("postcode", 10)
    .refine((v) => parsePostcode(v) !== null, INVALID_POSTCODE_MESSAGE)
    .transform((v) => parsePostcode(v)?.postcode ?? v),
});

export type ChangeAddressInput = z.output<typeof ChangeAddressSchema>;
