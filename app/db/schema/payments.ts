import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./orders";

export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled", "refunded"]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Checkout session id (Stripe) or the test provider's session id. */
    providerSessionId: text("provider_session_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id"),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    status: paymentStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payments_amount_non_negative", sql`${t.amountPence} >= 0`), index("payments_order_idx").on(t.orderId)],
);

/** One weekly line of a subscription's plan (the JSON in subscriptions.plan). */
export interface PlanLine {
  type: "box" | "custom";
  /** The box type (null for a custom line, or once the box type was deleted). */
  boxTypeId: string | null;
  /** The line as the customer knows it ("Veg Box (Standard)"). */
  label: string;
  variant: "standard" | "vegetarian";
  /** Preferred cuisine of a fixed box (null = any). */
  cuisine: string | null;
  quantity: number;
  /** A picked box's dishes (kept when on the weekend's menu), or a custom line's dishes and quantities. */
  items: Array<{ dishId: string | null; name: string; quantity: number }>;
}

export const subscriptionStatus = pgEnum("subscription_status", ["active", "cancelled"]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    weeklyAmountPence: integer("weekly_amount_pence").notNull(),
    status: subscriptionStatus("status").notNull().default("active"),
    /**
     * What the subscriber receives each week (decision 023): box type, dish type, cuisine
     * preference, quantity, dishes; resolved against each weekend's own menu at its cutoff.
     */
    plan: jsonb("plan").$type<PlanLine[]>().notNull().default([]),
    /** The delivery date the next renewal is for (its weekday is the subscriber's delivery day). */
    nextDeliveryDate: date("next_delivery_date").notNull(),
    /** Deliveries before this date are not made (nor charged); null = not paused. */
    pausedUntil: date("paused_until"),
    /** Delivery dates the subscriber skipped. */
    skippedDates: date("skipped_dates")
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** The delivery address for renewals (the customer can change it; copied from the order at first). */
    address: text("address"),
    city: text("city"),
    postcode: text("postcode"),
    deliveryInstructions: text("delivery_instructions"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by every change of the row: the subscriber's page carries the version it showed, and
     * a change is refused when the row moved since (a renewal booked, another tab's change).
     */
    version: integer("version").notNull().default(1),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("subscriptions_order_idx").on(t.orderId),
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_due_idx").on(t.status, t.nextDeliveryDate),
  ],
);

/**
 * Weekends whose owner was emailed that subscribers are due and no menu is published (decision
 * 028): one row, so one email, per weekend.
 */
export const menuAlerts = pgTable("menu_alerts", {
  weekendSaturday: date("weekend_saturday").primaryKey(),
  subscribers: integer("subscribers").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already handled: a replayed event id is ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
