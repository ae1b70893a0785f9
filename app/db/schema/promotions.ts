import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../columns";
import { user } from "./auth";
import { orders } from "./orders";

/** What a code takes off: a percentage of the lines it applies to, a fixed amount, or the delivery charge. */
export const promoKind = pg.pgEnum("promo_kind", ["percent", "fixed", "free_delivery"]);
/** How long a code holds on a subscription: its first order only, its first N weekends, every weekend. */
export const promoDuration = pg.pgEnum("promo_duration", ["once", "weekends", "forever"]);

/** A promo code the owner made (decision 042): what it takes off and the conditions it holds under. */
export const promoCodes = pg.pgTable(
  "promo_codes",
  {
    id: id(),
    /** As the owner typed it; matched whatever its case. */
    code: pg.text("code").notNull(),
    description: pg.text("description").notNull().default(""),
    kind: promoKind("kind").notNull(),
    /** 1–100 for a percent code, else null. */
    percentOff: pg.integer("percent_off"),
    /** Pence off for a fixed code, else null. */
    amountOffPence: pg.integer("amount_off_pence"),
    firstOrderOnly: pg.boolean("first_order_only").notNull().default(false),
    /** The lines' total (before discounts, without delivery) an order needs; null = any. */
    minSpendPence: pg.integer("min_spend_pence"),
    /** The box types it applies to (empty = every box and custom line). */
    boxTypeIds: pg
      .uuid("box_type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Custom (pick any dishes) lines count when box types are named. */
    includesCustom: pg.boolean("includes_custom").notNull().default(true),
    /** Delivery or collection only; null = both. */
    fulfilment: pg.text("fulfilment", { enum: ["delivery", "collection"] }),
    validFrom: pg.timestamp("valid_from", { withTimezone: true }),
    validUntil: pg.timestamp("valid_until", { withTimezone: true }),
    /** Orders it may be used on in all (null = no limit); a cancelled unpaid order gives its use back. */
    maxUses: pg.integer("max_uses"),
    maxUsesPerCustomer: pg.integer("max_uses_per_customer"),
    duration: promoDuration("duration").notNull().default("once"),
    /** The weekends a "weekends" code holds on a subscription, its first order counting as one. */
    durationWeekends: pg.integer("duration_weekends"),
    isActive: pg.boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("promo_codes_code_key").on(sql`upper(${t.code})`),
    pg.check(
      "promo_codes_amounts",
      sql`(${t.kind} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amountOffPence} > 0) OR ${t.kind} = 'free_delivery'`,
    ),
    pg.check(
      "promo_codes_limits",
      sql`coalesce(${t.maxUses}, 1) >= 1 AND coalesce(${t.maxUsesPerCustomer}, 1) >= 1 AND coalesce(${t.minSpendPence}, 0) >= 0`,
    ),
    pg.check(
      "promo_codes_duration",
      sql`(${t.duration} = 'weekends') = (${t.durationWeekends} IS NOT NULL) AND coalesce(${t.durationWeekends}, 1) BETWEEN 1 AND 52`,
    ),
  ],
);

/** One use of a code: the order it took money off (a checkout or a subscription's renewal). */
export const promoRedemptions = pg.pgTable(
  "promo_redemptions",
  {
    id: id(),
    promoCodeId: pg
      .uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    orderId: pg
      .uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Who used it: the order's email, lower-cased (guests included). */
    customerEmail: pg.text("customer_email").notNull(),
    userId: pg.text("user_id").references(() => user.id, { onDelete: "set null" }),
    discountPence: pg.integer("discount_pence").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("promo_redemptions_order_key").on(t.orderId),
    pg.index("promo_redemptions_code_idx").on(t.promoCodeId, t.customerEmail),
    pg.check("promo_redemptions_discount", sql`${t.discountPence} >= 0`),
  ],
);
