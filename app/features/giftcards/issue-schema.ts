import { z } from "zod";
import { isIsoDate, todayInLondon } from "~/lib/dates";
import { parsePounds } from "~/lib/money";

export const MIN_GIFT_CARD_PENCE = 100;
export const MAX_GIFT_CARD_PENCE = 100_000;
export const MAX_MESSAGE_LENGTH = 500;

/** The owner's "Issue a gift card" form (the browser and the action read it the same way). */
export const IssueGiftCardSchema = z.object({
  amount: z
    .string({ error: "Enter an amount in pounds, e.g. 25.00" })
    .trim()
    .transform((value, ctx) => {
      const pence = parsePounds(value);
      if (pence === null || pence < MIN_GIFT_CARD_PENCE || pence > MAX_GIFT_CARD_PENCE) {
        ctx.addIssue({ code: "custom", message: "Enter an amount from £1.00 to £1,000.00" });
        return z.NEVER;
      }
      return pence;
    }),
  recipientName: z
    .string({ error: "Enter the recipient's name" })
    .trim()
    .min(1, "Enter the recipient's name")
    .max(100, "At most 100 characters"),
  recipientEmail: z
    .string({ error: "Enter the recipient's email" })
    .trim()
    .max(254, "At most 254 characters")
    .pipe(z.email("Enter a valid email address")),
  message: z.string().trim().max(MAX_MESSAGE_LENGTH, `At most ${MAX_MESSAGE_LENGTH} characters`).default(""),
  sendOn: z
    .string({ error: "Choose the day it is emailed" })
    .trim()
    .refine(isIsoDate, "Choose the day it is emailed")
    .refine((day) => day >= todayInLondon(), "Choose today or a later day"),
  buyerName: z
    .string({ error: "Say whom it is from" })
    .trim()
    .min(1, "Say whom it is from")
    .max(100, "At most 100 characters"),
});
export type IssueGiftCardForm = z.infer<typeof IssueGiftCardSchema>;
