import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../columns";
import { user } from "./auth";
import { orders } from "./orders";

/** A gift card waits for its payment, then holds its value until it is used up; the owner may cancel one. */
export const giftCardStatus = pg.pgEnum("gift_card_status", ["pending_payment", "active", "cancelled"]);

/**
 * A gift card (decision 046): bought on the site (or issued by the owner) for an amount or a box,
 * emailed to its recipient on the chosen date. Only a hash of its code is kept, with its last
 * characters to tell cards apart. What is left on it is its amount less its uses (never stored).
 */
export const giftCards = pg.pgTable(
  "gift_cards",
  {
    id: id(),
    /** sha256 of the code as normalised (upper case, no spaces or dashes). */
    codeHash: pg.text("code_hash").notNull().unique(),
    /** The code's last four characters, for the owner's list and the customer's receipt. */
    codeHint: pg.text("code_hint").notNull(),
    amountPence: pg.integer("amount_pence").notNull(),
    /** Bought for a box: what it was for ("an Essentials box"), its amount the box's price then. */
    boxLabel: pg.text("box_label"),
    status: giftCardStatus("status").notNull().default("pending_payment"),
    buyerName: pg.text("buyer_name").notNull(),
    buyerEmail: pg.text("buyer_email").notNull(),
    buyerUserId: pg.text("buyer_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The admin who issued it without payment (a giveaway); null when bought. */
    issuedBy: pg.text("issued_by").references(() => user.id, { onDelete: "set null" }),
    recipientName: pg.text("recipient_name").notNull(),
    recipientEmail: pg.text("recipient_email").notNull(),
    message: pg.text("message").notNull().default(""),
    /** The London day its email goes to the recipient. */
    sendOn: pg.date("send_on").notNull(),
    sentAt: pg.timestamp("sent_at", { withTimezone: true }),
    /** How it is paid (a provider's session), when bought on the site. */
    paymentProvider: pg.text("payment_provider"),
    providerSessionId: pg.text("provider_session_id").unique(),
    providerPaymentId: pg.text("provider_payment_id"),
    paidAt: pg.timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("gift_cards_amount", sql`${t.amountPence} BETWEEN 100 AND 100000`),
    pg.index("gift_cards_send_idx").on(t.status, t.sendOn),
    pg.index("gift_cards_buyer_idx").on(t.buyerUserId),
  ],
);

/** What was taken off a gift card: into a customer's store credit, or paying a (guest's) checkout. */
export const giftCardUses = pg.pgTable(
  "gift_card_uses",
  {
    id: id(),
    giftCardId: pg
      .uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    amountPence: pg.integer("amount_pence").notNull(),
    /** Redeemed into this customer's credit. */
    userId: pg.text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Paid towards this order at checkout. */
    orderId: pg.uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("gift_card_uses_card_idx").on(t.giftCardId),
    pg.index("gift_card_uses_order_idx").on(t.orderId),
    pg.check("gift_card_uses_amount", sql`${t.amountPence} <> 0`),
  ],
);
