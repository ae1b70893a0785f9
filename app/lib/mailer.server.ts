import nodemailer, { type Transporter } from "nodemailer";
import { emailOutbox } from "~/db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is, for the outbox list: verification, password-reset, order-confirmation, ... */
  kind?: string;
}

let transport: Transporter | undefined;
function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
}

export function mailFrom(): string {
  return env.MAIL_FROM ?? "Dabba <no-reply@dabba.local>";
}

/**
 * Sends an email through SMTP when SMTP_URL is set. Every message is also recorded in the
 * outbox table (status stored / sent / failed) so admins can read what was sent; without SMTP
 * the outbox is where mail ends up, and a log line says so.
 */
export async function sendEmail(message: EmailMessage): Promise<{ id: string; delivered: boolean }> {
  const transporter = smtp();
  let status: "stored" | "sent" | "failed" = "stored";
  let error: string | null = null;
  if (transporter) {
    try {
      await transporter.sendMail({
        from: mailFrom(),
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      status = "sent";
    } catch (err) {
      status = "failed";
      error = err instanceof Error ? err.message : String(err);
      logger.error({ err, to: message.to, subject: message.subject }, "email sending failed");
    }
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind ?? "general",
      status,
      error,
      sentAt: status === "sent" ? new Date() : null,
    })
    .returning({ id: emailOutbox.id });
  if (!transporter) {
    logger.info({ to: message.to, subject: message.subject, outboxId: row.id }, "email stored in outbox (no SMTP_URL)");
  }
  return { id: row.id, delivered: status === "sent" };
}
