import { parseWithZod } from "@conform-to/zod/v4";
import { activePromoCodes } from "~/features/promotions/public.server";
import { getBusinessSettings, saveReferralSettings } from "~/features/settings/public.server";
import type { ActionResult } from "~/lib/action-result";
import { failed, succeeded } from "~/lib/action-result.server";
import { ReferralSettingsSchema, WELCOME_CODE_MESSAGE } from "./referral-settings-schema";

/** The Referrals section's data: the settings as the form shows them, and the codes to choose from. */
export async function loadReferralSettings() {
  const [settings, codes] = await Promise.all([getBusinessSettings(), activePromoCodes()]);
  return {
    referralSettings: {
      referralsEnabled: settings.referralsEnabled ? "on" : "",
      referralCredit: (settings.referralCreditPence / 100).toFixed(2),
      referralPromoCode: settings.referralPromoCode,
    },
    welcomeCodes: codes.map((c) => ({ value: c.code, label: `${c.code}: ${c.offer}` })),
  };
}

type Extra = { form?: "referrals" };
export type ReferralSettingsResult = ActionResult<Extra>;

/** The Referrals section's form (the Settings tab dispatches it by intent). */
export const referralSettingsIntents = {
  "save-referrals": async (formData: FormData) => {
    const submission = parseWithZod(formData, { schema: ReferralSettingsSchema });
    const refuse = (result = submission.reply()) =>
      failed<Extra>("Failed to save the referral settings", {
        form: "referrals",
        result,
        description: "Please check the highlighted fields.",
      });
    if (submission.status !== "success") return refuse();
    const { referralsEnabled, referralCredit, referralPromoCode } = submission.value;
    const codes = await activePromoCodes();
    const chosen = codes.find((c) => c.code.toUpperCase() === referralPromoCode.toUpperCase());
    if (referralPromoCode && !chosen)
      return refuse(submission.reply({ fieldErrors: { referralPromoCode: [WELCOME_CODE_MESSAGE] } }));
    await saveReferralSettings({
      referralsEnabled,
      referralCreditPence: referralCredit,
      referralPromoCode: chosen?.code ?? "",
    });
    return succeeded(referralsEnabled ? "Referrals saved: on" : "Referrals saved: off", {
      form: "referrals" as const,
      result: submission.reply(),
    });
  },
};
