import { accountHolderOf } from "~/features/accounts/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { publicUrl } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { addressBucket, consumeRateLimit } from "~/lib/rate-limit.server";
import { signValue, validSignature } from "~/lib/signing.server";
import { collectPersonalData, holdsAnything } from "./personal-data.server";

/** How long an emailed link opens the guest's data. */
export const LINK_MINUTES = 60;
const PURPOSE = "your-data";
/** Requests per hour: per client address, and per email asked about (so no inbox is flooded). */
const PER_ADDRESS = 10;
const PER_EMAIL = 3;

/**
 * The token of a guest's link: the email and the link's expiry, signed (lib/signing), so only the
 * server can make one and a changed email or expiry fails the signature.
 */
export function guestLinkToken(email: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60;
  const value = `${email.trim().toLowerCase()}:${expires}`;
  return `${Buffer.from(value).toString("base64url")}.${signValue(PURPOSE, value)}`;
}

/** The email a link's token opens, or null when it was changed, is not one, or has expired. */
export function readGuestLink(token: string | null | undefined, now = new Date()): string | null {
  const [payload, signature, extra] = (token ?? "").split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const value = Buffer.from(payload, "base64url").toString();
  if (!validSignature(PURPOSE, value, signature)) return null;
  const at = value.lastIndexOf(":");
  const expires = Number(value.slice(at + 1));
  if (at < 1 || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return null;
  return value.slice(0, at);
}

export const GUEST_LINK_SENT =
  "If we hold data for that address, we've emailed a link to it. The link works for an hour.";

/**
 * A guest asks for their data: the same answer whatever we hold (GUEST_LINK_SENT), so the form
 * tells nobody whether an address is known. What is emailed: to an account's address, how to sign
 * in and use My account; to an address we hold something under, a signed link valid for an hour;
 * to any other, nothing. False when the client or the address asked too often (the limit is the
 * same for every address).
 */
export async function requestGuestLink(email: string, clientIp: string, now = new Date()): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const allowed =
    (await consumeRateLimit(`your-data:ip:${addressBucket(clientIp)}`, PER_ADDRESS, 3600)) &&
    (await consumeRateLimit(`your-data:email:${key}`, PER_EMAIL, 3600));
  if (!allowed) return false;
  const { businessName } = await getBusinessSettings();
  const send = (heading: string, paragraphs: string[], button: { label: string; url: string }) => {
    const { html, text } = renderEmail(businessName, { heading, paragraphs, button });
    return sendEmail({ to: key, subject: `${businessName}: your data`, html, text, kind: "data-request" });
  };
  if (await accountHolderOf(key)) {
    await send(
      "Your data is in your account",
      [
        "Someone (we hope you) asked to see or delete the data we hold for this address. This address has an account with us: sign in and open My account, then Your data, to download it or delete your account.",
        "If you did not ask, you can ignore this email.",
      ],
      { label: "Sign in", url: `${publicUrl()}/login?redirectTo=${encodeURIComponent("/my-account/data")}` },
    );
  } else if (holdsAnything(await collectPersonalData({ email: key, userId: null }, now))) {
    await send(
      "Your data",
      [
        `Someone (we hope you) asked to see or delete the data we hold for this address. The link below opens it for ${LINK_MINUTES} minutes: you can download it or ask us to erase it.`,
        "If you did not ask, you can ignore this email: nothing changes.",
      ],
      { label: "See your data", url: `${publicUrl()}/your-data?token=${guestLinkToken(key, now)}` },
    );
  }
  return true;
}
