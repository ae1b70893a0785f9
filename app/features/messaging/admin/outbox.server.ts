import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { emailOutbox } from "~/db/schema/messaging";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { hideMailSecrets } from "~/lib/mail-secrets.server";
import { canSend, resendMessage } from "../channels/deliver.server";
import { CHANNEL_SERVICE, MESSAGE_CHANNELS, MESSAGE_NOUN } from "../channels/labels";
import type { MessageChannel } from "../messages.server";

export const OUTBOX_PAGE_SIZE = 50;

/**
 * One page of the messages sent or stored on every channel, newest first, optionally of one
 * channel, of one kind or to one recipient (their address on the channel or their email).
 */
export async function listOutbox({
  page,
  kind,
  to,
  channel,
}: {
  page: number;
  kind?: string;
  to?: string;
  channel?: MessageChannel;
}) {
  const pattern = to ? `%${to.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : "";
  const conditions = [
    kind ? eq(emailOutbox.kind, kind) : undefined,
    channel ? eq(emailOutbox.channel, channel) : undefined,
    to ? or(sql`${emailOutbox.to} ilike ${pattern}`, sql`${emailOutbox.contact} ilike ${pattern}`) : undefined,
  ].filter((c): c is NonNullable<typeof c> => Boolean(c));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(emailOutbox).where(where);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const mails = await db
    .select({
      id: emailOutbox.id,
      channel: emailOutbox.channel,
      to: emailOutbox.to,
      contact: emailOutbox.contact,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      error: emailOutbox.error,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((current - 1) * OUTBOX_PAGE_SIZE);
  const kinds = await db.selectDistinct({ kind: emailOutbox.kind }).from(emailOutbox).orderBy(emailOutbox.kind);
  return { mails, total, page: current, pageCount, kinds: kinds.map((k) => k.kind) };
}

export async function getOutboxMail(id: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return mail ?? null;
}

const OutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  kind: z.string().trim().max(60).optional().catch(undefined),
  to: z.string().trim().max(200).optional().catch(undefined),
  channel: z.enum(MESSAGE_CHANNELS).optional().catch(undefined),
});

/** The Outbox tab: one page of messages, filtered by the URL's channel, kind and recipient. */
export async function loadOutboxTab(request: Request) {
  const query = OutboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    ...(await listOutbox({
      page: query.page,
      kind: query.kind || undefined,
      to: query.to || undefined,
      channel: query.channel,
    })),
    query,
  };
}

/**
 * One stored message (404 for an unknown id), a secret in it (a gift card's code) shown as its
 * placeholder, and whether it can be sent again (its channel's service is set up).
 */
export async function loadOutboxMail(mailId: string | undefined) {
  const id = z.uuid().safeParse(mailId);
  const mail = id.success ? await getOutboxMail(id.data) : null;
  if (!mail) throw data("Message not found", { status: 404 });
  const [html, text] = await Promise.all([hideMailSecrets(mail.html, "html"), hideMailSecrets(mail.text, "text")]);
  return { mail: { ...mail, html, text }, canResend: canSend(mail.channel) };
}

/** The message page's Resend: queues it again on its channel; the queue sends it in the background. */
export async function resendMailAction(mailId: string | undefined) {
  const id = z.uuid().safeParse(mailId);
  const mail = id.success ? await getOutboxMail(id.data) : null;
  if (!mail) return failed("Failed to resend", { description: "Message not found", status: 404 });
  if (!canSend(mail.channel))
    return failed("Failed to resend", { description: CHANNEL_SERVICE[mail.channel], status: 409 });
  return attempt(
    "Failed to resend",
    () => resendMessage(mail.id),
    (queued) =>
      queued
        ? succeeded({
            title: `${MESSAGE_NOUN[mail.channel]} queued`,
            description: "It is sent in the background within a few seconds.",
          })
        : failed("Failed to resend", { description: "Message not found", status: 404 }),
  );
}
