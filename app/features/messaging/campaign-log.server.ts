import { and, count, countDistinct, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { emailOutbox } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";

/** What happened to a campaign's messages, from the outbox. */
export interface CampaignDeliveries {
  /** Messages written (one per recipient and channel). */
  messages: number;
  /** People reached on at least one channel. */
  recipients: number;
  sent: number;
  failed: number;
  /** Queued: waiting for quiet hours to end, or retrying. */
  waiting: number;
  /** Kept in the outbox: the channel's service (SMTP, Twilio, push) is not configured. */
  stored: number;
  /** People who opened their signed link. */
  opened: number;
  byChannel: Record<string, number>;
}

/** The deliveries of each campaign named, from its outbox rows (one query). */
export async function campaignDeliveries(campaignIds: string[]): Promise<Map<string, CampaignDeliveries>> {
  const result = new Map<string, CampaignDeliveries>();
  if (campaignIds.length === 0) return result;
  const rows = await db
    .select({
      campaignId: emailOutbox.campaignId,
      channel: emailOutbox.channel,
      status: emailOutbox.status,
      messages: count(),
      recipients: countDistinct(emailOutbox.contact),
      opened:
        sql<number>`count(distinct ${emailOutbox.contact}) filter (where ${emailOutbox.openedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.campaignId, campaignIds))
    .groupBy(emailOutbox.campaignId, emailOutbox.channel, emailOutbox.status);
  const people = await db
    .select({
      campaignId: emailOutbox.campaignId,
      recipients: countDistinct(emailOutbox.contact),
      opened:
        sql<number>`count(distinct ${emailOutbox.contact}) filter (where ${emailOutbox.openedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.campaignId, campaignIds))
    .groupBy(emailOutbox.campaignId);
  for (const id of campaignIds)
    result.set(id, { messages: 0, recipients: 0, sent: 0, failed: 0, waiting: 0, stored: 0, opened: 0, byChannel: {} });
  for (const row of rows) {
    const totals = result.get(row.campaignId!)!;
    totals.messages += row.messages;
    totals.byChannel[row.channel] = (totals.byChannel[row.channel] ?? 0) + row.messages;
    if (row.status === "sent") totals.sent += row.messages;
    else if (row.status === "failed") totals.failed += row.messages;
    else if (row.status === "stored") totals.stored += row.messages;
    else totals.waiting += row.messages;
  }
  for (const row of people)
    Object.assign(result.get(row.campaignId!)!, { recipients: row.recipients, opened: row.opened });
  return result;
}

/** The people (lower-cased emails) a campaign's messages went to. */
export async function campaignContacts(campaignId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ contact: emailOutbox.contact })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.campaignId, campaignId), isNotNull(emailOutbox.contact)));
  return rows.map((row) => row.contact!);
}

/** Records that a recipient opened a campaign's link (the first time, on each of their messages); false when they got none. */
export async function markCampaignLinkOpened(campaignId: string, contact: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ openedAt: sql`coalesce(${emailOutbox.openedAt}, now())` })
    .where(and(eq(emailOutbox.campaignId, campaignId), eq(emailOutbox.contact, contact)))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
