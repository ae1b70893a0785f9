import { and, count, desc, eq, sql } from "drizzle-orm";
import { contactMessages, emailOutbox, postcodeWaitlist } from "~/db/schema";
import { db } from "~/lib/db.server";

export const MESSAGES_PAGE_SIZE = 50;

export type ContactMessage = typeof contactMessages.$inferSelect;
export type WaitlistEntry = typeof postcodeWaitlist.$inferSelect;

/** One page of contact messages, newest first; optionally only the unread ones. */
export async function listContactMessages({ page, unreadOnly }: { page: number; unreadOnly: boolean }) {
  const where = unreadOnly ? eq(contactMessages.isRead, false) : undefined;
  const [[{ total }], [{ unread }]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((current - 1) * MESSAGES_PAGE_SIZE);
  return { messages, total, unread, page: current, pageCount };
}

export async function setMessageRead(id: string, isRead: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ isRead })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function deleteContactMessage(id: string): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Everyone waiting for delivery to reach them (newest first), and the most asked-for districts. */
export async function listWaitlist(limit = 500) {
  const outward = sql<string>`split_part(upper(trim(${postcodeWaitlist.postcode})), ' ', 1)`;
  const [entries, areas, [{ total }]] = await Promise.all([
    db.select().from(postcodeWaitlist).orderBy(desc(postcodeWaitlist.createdAt)).limit(limit),
    db
      .select({ district: outward, requests: count() })
      .from(postcodeWaitlist)
      .groupBy(outward)
      .orderBy(desc(count()), outward)
      .limit(10),
    db.select({ total: count() }).from(postcodeWaitlist),
  ]);
  return { entries, areas, total };
}

export async function deleteWaitlistEntry(id: string): Promise<boolean> {
  const rows = await db
    .delete(postcodeWaitlist)
    .where(eq(postcodeWaitlist.id, id))
    .returning({ id: postcodeWaitlist.id });
  return rows.length > 0;
}

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
