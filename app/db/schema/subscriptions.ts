import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./orders";
import { promoCodes } from "./promotions";

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
    /** The promo code its checkout used (decision 042), while it still holds on renewals. */
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    /** Renewals the code still takes money off; null = every weekend. */
    promoWeekendsLeft: integer("promo_weekends_left"),
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
