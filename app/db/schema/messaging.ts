import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "../columns";

/**
 * queued: a send job is waiting or retrying; sent: SMTP accepted it; failed: every retry failed
 * (an admin can resend); stored: no SMTP is configured, the outbox is where it ends up.
 */
export const emailStatus = pgEnum("email_status", ["stored", "queued", "sent", "failed"]);

/** How a message reaches its recipient (the channels behind one port, decision 037). */
export const messageChannel = pgEnum("message_channel", ["email", "sms", "whatsapp", "push"]);

/**
 * Every message the app sends, on every channel (the table keeps the name of its first one): an
 * email with no SMTP configured ends up here; an SMS, WhatsApp or push message without its
 * service configured is `stored` the same way. A campaign's message is written once per recipient
 * and channel (the unique index), so a campaign sent twice reaches nobody twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    channel: messageChannel("channel").notNull().default("email"),
    /** The address on the channel: an email, a phone number (E.164), a push subscription's id. */
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
    /** The person it is for (their email, lower-cased), whatever the channel: consent and erasure go by it. */
    contact: text("contact"),
    /** Marketing (a campaign): only with consent, always with an unsubscribe. */
    marketing: boolean("marketing").notNull().default(false),
    /** The campaign it belongs to (campaigns.id), if any. */
    campaignId: uuid("campaign_id"),
    /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058) of a marketing email. */
    unsubscribeUrl: text("unsubscribe_url"),
    /** When the recipient first opened the message's signed link. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_contact_idx").on(t.contact),
    uniqueIndex("email_outbox_campaign_recipient_key").on(t.campaignId, t.channel, t.contact),
  ],
);

/**
 * What a person agreed to be sent, one row per email address (lower-cased), customer or guest.
 * Nothing is agreed until they tick it (PECR); transactional mail does not depend on it.
 */
export const contactPreferences = pgTable("contact_preferences", {
  email: text("email").primaryKey(),
  /** Their account, when they have one (accounts' user.id). */
  userId: text("user_id"),
  /** For SMS and WhatsApp, in E.164 form (+447700900123). */
  phone: text("phone"),
  /** "The menu is live", reminders, announcements by email. */
  emailNews: boolean("email_news").notNull().default(false),
  sms: boolean("sms").notNull().default(false),
  whatsapp: boolean("whatsapp").notNull().default(false),
  push: boolean("push").notNull().default(false),
  /** Order updates (confirmation, status) by SMS as well as by email. */
  smsOrderUpdates: boolean("sms_order_updates").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every change of consent, with when and where it was given or withdrawn (UK GDPR art. 7(1)). */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: id(),
    email: text("email").notNull(),
    /** email-news, sms, whatsapp, push or sms-order-updates. */
    topic: text("topic").notNull(),
    granted: boolean("granted").notNull(),
    /** sign-up, checkout, my-account, unsubscribe-link, sms-stop, push-permission, erasure, … */
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_events_email_idx").on(t.email, t.createdAt)],
);

/** A browser that accepted push messages (the Push API's subscription), for the person with that email. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_email_idx").on(t.email)],
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
