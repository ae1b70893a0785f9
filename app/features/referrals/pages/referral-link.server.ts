import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { referralCookieHeader } from "../referral-cookie.server";
import { inviteOf, welcomeText } from "../welcome.server";

/**
 * A share link, /r/:code (decision 045): a customer's code while referrals are on keeps the code in
 * the browser for 30 days (HttpOnly) and opens the builder with the welcome; anything else goes
 * home and keeps nothing.
 */
export async function followReferralLink(code: string | undefined): Promise<Response> {
  const invite = await inviteOf(code ?? null);
  if (!invite) return redirect("/");
  return redirectWithToast(
    "/order",
    { type: "success", title: welcomeText(invite) },
    { headers: { "Set-Cookie": await referralCookieHeader(invite.code) } },
  );
}
