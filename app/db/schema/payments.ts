import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /**
     * What each later week of a subscription charges, as quoted when the payment was opened (its
     * subscription starts at it); null for a one-off payment or one not opened at checkout.
     */
    weeklyAmountPence: integer("weekly_amount_pence"),
    currency: text("currency").notNull().default("gbp"),
    status: paymentStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payments_amount_non_negative", sql`${t.amountPence} >= 0`), index("payments_order_idx").on(t.orderId)],
);

/** Webhook events already handled: a replayed event id is ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
