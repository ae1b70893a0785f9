import { emailOutbox } from "~/db/schema/messaging";
import { db, inTransaction, transaction } from "~/lib/db.server";
import { enqueue, QUEUES } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { sendEmail, type EmailMessage } from "~/lib/mailer.server";
import { channelFor } from "./channels/registry.server";

/** The channels behind the one port (decision 037). */
export type MessageChannel = (typeof emailOutbox.$inferSelect)["channel"];

/** A message on a channel other than email: SMS and WhatsApp by phone (E.164), push by subscription id. */
export interface ChannelMessage {
  channel: Exclude<MessageChannel, "email">;
  /** The phone number (E.164) or the push subscription's id. */
  to: string;
  /** The person it is for: their email, lower-cased. */
  contact: string;
  /** A push notification's title; the outbox's subject for SMS and WhatsApp. */
  subject: string;
  text: string;
  /** What it is (order-confirmation, campaign, …). */
  kind: string;
  /** A campaign's message: written once per recipient and channel (else `null`). */
  campaignId?: string;
  /** Where a push notification leads when tapped. */
  url?: string;
  /** Not sent before this time (quiet hours). */
  startAfter?: Date;
}

export type OutgoingMessage = ({ channel: "email" } & EmailMessage) | ChannelMessage;

/**
 * Puts a message in the outbox, on its channel, with the job that delivers it (in the caller's
 * transaction when there is one): email through the mailer, the others through the `send-message`
 * job. Returns null when the campaign already holds a message for this recipient on this channel.
 */
export async function queueMessage(message: OutgoingMessage): Promise<{ id: string } | null> {
  if (message.channel === "email") {
    const { channel: _channel, ...email } = message;
    return email.campaignId ? sendEmail({ ...email, campaignId: email.campaignId }) : sendEmail(email);
  }
  const enabled = channelFor(message.channel).enabled();
  const store = async () => {
    const [row] = await db
      .insert(emailOutbox)
      .values({
        channel: message.channel,
        to: message.to,
        contact: message.contact.toLowerCase(),
        subject: message.subject,
        text: message.text,
        // A push notification's link travels with it; SMS and WhatsApp carry theirs in the text.
        html: message.url ?? "",
        kind: message.kind,
        campaignId: message.campaignId ?? null,
        marketing: Boolean(message.campaignId),
        // Without its service configured (no TWILIO_*), the outbox is where the message ends up.
        status: enabled ? "queued" : "stored",
      })
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    if (!row) return null;
    if (enabled) await enqueue(QUEUES.sendMessage, { outboxId: row.id }, { startAfter: message.startAfter });
    else
      logger.info({ outboxId: row.id, channel: message.channel }, "message stored in outbox (channel not configured)");
    return row;
  };
  // The row and its job go together: in the caller's transaction, else in one of their own.
  return inTransaction() || !enabled ? store() : transaction(store);
}
