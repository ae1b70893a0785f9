import { and, eq } from "drizzle-orm";
import { campaigns } from "~/db/schema/campaigns";
import { waitlistCoveredBy } from "~/features/delivery/public.server";
import {
  marketingAudience,
  queueMessage,
  renderEmail,
  serviceReach,
  unsubscribeUrl,
  withdrewEmailNews,
  type OutgoingMessage,
  type Reach,
} from "~/features/messaging/public.server";
import { weekendOrderContacts } from "~/features/orders/public.server";
import { findWeekOf } from "~/features/catalog/public.server";
import { cutoffInstant } from "~/features/delivery/public";
import { getBusinessSettings, orderingSettings } from "~/features/settings/public.server";
import { weekendLabel } from "~/lib/dates";
import { subscribersDueOn } from "~/features/subscriptions/public.server";
import { db, transaction } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { campaignLink } from "./campaign-link.server";
import { dueCampaigns, ensureWeekendReminders, type Campaign } from "./campaigns.server";
import { nextSendingTime } from "./quiet-hours";

/** A person a campaign goes to, and where. */
export interface Recipient {
  contact: string;
  reach: Reach[];
}

/**
 * Who a campaign goes to, now: marketing only to those who agreed (per channel); the cutoff
 * reminder leaves out whoever has an order for the weekend or is a subscriber due a box (they get
 * their own reminder, a service message: by email, and by SMS when chosen); a district's news goes
 * to its waitlist, who asked for it, by email (unless they have unsubscribed since).
 */
export async function recipientsOf(campaign: Campaign): Promise<Recipient[]> {
  const saturday = campaign.weekendSaturday;
  switch (campaign.kind) {
    case "menu-live":
    case "announcement":
      return marketingAudience();
    case "cutoff-reminder": {
      const [audience, ordered, subscribers] = await Promise.all([
        marketingAudience(),
        weekendOrderContacts(saturday!),
        subscribersDueOn(saturday!),
      ]);
      const subscribed = new Set(subscribers.map((s) => s.email));
      return audience.filter((person) => !ordered.has(person.contact) && !subscribed.has(person.contact));
    }
    case "subscriber-reminder": {
      const people = new Map<string, Recipient>();
      for (const subscriber of await subscribersDueOn(saturday!))
        people.set(subscriber.email, {
          contact: subscriber.email,
          reach: await serviceReach(subscriber.email, subscriber.phone),
        });
      return [...people.values()];
    }
    case "area-opened": {
      const entries = await waitlistCoveredBy(campaign.district!);
      const emails = [...new Set(entries.map((entry) => entry.email.trim().toLowerCase()))];
      const unsubscribed = await withdrewEmailNews(emails);
      return emails
        .filter((email) => !unsubscribed.has(email))
        .map((email) => ({ contact: email, reach: [{ channel: "email", to: email }] }));
    }
  }
}

/** Whether a campaign is marketing (consent, unsubscribe) or a service message (a subscriber's box). */
export const isMarketing = (campaign: Pick<Campaign, "kind">) => campaign.kind !== "subscriber-reminder";

/** The message one recipient gets on one channel. */
export function messageFor(
  campaign: Campaign,
  recipient: { contact: string; reach: Reach },
  businessName: string,
): OutgoingMessage {
  const link = campaignLink(campaign.id, recipient.contact);
  const marketing = isMarketing(campaign);
  const common = { contact: recipient.contact, kind: `campaign-${campaign.kind}`, campaignId: campaign.id };
  const { channel, to } = recipient.reach;
  if (channel === "email") {
    const unsubscribe = marketing ? unsubscribeUrl(recipient.contact) : undefined;
    const { html, text } = renderEmail(businessName, {
      heading: campaign.subject,
      paragraphs: campaign.body.split(/\n\s*\n/).filter(Boolean),
      button: { label: campaign.linkPath === "/my-account" ? "Open My account" : "Order now", url: link },
      footer: unsubscribe
        ? `You get these emails because you asked ${businessName} for news. Unsubscribe with one click: ${unsubscribe}`
        : `You get this email because you subscribe to ${businessName}'s weekly boxes.`,
    });
    return { channel, to, subject: campaign.subject, html, text, ...common, unsubscribeUrl: unsubscribe };
  }
  if (channel === "push")
    return { channel, to, subject: campaign.subject, text: campaign.body.split(/\n/)[0], url: link, ...common };
  const stop = marketing ? " Reply STOP to opt out." : "";
  const text =
    channel === "sms"
      ? `${businessName}: ${campaign.subject}. ${link}${stop}`
      : `*${campaign.subject}*\n\n${campaign.body}\n\n${link}${stop ? `\n\n${stop.trim()}` : ""}`;
  return { channel, to, subject: campaign.subject, text, ...common };
}

/** What became of a send: messages written, or why it did not go. */
export type SendOutcome = { sent: number } | { refused: string };

/**
 * Why a weekend's campaign cannot go now: its weekend is not on sale (it may be again: the campaign
 * waits), or its orders have closed (too late: the campaign is cancelled).
 */
async function weekendRefusal(campaign: Campaign, now: Date): Promise<{ reason: string; cancel: boolean } | null> {
  const saturday = campaign.weekendSaturday;
  if (!saturday) return null;
  if (now >= cutoffInstant(saturday, await orderingSettings()))
    return { reason: `Orders for ${weekendLabel(saturday)} have closed: the campaign is cancelled`, cancel: true };
  if (!(await findWeekOf(saturday)))
    return { reason: `${weekendLabel(saturday)} is not published: publish it first`, cancel: false };
  return null;
}

/**
 * Sends a campaign: one message per recipient and channel, each held until quiet hours end when
 * due inside them, written with its job; the campaign is marked sent in the same transaction.
 * Sending twice reaches nobody twice (the outbox's unique index per campaign, channel and person).
 * A weekend's campaign goes only while its weekend is on sale and open for orders.
 */
export async function sendCampaign(campaignId: string, now: Date = new Date(), by?: string): Promise<SendOutcome> {
  return transaction(async () => {
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "scheduled")))
      .for("update");
    if (!campaign) return { refused: "This campaign was sent or cancelled already" };
    const refusal = await weekendRefusal(campaign, now);
    if (refusal) {
      if (refusal.cancel) await db.update(campaigns).set({ status: "cancelled" }).where(eq(campaigns.id, campaignId));
      return { refused: refusal.reason };
    }
    const settings = await getBusinessSettings();
    const startAfter = nextSendingTime(now, settings);
    let sent = 0;
    for (const person of await recipientsOf(campaign))
      for (const reach of person.reach) {
        const message = messageFor(campaign, { contact: person.contact, reach }, settings.businessName);
        if (await queueMessage({ ...message, startAfter: startAfter > now ? startAfter : undefined })) sent++;
      }
    await db
      .update(campaigns)
      .set({ status: "sent", sentAt: now, ...(by && { changedBy: by }) })
      .where(eq(campaigns.id, campaignId));
    return { sent };
  });
}

/**
 * The `run-campaigns` job: makes the reminders of the weekends on sale, then sends every campaign
 * whose time has come, one transaction each (one failing does not hold the others back).
 */
export async function runCampaigns(
  now: Date = new Date(),
): Promise<Array<{ id: string; kind: string; messages: number }>> {
  await ensureWeekendReminders(now);
  const sent = [];
  for (const campaign of await dueCampaigns(now)) {
    try {
      const outcome = await sendCampaign(campaign.id, now);
      if ("sent" in outcome) sent.push({ id: campaign.id, kind: campaign.kind, messages: outcome.sent });
    } catch (err) {
      logger.error({ err, campaignId: campaign.id }, "a campaign could not be sent; the next run tries again");
    }
  }
  return sent;
}
