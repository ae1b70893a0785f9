import { z } from "zod";
import { parsePounds } from "~/lib/money";

/** The most the owner may give in one grant: £500. */
export const MAX_GRANT_PENCE = 50_000;

/** The back-office's "Give credit" form: whom, how much in pounds (2 decimals), and why. */
export const GiveCreditSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  amount: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const pence = parsePounds(value);
      if (pence === null || pence <= 0) {
        ctx.addIssue({ code: "custom", message: "Enter an amount in pounds, e.g. 12.50" });
        return z.NEVER;
      }
      if (pence > MAX_GRANT_PENCE) {
        ctx.addIssue({ code: "custom", message: "At most £500.00 can be given at once" });
        return z.NEVER;
      }
      return pence;
    }),
  note: z
    .string()
    .trim()
    .min(1, "Say why the credit is given: the customer reads it")
    .max(300, "At most 300 characters"),
});
