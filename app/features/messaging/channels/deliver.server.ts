import { eq } from "drizzle-orm";
import { emailOutbox } from "~/db/schema/messaging";
import { db, transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { enqueue, QUEUES, type JobHandler } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { recordDeliveryAttempt, resendEmail } from "~/lib/mailer.server";
import { UndeliverableError } from "./channel";
import { channelFor } from "./registry.server";

/**
 * The send-message job: delivers one queued outbox message on its channel (SMS, WhatsApp, push),
 * as deliverOutboxMail does email. A message already sent is not sent again (a job retried after a
 * crash); every attempt is counted; a failure is recorded on the row and thrown, so the queue
 * retries it with backoff, and the last allowed attempt marks it failed. A recipient the service
 * refuses for good (UndeliverableError) fails at once. Without its service configured the message
 * is `stored`.
 */
export const deliverOutboxMessage: JobHandler = async (job) => {
  const outboxId = String(job.data.outboxId);
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!message || message.status === "sent" || message.channel === "email") return;
  const channel = channelFor(message.channel);
  if (!channel.enabled()) {
    await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  try {
    await channel.send({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      url: message.html,
    });
  } catch (err) {
    const undeliverable = err instanceof UndeliverableError;
    await recordDeliveryAttempt(outboxId, { error: err, lastTry: undeliverable || job.retryCount >= job.retryLimit });
    if (undeliverable) {
      logger.warn({ outboxId, channel: message.channel, err: err.message }, "message undeliverable; not retried");
      return;
    }
    throw err;
  }
  await recordDeliveryAttempt(outboxId);
};

/** Whether an outbox message on this channel can be sent (again): its service is configured. */
export function canSend(channel: (typeof emailOutbox.$inferSelect)["channel"]): boolean {
  return channel === "email" ? Boolean(env.SMTP_URL) : channelFor(channel).enabled();
}

/**
 * Sends an outbox message again (an admin's Resend) on its own channel: email through the mailer,
 * the others queued with a fresh send-message job. False when there is no such message or its
 * channel's service is not configured.
 */
export async function resendMessage(outboxId: string): Promise<boolean> {
  const [row] = await db.select({ channel: emailOutbox.channel }).from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row) return false;
  if (row.channel === "email") return resendEmail(outboxId);
  if (!channelFor(row.channel).enabled()) return false;
  return transaction(async () => {
    await db.update(emailOutbox).set({ status: "queued", error: null }).where(eq(emailOutbox.id, outboxId));
    await enqueue(QUEUES.sendMessage, { outboxId });
    return true;
  });
}
