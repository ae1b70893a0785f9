import { accountContactOf } from "~/features/accounts/public.server";
import { activePromoCodes } from "~/features/promotions/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { referrerOfCode } from "./codes.server";
import { referralCodeFromCookie } from "./referral-cookie.server";

export interface ReferralInvite {
  /** The share code, as stored. */
  code: string;
  referrerUserId: string;
  referrerEmail: string;
  /** Who invited the friend, as the friend reads it ("Asha"; "a friend" when the account has no name). */
  referrerName: string;
  /** The owner's welcome code and its offer, when one is set and active. */
  welcome: { code: string; offer: string } | null;
}

/** The invite behind a share code: null when referrals are off or the code is no customer's. */
export async function inviteOf(code: string | null): Promise<ReferralInvite | null> {
  if (!code) return null;
  const settings = await getBusinessSettings();
  if (!settings.referralsEnabled) return null;
  const referrerUserId = await referrerOfCode(code);
  const contact = referrerUserId ? await accountContactOf(referrerUserId) : null;
  if (!referrerUserId || !contact) return null;
  return {
    code: code.trim().toUpperCase(),
    referrerUserId,
    referrerEmail: contact.email,
    referrerName: contact.firstName || "a friend",
    welcome: await welcomeCode(settings.referralPromoCode),
  };
}

/** The invite the share link's cookie names in this request, if it still holds. */
export async function inviteOfRequest(request: Request): Promise<ReferralInvite | null> {
  return inviteOf(await referralCodeFromCookie(request.headers.get("Cookie")));
}

/** The settings' welcome code with its offer ("£5 off"), when it is set and still active. */
export async function welcomeCode(code: string): Promise<{ code: string; offer: string } | null> {
  if (!code) return null;
  const found = (await activePromoCodes()).find((c) => c.code.toUpperCase() === code.toUpperCase());
  return found ? { code: found.code, offer: found.offer } : null;
}

/** What the friend reads on arriving ("Welcome! Asha invited you: £5 off on your first order."). */
export function welcomeText(invite: ReferralInvite): string {
  return invite.welcome
    ? `Welcome! ${invite.referrerName} invited you: ${invite.welcome.offer} on your first order.`
    : `Welcome! ${invite.referrerName} invited you to order.`;
}
