import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { contactMessages } from "~/db/schema/messaging";
import { deleteWaitlistEntry, listWaitlist } from "~/features/delivery/public.server";
import { failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";

export const MESSAGES_PAGE_SIZE = 50;

export type ContactMessage = typeof contactMessages.$inferSelect;

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

const MessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  show: z.enum(["all", "unread"]).default("all").catch("all"),
});

/** The Messages tab: one page of contact messages (all, or the unread ones) and the waitlist. */
export async function loadMessagesTab(request: Request) {
  const query = MessagesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [contact, waitlist] = await Promise.all([
    listContactMessages({ page: query.page, unreadOnly: query.show === "unread" }),
    listWaitlist(),
  ]);
  return { contact, waitlist, show: query.show };
}

/** The message or waitlist entry a button acts on, and for `read` which way. */
const RowSchema = z.object({ id: z.uuid(), value: z.string().optional() });

/** The Messages tab's buttons: mark a message read or unread, delete it, or remove a waitlist entry. */
export function messagesAction(request: Request) {
  return dispatchIntent(
    request,
    onRow(
      (formData) => RowSchema.safeParse({ id: formData.get("id"), value: formData.get("value") ?? undefined }),
      () => failed("Failed to update message"),
      {
        read: async ({ id, value }) => {
          if (value !== "read" && value !== "unread") return failed("Failed to update message");
          const ok = await setMessageRead(id, value === "read");
          return ok
            ? succeeded(value === "read" ? "Marked as read" : "Marked as unread")
            : failed("Failed to update message");
        },
        "delete-message": async ({ id }) => {
          const ok = await deleteContactMessage(id);
          return ok ? succeeded("Message deleted") : failed("Failed to delete message");
        },
        "delete-waitlist": async ({ id }) => {
          const ok = await deleteWaitlistEntry(id);
          return ok ? succeeded("Waitlist entry deleted") : failed("Failed to delete waitlist entry");
        },
      },
    ),
  );
}
