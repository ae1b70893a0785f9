import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "../columns";
import { ORDER_STATUSES } from "~/features/orders/order-status";
import { user } from "./auth";
import { boxTypes, menuItems } from "./catalog";
import { collectionPoints } from "./delivery";

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const fulfilment = pgEnum("fulfilment", ["delivery", "collection"]);
export const lineVariant = pgEnum("line_variant", ["standard", "vegetarian"]);

/**
 * What the Orders tab's search matches a substring of: number, email, name and the postcode
 * without spaces. Indexed with pg_trgm (orders_search_idx); queries must use this exact expression.
 */
export function orderSearchText(t: {
  orderNumber: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  postcode: AnyPgColumn;
}) {
  return sql`${t.orderNumber} || ' ' || ${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(replace(upper(${t.postcode}), ' ', ''), '')`;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    isGuest: boolean("is_guest").notNull().default(false),
    status: orderStatus("status").notNull().default("pending_payment"),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    /** Delivery address; null on a collection order. */
    address: text("address"),
    city: text("city"),
    region: text("region").notNull().default("London"),
    postcode: text("postcode"),
    fulfilment: fulfilment("fulfilment").notNull().default("delivery"),
    collectionPointId: uuid("collection_point_id").references(() => collectionPoints.id, { onDelete: "set null" }),
    /** The collection point as the customer was told it (name, address, hours), kept if the point changes. */
    collectionPoint: text("collection_point"),
    deliveryInstructions: text("delivery_instructions"),
    /** The customer's allergy note at checkout: highlighted on the prep sheet, labels and round sheet. */
    allergyNote: text("allergy_note"),
    billingSameAsDelivery: boolean("billing_same_as_delivery").notNull().default(true),
    /** The billing address when it is not the delivery address (null when it is the same). */
    billingAddressLine1: text("billing_address_line1"),
    billingAddressLine2: text("billing_address_line2"),
    billingCity: text("billing_city"),
    billingPostcode: text("billing_postcode"),
    deliveryDate: date("delivery_date").notNull(),
    isSubscription: boolean("is_subscription").notNull().default(false),
    /**
     * The subscription a renewal order was made for (null for an order placed at checkout). No
     * foreign key: subscriptions refer to their first order, and one renewal per weekend is unique.
     */
    subscriptionId: uuid("subscription_id"),
    subtotalPence: integer("subtotal_pence").notNull(),
    shippingPence: integer("shipping_pence").notNull(),
    /** Stored as a positive amount taken off. */
    discountPence: integer("discount_pence").notNull(),
    totalPence: integer("total_pence").notNull(),
    boxes: integer("boxes").notNull(),
    containers: integer("containers").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    /**
     * A manual order (decision 025): the email of the admin who entered it (null for the shop's
     * own orders), and how it is paid: cash, bank transfer, or a payment link sent to the customer.
     * An unpaid link order holds its boxes and is not expired before its weekend's cutoff.
     */
    enteredBy: text("entered_by"),
    manualPayment: text("manual_payment", { enum: ["cash", "bank_transfer", "link"] }),
    isTestPayment: boolean("is_test_payment").notNull().default(false),
    confirmationEmailSentAt: timestamp("confirmation_email_sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "orders_amounts_non_negative",
      sql`${t.subtotalPence} >= 0 AND ${t.shippingPence} >= 0 AND ${t.discountPence} >= 0 AND ${t.totalPence} >= 0`,
    ),
    check(
      "orders_fulfilment_details",
      sql`(${t.fulfilment} = 'delivery' AND ${t.address} IS NOT NULL AND ${t.city} IS NOT NULL AND ${t.postcode} IS NOT NULL) OR (${t.fulfilment} = 'collection' AND ${t.collectionPoint} IS NOT NULL)`,
    ),
    // Covering (INCLUDE id) in drizzle/0003: the prep sheet reads a date's orders from the index alone.
    index("orders_delivery_date_status_idx").on(t.deliveryDate, t.status),
    index("orders_email_idx").on(t.email),
    index("orders_user_idx").on(t.userId),
    index("orders_collection_point_idx").on(t.collectionPointId),
    check(
      "orders_manual_payment",
      sql`${t.manualPayment} IS NULL OR (${t.enteredBy} IS NOT NULL AND ${t.manualPayment} IN ('cash', 'bank_transfer', 'link'))`,
    ),
    // One renewal per subscription and delivery weekend (its Monday to Sunday share one Saturday,
    // weekendSaturday), whatever races: a day change cannot book Saturday and Sunday of one weekend.
    uniqueIndex("orders_subscription_weekend_idx").on(
      t.subscriptionId,
      sql`date_trunc('week', ${t.deliveryDate}::timestamp)`,
    ),
    // The Orders tab's search: a substring of any of these, through pg_trgm (see orderSearchText).
    index("orders_search_idx").using("gin", sql`(${orderSearchText(t)}) gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** A box of a box type, or a custom selection of dishes. */
    lineType: text("line_type", { enum: ["box", "custom"] }).notNull(),
    /** The box type of a box line (null for custom lines, or once the box type is deleted). */
    boxTypeId: uuid("box_type_id").references(() => boxTypes.id, { onDelete: "set null" }),
    variant: lineVariant("variant").notNull().default("standard"),
    cuisine: text("cuisine"),
    label: text("label").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    /** Before discount. */
    lineTotalPence: integer("line_total_pence").notNull(),
    discountPence: integer("discount_pence").notNull().default(0),
    isSubscription: boolean("is_subscription").notNull().default(false),
  },
  (t) => [
    // Covering in drizzle/0003 (INCLUDE the columns the prep sheet counts).
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_box_type_idx").on(t.boxTypeId),
    check("order_lines_line_type", sql`${t.lineType} IN ('box', 'custom')`),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "order_lines_amounts_non_negative",
      sql`${t.unitPricePence} >= 0 AND ${t.lineTotalPence} >= 0 AND ${t.discountPence} >= 0`,
    ),
  ],
);

/** The dishes inside a line: a box's four dishes, or a custom line's dishes with quantities. */
export const orderLineItems = pgTable(
  "order_line_items",
  {
    id: id(),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    menuItemId: uuid("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Portions per one unit of the line (a box holds 1 of each dish). */
    quantity: integer("quantity").notNull(),
    unitPricePence: integer("unit_price_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull().default(0),
  },
  (t) => [
    // Covering in drizzle/0003 (INCLUDE menu_item_id, name, quantity).
    index("order_line_items_line_idx").on(t.orderLineId),
    index("order_line_items_dish_idx").on(t.menuItemId),
    check("order_line_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    note: text("note"),
    changedBy: text("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId)],
);
