import { and, count, desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { emailOutbox } from "~/db/schema/messaging";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { resendEmail } from "~/lib/mailer.server";

export const OUTBOX_PAGE_SIZE = 50;

/** One page of sent/stored mail, newest first, optionally of one kind or to one address. */
export async function listOutbox({ page, kind, to }: { page: number; kind?: string; to?: string }) {
  const conditions = [
    kind ? eq(emailOutbox.kind, kind) : undefined,
    to ? sql`${emailOutbox.to} ilike ${`%${to.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : undefined,
  ].filter((c): c is NonNullable<typeof c> => Boolean(c));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(emailOutbox).where(where);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const mails = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
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
});

/** The Outbox tab: one page of mail, filtered by the URL's kind and recipient. */
export async function loadOutboxTab(request: Request) {
  const query = OutboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    ...(await listOutbox({ page: query.page, kind: query.kind || undefined, to: query.to || undefined })),
    query,
  };
}

/** One stored email (404 for an unknown id), and whether it can be sent again (SMTP is set up). */
export async function loadOutboxMail(mailId: string | undefined) {
  const id = z.uuid().safeParse(mailId);
  const mail = id.success ? await getOutboxMail(id.data) : null;
  if (!mail) throw data("Email not found", { status: 404 });
  return { mail, canResend: Boolean(env.SMTP_URL) };
}

/** The email page's Resend: queues the mail again; the queue sends it in the background. */
export function resendMailAction(mailId: string | undefined) {
  if (!env.SMTP_URL)
    return failed("Failed to resend", { description: "No SMTP server is configured (SMTP_URL)", status: 409 });
  const id = z.uuid().safeParse(mailId);
  if (!id.success) return failed("Failed to resend", { description: "Email not found", status: 404 });
  return attempt(
    "Failed to resend",
    () => resendEmail(id.data),
    (queued) =>
      queued
        ? succeeded({ title: "Email queued", description: "It is sent in the background within a few seconds." })
        : failed("Failed to resend", { description: "Email not found", status: 404 }),
  );
}
