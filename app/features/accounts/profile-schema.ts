import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "~/features/delivery/public";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || null);

/** My account's Profile Information form (the email is read-only and never taken from it). */
export const ProfileFormSchema = z.object({
  intent: z.literal("update-profile"),
  firstName: optionalText(100, "First name"),
  lastName: optionalText(100, "Last name"),
  phone: optionalText(30, "Phone").refine(
    (v) => v === null || (/^[+()\d\s-]+$/.test(v) && v.replace(/\D/g, "").length >= 7),
    "Please enter a valid phone number.",
  ),
  address: optionalText(300, "Address"),
  /** Checked and normalised by the same parser as checkout's postcode ("se15 4st" → "SE15 4ST"), which it prefills. */
  postcode: optionalText(10, "Postcode")
    .refine((v) => v === null || parsePostcode(v) !== null, INVALID_POSTCODE_MESSAGE)
    .transform((v) => (v === null ? null : (parsePostcode(v)?.postcode ?? v))),
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;
