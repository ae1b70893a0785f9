import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "../columns";
import { DELIVERY_WINDOWS } from "~/features/orders/delivery-windows";
import { ORDER_STATUSES } from "~/features/orders/order-status";
import { user } from "./auth";
import { boxTypes, menuItems } from "./catalog";
import { collectionPoints } from "./delivery";

export const orderStatus = pg.pgEnum("order_status", ORDER_STATUSES);
export const fulfilment = pg.pgEnum("fulfilment", ["delivery", "collection"]);
export const lineVariant = pg.pgEnum("line_variant", ["standard", "vegetarian"]);

/**
 * What the Orders tab's search matches a substring of: number, email, name and the postcode
 * without spaces. Indexed with pg_trgm (orders_search_idx); queries must use this exact expression.
 */
export function orderSearchText(t: {
  orderNumber: pg.AnyPgColumn;
  email: pg.AnyPgColumn;
  firstName: pg.AnyPgColumn;
  lastName: pg.AnyPgColumn;
  postcode: pg.AnyPgColumn;
}) {
  return sql`${t.orderNumber} || ' ' || ${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(replace(upper(${t.postcode}), ' ', ''), '')`;
}

export const orders = pg.pgTable(
  "orders",
  {
    id: id(),
    orderNumber: pg.text("order_number").notNull().unique(),
    userId: pg.text("user_id").references(() => user.id, { onDelete: "set null" }),
    isGuest: pg.boolean("is_guest").notNull().default(false),
    status: orderStatus("status").notNull().default("pending_payment"),
    email: pg.text("email").notNull(),
    firstName: pg.text("first_name").notNull(),
    lastName: pg.text("last_name").notNull(),
    phone: pg.text("phone").notNull(),
    /** Delivery address; null on a collection order. */
    address: pg.text("address"),
    city: pg.text("city"),
    region: pg.text("region").notNull().default("London"),
    postcode: pg.text("postcode"),
    fulfilment: fulfilment("fulfilment").notNull().default("delivery"),
    collectionPointId: pg.uuid("collection_point_id").references(() => collectionPoints.id, { onDelete: "set null" }),
    /** The collection point as the customer was told it (name, address, hours), kept if the point changes. */
    collectionPoint: pg.text("collection_point"),
    deliveryInstructions: pg.text("delivery_instructions"),
    /** The delivery window the customer chose at checkout (when the owner offers windows); null = any time. */
    deliveryWindow: pg.text("delivery_window", { enum: DELIVERY_WINDOWS }),
    /** The customer's allergy note at checkout: highlighted on the prep sheet, labels and round sheet. */
    allergyNote: pg.text("allergy_note"),
    billingSameAsDelivery: pg.boolean("billing_same_as_delivery").notNull().default(true),
    /** The billing address when it is not the delivery address (null when it is the same). */
    billingAddressLine1: pg.text("billing_address_line1"),
    billingAddressLine2: pg.text("billing_address_line2"),
    billingCity: pg.text("billing_city"),
    billingPostcode: pg.text("billing_postcode"),
    deliveryDate: pg.date("delivery_date").notNull(),
    isSubscription: pg.boolean("is_subscription").notNull().default(false),
    /**
     * The subscription a renewal order was made for (null for an order placed at checkout). No
     * foreign key: subscriptions refer to their first order, and one renewal per weekend is unique.
     */
    subscriptionId: pg.uuid("subscription_id"),
    subtotalPence: pg.integer("subtotal_pence").notNull(),
    shippingPence: pg.integer("shipping_pence").notNull(),
    /** Stored as a positive amount taken off. */
    discountPence: pg.integer("discount_pence").notNull(),
    totalPence: pg.integer("total_pence").notNull(),
    /** The promo code taken off (as the customer typed it, decision 042) and what it took off, part of discountPence. */
    promoCode: pg.text("promo_code"),
    promoDiscountPence: pg.integer("promo_discount_pence").notNull().default(0),
    /** Store credit that pays part or all of totalPence (decision 043); the card pays the rest. */
    creditPence: pg.integer("credit_pence").notNull().default(0),
    /** A gift card's value that pays part or all of totalPence at checkout (decision 046). */
    giftCardPence: pg.integer("gift_card_pence").notNull().default(0),
    boxes: pg.integer("boxes").notNull(),
    containers: pg.integer("containers").notNull(),
    paymentProvider: pg.text("payment_provider").notNull(),
    /**
     * A manual order (decision 025): the email of the admin who entered it (null for the shop's
     * own orders), and how it is paid: cash, bank transfer, or a payment link sent to the customer.
     * An unpaid link order holds its boxes and is not expired before its weekend's cutoff.
     */
    enteredBy: pg.text("entered_by"),
    manualPayment: pg.text("manual_payment", { enum: ["cash", "bank_transfer", "link"] }),
    isTestPayment: pg.boolean("is_test_payment").notNull().default(false),
    confirmationEmailSentAt: pg.timestamp("confirmation_email_sent_at", { withTimezone: true }),
    paidAt: pg.timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check(
      "orders_amounts_non_negative",
      sql`${t.subtotalPence} >= 0 AND ${t.shippingPence} >= 0 AND ${t.discountPence} >= 0 AND ${t.totalPence} >= 0`,
    ),
    pg.check(
      "orders_promo_and_credit",
      sql`${t.promoDiscountPence} BETWEEN 0 AND ${t.discountPence} AND ${t.creditPence} BETWEEN 0 AND ${t.totalPence}`,
    ),
    pg.check(
      "orders_gift_card",
      sql`${t.giftCardPence} >= 0 AND ${t.creditPence} + ${t.giftCardPence} <= ${t.totalPence}`,
    ),
    pg.check(
      "orders_fulfilment_details",
      sql`(${t.fulfilment} = 'delivery' AND ${t.address} IS NOT NULL AND ${t.city} IS NOT NULL AND ${t.postcode} IS NOT NULL) OR (${t.fulfilment} = 'collection' AND ${t.collectionPoint} IS NOT NULL)`,
    ),
    // Covering (INCLUDE id) in drizzle/0003: the prep sheet reads a date's orders from the index alone.
    pg.index("orders_delivery_date_status_idx").on(t.deliveryDate, t.status),
    pg.index("orders_email_idx").on(t.email),
    pg.index("orders_user_idx").on(t.userId),
    pg.index("orders_collection_point_idx").on(t.collectionPointId),
    pg.check(
      "orders_manual_payment",
      sql`${t.manualPayment} IS NULL OR (${t.enteredBy} IS NOT NULL AND ${t.manualPayment} IN ('cash', 'bank_transfer', 'link'))`,
    ),
    // One renewal per subscription and delivery weekend (its Monday to Sunday share one Saturday,
    // weekendSaturday), whatever races: a day change cannot book Saturday and Sunday of one weekend.
    pg
      .uniqueIndex("orders_subscription_weekend_idx")
      .on(t.subscriptionId, sql`date_trunc('week', ${t.deliveryDate}::timestamp)`),
    // The Orders tab's search: a substring of any of these, through pg_trgm (see orderSearchText).
    pg.index("orders_search_idx").using("gin", sql`(${orderSearchText(t)}) gin_trgm_ops`),
  ],
);

export const orderLines = pg.pgTable(
  "order_lines",
  {
    id: id(),
    orderId: pg
      .uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: pg.integer("position").notNull().default(0),
    /** A box of a box type, or a custom selection of dishes. */
    lineType: pg.text("line_type", { enum: ["box", "custom"] }).notNull(),
    /** The box type of a box line (null for custom lines, or once the box type is deleted). */
    boxTypeId: pg.uuid("box_type_id").references(() => boxTypes.id, { onDelete: "set null" }),
    variant: lineVariant("variant").notNull().default("standard"),
    cuisine: pg.text("cuisine"),
    label: pg.text("label").notNull(),
    quantity: pg.integer("quantity").notNull(),
    unitPricePence: pg.integer("unit_price_pence").notNull(),
    /** Before discount. */
    lineTotalPence: pg.integer("line_total_pence").notNull(),
    discountPence: pg.integer("discount_pence").notNull().default(0),
    isSubscription: pg.boolean("is_subscription").notNull().default(false),
  },
  (t) => [
    // Covering in drizzle/0003 (INCLUDE the columns the prep sheet counts).
    pg.index("order_lines_order_idx").on(t.orderId),
    pg.index("order_lines_box_type_idx").on(t.boxTypeId),
    pg.check("order_lines_line_type", sql`${t.lineType} IN ('box', 'custom')`),
    pg.check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    pg.check(
      "order_lines_amounts_non_negative",
      sql`${t.unitPricePence} >= 0 AND ${t.lineTotalPence} >= 0 AND ${t.discountPence} >= 0`,
    ),
  ],
);

/** The dishes inside a line: a box's four dishes, or a custom line's dishes with quantities. */
export const orderLineItems = pg.pgTable(
  "order_line_items",
  {
    id: id(),
    orderLineId: pg
      .uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    menuItemId: pg.uuid("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    name: pg.text("name").notNull(),
    /** Portions per one unit of the line (a box holds 1 of each dish). */
    quantity: pg.integer("quantity").notNull(),
    unitPricePence: pg.integer("unit_price_pence").notNull().default(0),
    totalPence: pg.integer("total_pence").notNull().default(0),
  },
  (t) => [
    // Covering in drizzle/0003 (INCLUDE menu_item_id, name, quantity).
    pg.index("order_line_items_line_idx").on(t.orderLineId),
    pg.index("order_line_items_dish_idx").on(t.menuItemId),
    pg.check("order_line_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pg.pgTable(
  "order_status_history",
  {
    id: id(),
    orderId: pg
      .uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    note: pg.text("note"),
    changedBy: pg.text("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_status_history_order_idx").on(t.orderId)],
);
