import { z } from "zod";

export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "preparing",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

const STATUS_LABEL: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  preparing: "Preparing",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** A collected order is never "out for delivery": it is ready to collect, then collected. */
const COLLECTION_LABEL: Partial<Record<OrderStatus, string>> = {
  out_for_delivery: "Ready to collect",
  delivered: "Collected",
};

/**
 * The name of an order's status, as every screen shows it (badges, the status buttons, the
 * history, the customer's pages, CSVs), in the words of the status emails: it depends on how the
 * order reaches the customer. "either" names both ways (a filter over all orders).
 */
export function orderStatusLabel(status: OrderStatus, fulfilment: "delivery" | "collection" | "either"): string {
  const collection = COLLECTION_LABEL[status];
  if (!collection || fulfilment === "delivery") return STATUS_LABEL[status];
  if (fulfilment === "collection") return collection;
  return `${STATUS_LABEL[status]} or ${collection.toLowerCase()}`;
}

/**
 * The orders the kitchen makes: paid, and every later step short of cancellation or refund. Every
 * kitchen figure (prep sheet, labels, round sheet, dashboard, the upcoming delivery dates) counts
 * these and only these; the SQL condition is ordering's isKitchenOrder.
 */
export const KITCHEN_STATUSES = [
  "paid",
  "preparing",
  "out_for_delivery",
  "delivered",
] as const satisfies readonly OrderStatus[];

/**
 * The moves an admin may make from each status. Payment itself (pending → paid) comes from the
 * payment provider; a refund is its own action (canRefund), made through the provider.
 */
export const ADMIN_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["cancelled"],
  paid: ["preparing", "out_for_delivery", "delivered", "cancelled"],
  preparing: ["out_for_delivery", "delivered", "cancelled"],
  out_for_delivery: ["delivered"],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_TRANSITIONS[from].includes(to);
}

/**
 * Whether the back-office may refund an order: one paid once (before or after cancelling it)
 * and not refunded yet. A weekly subscription's payments are refunded in Stripe's dashboard.
 */
export function canRefund(order: {
  status: OrderStatus;
  paidAt: Date | string | null;
  isSubscription: boolean;
}): boolean {
  return (
    order.paidAt !== null && !order.isSubscription && order.status !== "refunded" && order.status !== "pending_payment"
  );
}

/**
 * Whether the back-office may refund an order as store credit (decision 043): a customer's order
 * (an account to hold the credit), paid, not refunded yet; a weekly subscription's too.
 */
export function canRefundAsCredit(order: {
  status: OrderStatus;
  paidAt: Date | string | null;
  userId: string | null;
}): boolean {
  return (
    order.userId !== null && order.paidAt !== null && order.status !== "refunded" && order.status !== "pending_payment"
  );
}

export const OrderStatusChangeSchema = z.object({
  status: z.enum(["preparing", "out_for_delivery", "delivered", "cancelled"], { error: "Please choose a status" }),
  note: z.string().trim().max(500, "The note must be at most 500 characters").optional(),
});

export const ORDERS_PAGE_SIZE = 50;

export const OrderFiltersSchema = z.object({
  date: z.iso.date().optional().catch(undefined),
  status: OrderStatusSchema.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type OrderFilters = z.output<typeof OrderFiltersSchema>;
