import { publicUrl } from "~/lib/env.server";
import { signValue, validSignature } from "~/lib/signing.server";

/** Keeps a campaign link's signature from standing for any other signed link. */
const PURPOSE = "campaign-link";

/**
 * A recipient's own link in a campaign's message: `/c/<campaign>/<email, base64url>/<signature>`.
 * Opening it counts them as having opened the campaign and leads to the campaign's page of the shop.
 */
export function campaignLink(campaignId: string, contact: string): string {
  const who = Buffer.from(contact).toString("base64url");
  return `${publicUrl()}/c/${campaignId}/${who}/${signValue(PURPOSE, `${campaignId}:${contact}`)}`;
}

/** The recipient a link names when we made it (not changed or cut short), else null. */
export function readCampaignLink(campaignId: string, who: string, signature: string): string | null {
  if (who.length > 400 || signature.length > 100) return null;
  const contact = Buffer.from(who, "base64url").toString("utf8");
  return contact && validSignature(PURPOSE, `${campaignId}:${contact}`, signature) ? contact : null;
}
