import * as pg from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";
import { orders } from "./orders";

/** A receipt (an order paid) or a credit note (money given back, to the card or as credit). */
export const receiptKind = pg.pgEnum("receipt_kind", ["receipt", "credit_note"]);

/** The last number issued of each kind: taken under its row lock, so numbers never repeat or skip. */
export const receiptCounters = pg.pgTable("receipt_counters", {
  kind: receiptKind("kind").primaryKey(),
  lastNumber: pg.integer("last_number").notNull().default(0),
});

/** One line of a receipt as issued: what was sold, its VAT rate and the amounts (pence). */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The line after its share of the discounts, VAT included. */
  grossPence: number;
  netPence: number;
  vatPence: number;
  /** Percent: 0 (zero-rated food), 5 or 20 (standard rate). */
  vatRatePercent: number;
}

/**
 * A receipt or credit note as issued (decision 044): numbered in sequence per kind, its lines,
 * buyer and seller kept as they were, so it reads the same forever.
 */
export const receipts = pg.pgTable(
  "receipts",
  {
    id: id(),
    kind: receiptKind("kind").notNull(),
    number: pg.integer("number").notNull(),
    orderId: pg
      .uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What made it, once: `order:<id>` for a receipt or a whole refund, `credit:<movement id>` for a part. */
    sourceKey: pg.text("source_key").notNull(),
    issuedAt: pg.timestamp("issued_at", { withTimezone: true }).notNull(),
    lines: pg.jsonb("lines").$type<ReceiptLine[]>().notNull(),
    totalPence: pg.integer("total_pence").notNull(),
    vatPence: pg.integer("vat_pence").notNull(),
    /** Paid by store credit (a receipt) or given back as credit (a credit note). */
    creditPence: pg.integer("credit_pence").notNull().default(0),
    /** The buyer as on the order (name, email, address lines). */
    buyer: pg.jsonb("buyer").$type<{ name: string; email: string; address: string[] }>().notNull(),
    /** The seller: name, address, VAT number when registered. */
    seller: pg.jsonb("seller").$type<{ name: string; address: string[]; vatNumber: string | null }>().notNull(),
    /** A credit note's reason. */
    reason: pg.text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("receipts_kind_number_key").on(t.kind, t.number),
    pg.uniqueIndex("receipts_source_key").on(t.kind, t.sourceKey),
    pg.index("receipts_order_idx").on(t.orderId),
    pg.index("receipts_issued_idx").on(t.issuedAt),
  ],
);
