import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt } from "../columns";

/**
 * queued: a send job is waiting or retrying; sent: SMTP accepted it; failed: every retry failed
 * (an admin can resend); stored: no SMTP is configured, the outbox is where it ends up.
 */
export const emailStatus = pgEnum("email_status", ["stored", "queued", "sent", "failed"]);

/** Every email the app sends; with no SMTP configured this is where mail ends up. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** What the mail is (verification, password-reset, order-confirmation, contact, ...). */
    kind: text("kind").notNull().default("general"),
    status: emailStatus("status").notNull().default("stored"),
    error: text("error"),
    /** How many times sending was tried. */
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull().default(""),
  message: text("message").notNull(),
  isRead: boolean("is_read").notNull().default(false),
  createdAt: createdAt(),
});
