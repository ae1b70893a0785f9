import { z } from "zod";
import { CollectionCheckoutSchema, DeliveryCheckoutSchema } from "./checkout-schema";

export const ManualPaymentSchema = z.enum(["cash", "bank_transfer", "link"], {
  error: "Please choose how the order is paid.",
});
export type ManualPayment = z.infer<typeof ManualPaymentSchema>;

/** How each payment is named in the history, the Orders tab and the order page. */
export const MANUAL_PAYMENT_WORDS: Record<ManualPayment, string> = {
  cash: "paid by cash",
  bank_transfer: "paid by bank transfer",
  link: "payment link sent",
};
export const MANUAL_PAYMENT_LABEL: Record<ManualPayment, string> = {
  cash: "Cash",
  bank_transfer: "Bank transfer",
  link: "Payment link",
};

const manual = {
  /** "quote" shows the server's price; "save" creates the order. */
  intent: z.enum(["quote", "save"]).default("save"),
  payment: ManualPaymentSchema,
  reference: z.string().trim().max(100, "The reference is too long.").optional(),
  allergyNote: z
    .string()
    .trim()
    .max(500, "Allergies or dietary needs must be at most 500 characters.")
    .optional()
    .transform((v) => v || undefined),
};

/**
 * The New order form (admin): checkout's customer fields and rules (the same messages), the cart
 * as JSON, how it is paid and the customer's allergy note. The billing address is the delivery's.
 */
export const ManualOrderSchema = z.discriminatedUnion("fulfilment", [
  DeliveryCheckoutSchema.safeExtend(manual),
  CollectionCheckoutSchema.extend(manual),
]);
export type ManualOrderInput = z.infer<typeof ManualOrderSchema>;
