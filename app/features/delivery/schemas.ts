import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "./postcode-match";

const postcode = z
  .string({ error: "Please enter your postcode." })
  .trim()
  .min(1, "Please enter your postcode.")
  .max(16, INVALID_POSTCODE_MESSAGE)
  .refine((value) => parsePostcode(value) !== null, INVALID_POSTCODE_MESSAGE);

/** The postcode check form (/postcode-check). */
export const PostcodeCheckSchema = z.object({
  intent: z.literal("check"),
  postcode,
});

/** The waitlist form shown when we do not deliver to a postcode yet. */
export const PostcodeWaitlistSchema = z.object({
  intent: z.literal("waitlist"),
  postcode,
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .max(254, "Email address must be at most 254 characters.")
    .pipe(z.email({ error: "Please enter a valid email address." })),
});
