import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";
import { user } from "./auth";
import { orders } from "./orders";

/** A customer's share link (decision 045): /r/<code>, one per customer. */
export const referralCodes = pg.pgTable(
  "referral_codes",
  {
    userId: pg
      .text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    code: pg.text("code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex("referral_codes_code_key").on(sql`upper(${t.code})`)],
);

export const referralStatus = pg.pgEnum("referral_status", ["pending", "credited", "void"]);

/**
 * A friend's first paid order through a share link: pending until it is delivered, when the
 * referrer is credited once; void when it is cancelled or refunded. A friend (their email) counts once.
 */
export const referrals = pg.pgTable(
  "referrals",
  {
    id: id(),
    referrerUserId: pg
      .text("referrer_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    orderId: pg
      .uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The friend's email, lower-cased. */
    friendEmail: pg.text("friend_email").notNull(),
    status: referralStatus("status").notNull().default("pending"),
    /** The credit the referrer got (pence), once credited. */
    creditPence: pg.integer("credit_pence"),
    creditedAt: pg.timestamp("credited_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("referrals_order_key").on(t.orderId),
    // A voided referral (its order cancelled) lets the friend be referred again.
    pg
      .uniqueIndex("referrals_friend_key")
      .on(t.friendEmail)
      .where(sql`${t.status} <> 'void'`),
    pg.index("referrals_referrer_idx").on(t.referrerUserId),
    pg.index("referrals_pending_idx").on(t.status),
  ],
);
