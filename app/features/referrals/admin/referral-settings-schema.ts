import { z } from "zod";
import { parsePounds } from "~/lib/money";

export const REFERRAL_CREDIT_MESSAGE = "The referrer's credit must be an amount in pounds from 0 to 1000, e.g. 10.00";
export const WELCOME_CODE_MESSAGE = "Choose one of the active promo codes, or none";

/**
 * The Settings tab's Referrals section (decision 045): on or off, the referrer's credit (£0–£1000)
 * and the welcome code (one of the active promo codes, checked on the server, or none).
 */
export const ReferralSettingsSchema = z.object({
  referralsEnabled: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  referralCredit: z.string({ error: REFERRAL_CREDIT_MESSAGE }).transform((value, ctx) => {
    const pence = parsePounds(value);
    if (pence === null || pence > 100_000) {
      ctx.addIssue({ code: "custom", message: REFERRAL_CREDIT_MESSAGE });
      return z.NEVER;
    }
    return pence;
  }),
  referralPromoCode: z.string().trim().max(40, WELCOME_CODE_MESSAGE).optional().default(""),
});
export type ReferralSettingsInput = z.infer<typeof ReferralSettingsSchema>;
