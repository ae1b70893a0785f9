import { sql } from "drizzle-orm";
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt } from "../columns";

/**
 * menu-live: a weekend was published; cutoff-reminder: its cutoff is near and you have no order;
 * subscriber-reminder: change or skip your box until the cutoff; area-opened: delivery reached the
 * district of your waitlist entry; announcement: one the owner wrote.
 */
export const campaignKind = pgEnum("campaign_kind", [
  "menu-live",
  "cutoff-reminder",
  "subscriber-reminder",
  "area-opened",
  "announcement",
]);

/** draft: the owner's, not yet sent; scheduled: goes at sends_at unless held; sent; cancelled. */
export const campaignStatus = pgEnum("campaign_status", ["draft", "scheduled", "sent", "cancelled"]);

/**
 * A message to many customers (decision 040). The weekend's campaigns are made by their trigger
 * (publishing, the cutoff drawing near, a district added) as `scheduled`, so the owner sees each one
 * before it goes; each trigger makes one campaign (the unique index). Its messages are rows of the
 * outbox, one per recipient and channel.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    kind: campaignKind("kind").notNull(),
    status: campaignStatus("status").notNull().default("scheduled"),
    /** The delivery weekend (its Saturday) a weekend's campaign is about. */
    weekendSaturday: date("weekend_saturday"),
    /** The postcode district (SE4) an area-opened campaign is about. */
    district: text("district"),
    subject: text("subject").notNull(),
    /** The message, plain text; the link to order is added per recipient. */
    body: text("body").notNull(),
    /** Where the message's link leads (a path of the shop). */
    linkPath: text("link_path").notNull().default("/order"),
    /** When it goes (moved to the next morning inside quiet hours, per message). */
    sendsAt: timestamp("sends_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The admin who wrote, sent or cancelled it (null for a trigger's). */
    changedBy: text("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("campaigns_due_idx").on(t.status, t.sendsAt),
    uniqueIndex("campaigns_trigger_key")
      .on(t.kind, sql`coalesce(${t.weekendSaturday}, '2000-01-01')`, sql`coalesce(${t.district}, '')`)
      .where(sql`${t.kind} <> 'announcement'`),
  ],
);
