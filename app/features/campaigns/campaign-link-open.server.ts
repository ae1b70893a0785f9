import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import { campaigns } from "~/db/schema/campaigns";
import { markCampaignLinkOpened } from "~/features/messaging/public.server";
import { db } from "~/lib/db.server";
import { readCampaignLink } from "./campaign-link.server";

/**
 * A recipient followed their link: counted as opened (once), then sent where the campaign leads.
 * A link we did not make (changed, cut short) still leads to the shop, uncounted.
 */
export async function openCampaignLink(params: { campaignId?: string; who?: string; signature?: string }) {
  const { campaignId = "", who = "", signature = "" } = params;
  if (!z.uuid().safeParse(campaignId).success) return redirect("/order");
  const [campaign] = await db
    .select({ linkPath: campaigns.linkPath })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) return redirect("/order");
  const contact = readCampaignLink(campaignId, who, signature);
  if (contact) await markCampaignLinkOpened(campaignId, contact);
  return redirect(campaign.linkPath);
}
