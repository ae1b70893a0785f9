import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { emailOutbox } from "~/db/schema";
import { db, inTransaction, transaction } from "./db.server";
import { preparedStatement } from "./statements.server";
import { env } from "./env.server";
import { enqueue, QUEUES, type JobHandler } from "./jobs.server";
import { logger } from "./logger.server";
import { revealMailSecrets } from "./mail-secrets.server";

export interface EmailMessage {
  to: string;
  subject: string;
  /** The bodies, as stored in the outbox: a secret goes in as `secretInMail`'s token, never itself. */
  html: string;
  text: string;
  /** What the mail is, for the outbox list: verification, password-reset, order-confirmation, ... */
  kind?: string;
  /** The person it is for, lower-cased (defaults to `to`): consent, erasure and a campaign's counts go by it. */
  contact?: string;
  /** A campaign's message: written once per recipient (a second write is skipped: `null`). */
  campaignId?: string;
  /** Marketing carries a one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  unsubscribeUrl?: string;
  /** Not sent before this time (quiet hours). */
  startAfter?: Date;
}

let transport: { url: string; transporter: Transporter } | undefined;
function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  if (transport?.url !== env.SMTP_URL) {
    // A server that stops answering ends the attempt within a minute (the job is retried later),
    // well inside the send job's five minutes.
    const url = new URL(env.SMTP_URL);
    for (const [name, ms] of [
      ["connectionTimeout", 20_000],
      ["greetingTimeout", 20_000],
      ["socketTimeout", 60_000],
    ] as const)
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    const transporter = nodemailer.createTransport(url.toString());
    transport = { url: env.SMTP_URL, transporter };
  }
  return transport.transporter;
}

export function mailFrom(): string {
  return env.MAIL_FROM ?? "Dabba <no-reply@dabba.local>";
}

/** An outbox row (a statement built once: every checkout writes one). */
const insertOutboxMail = preparedStatement("outbox_mail", (root, name) =>
  root
    .insert(emailOutbox)
    .values({
      to: sql.placeholder("to"),
      subject: sql.placeholder("subject"),
      html: sql.placeholder("html"),
      text: sql.placeholder("text"),
      kind: sql.placeholder("kind"),
      status: sql.placeholder("status"),
      contact: sql.placeholder("contact"),
      campaignId: sql.placeholder("campaignId"),
      marketing: sql.placeholder("marketing"),
      unsubscribeUrl: sql.placeholder("unsubscribeUrl"),
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id })
    .prepare(name),
);

/**
 * Puts an email in the outbox. With SMTP configured it is `queued` and a send job is written with
 * it, in the caller's transaction when there is one (the mail exists only if the change that
 * caused it commits); the job delivers it in the background, with retries, so no request waits
 * for SMTP. Without SMTP the outbox is where mail ends up (`stored`) and a log line says so.
 */
export async function sendEmail(message: EmailMessage & { campaignId: string }): Promise<{ id: string } | null>;
export async function sendEmail(message: EmailMessage): Promise<{ id: string }>;
export async function sendEmail(message: EmailMessage): Promise<{ id: string } | null> {
  const queued = Boolean(env.SMTP_URL);
  // The outbox row and its job go together: inside the caller's transaction (an order's payment),
  // as part of it; otherwise in one of their own.
  const store = async () => {
    const [row] = await insertOutboxMail({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind ?? "general",
      status: queued ? "queued" : "stored",
      contact: (message.contact ?? message.to).toLowerCase(),
      campaignId: message.campaignId ?? null,
      marketing: Boolean(message.campaignId || message.unsubscribeUrl),
      unsubscribeUrl: message.unsubscribeUrl ?? null,
    });
    if (!row) return null;
    if (queued) await enqueue(QUEUES.sendEmail, { outboxId: row.id }, { startAfter: message.startAfter });
    else logger.info({ outboxId: row.id, kind: message.kind }, "email stored in outbox (no SMTP_URL)");
    return { id: row.id };
  };
  return inTransaction() || !queued ? store() : transaction(store);
}

/**
 * Sends an outbox email again (an admin's Resend): queued with a fresh job when SMTP is configured;
 * false when there is no such mail or no SMTP to send it with.
 */
export async function resendEmail(outboxId: string): Promise<boolean> {
  if (!env.SMTP_URL) return false;
  return transaction(async () => {
    const [row] = await db
      .update(emailOutbox)
      .set({ status: "queued", error: null })
      .where(eq(emailOutbox.id, outboxId))
      .returning({ id: emailOutbox.id });
    if (!row) return false;
    await enqueue(QUEUES.sendEmail, { outboxId: row.id });
    return true;
  });
}

/**
 * The send-email job: delivers one queued outbox email. A mail already sent is not sent again (a
 * retried job after a crash); a failure is recorded on the row and thrown, so the queue retries it
 * with backoff, and the last allowed attempt marks it failed.
 */
export const deliverOutboxMail: JobHandler = async (job) => {
  const outboxId = String(job.data.outboxId);
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!mail || mail.status === "sent") return;
  const transporter = smtp();
  if (!transporter) {
    await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  try {
    await transporter.sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      // The secrets the outbox keeps as tokens (a gift card's code) exist only in the message sent.
      html: await revealMailSecrets(mail.html, "html"),
      text: await revealMailSecrets(mail.text, "text"),
      ...(mail.unsubscribeUrl && {
        list: { unsubscribe: { url: mail.unsubscribeUrl, comment: "Unsubscribe" } },
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }),
    });
  } catch (err) {
    await recordDeliveryAttempt(outboxId, { error: err, lastTry: job.retryCount >= job.retryLimit });
    throw err;
  }
  await recordDeliveryAttempt(outboxId);
};

/**
 * Records one delivery attempt of an outbox message, on any channel: sent, or its error (`failed`
 * when it was the last try, else `queued` for the next), counting the attempt.
 */
export async function recordDeliveryAttempt(outboxId: string, failure?: { error: unknown; lastTry: boolean }) {
  const attempt = { attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: new Date() };
  const outcome = failure
    ? {
        status: failure.lastTry ? ("failed" as const) : ("queued" as const),
        error: failure.error instanceof Error ? failure.error.message : String(failure.error),
      }
    : { status: "sent" as const, error: null, sentAt: new Date() };
  await db
    .update(emailOutbox)
    .set({ ...attempt, ...outcome })
    .where(eq(emailOutbox.id, outboxId));
}
