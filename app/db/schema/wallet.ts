import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";
import { user } from "./auth";
import { orders } from "./orders";

/** Why a customer's credit moved (decision 043). */
export const CREDIT_REASONS = ["refund", "grant", "checkout", "renewal", "gift_card", "referral", "reversal"] as const;
export const creditReason = pg.pgEnum("credit_reason", CREDIT_REASONS);

/**
 * A customer's store credit, one row per movement (decision 043): money in is positive, money
 * spent negative. The balance is always the sum of a customer's rows; it is never stored apart.
 */
export const creditMovements = pg.pgTable(
  "credit_movements",
  {
    id: id(),
    userId: pg
      .text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amountPence: pg.integer("amount_pence").notNull(),
    reason: creditReason("reason").notNull(),
    /** The owner's note (a grant), or what the movement was for, in the customer's words. */
    note: pg.text("note").notNull().default(""),
    orderId: pg.uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The admin who made it (a grant, a refund as credit); null when the shop did. */
    adminId: pg.text("admin_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /**
     * The order movements were written in: a spend waits for its customer's lock, so it is written
     * after the movements it read. Times alone do not say it (`now()` is a transaction's start, and
     * two movements may share a time).
     */
    seq: pg.bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    pg.index("credit_movements_user_idx").on(t.userId, t.seq),
    pg.index("credit_movements_order_idx").on(t.orderId),
    pg.check("credit_movements_amount_non_zero", sql`${t.amountPence} <> 0`),
  ],
);
