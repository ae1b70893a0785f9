import { data } from "react-router";
import { z } from "zod";
import { formatPence } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import type { RedeemGiftCardAnswer } from "./components/redeem-gift-card";
import { redeemGiftCard } from "./redeem.server";

/** Whatever was typed (anything else counts as a wrong code, and as a try). */
const CodeSchema = z.string().trim().max(100).catch("");

/**
 * My account's "Redeem a gift card" intent: a redemption redirects back with a toast saying what
 * was added; a refusal answers 400 with the words shown under the field.
 */
export async function redeemGiftCardFromForm(form: FormData, userId: string, clientAddress: string) {
  const code = CodeSchema.parse(form.get("code"));
  const result = await redeemGiftCard({ userId, code, clientAddress });
  if (!result.ok) return data<RedeemGiftCardAnswer>({ giftCardError: result.message }, { status: 400 });
  return redirectWithToast("/my-account", {
    type: "success",
    title: "Gift card redeemed",
    description: `${formatPence(result.amountPence)} was added to your store credit.`,
  });
}
