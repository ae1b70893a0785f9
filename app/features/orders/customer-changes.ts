import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { subHours } from "date-fns/subHours";
import { BUSINESS_TIME_ZONE, parseIsoDate, type IsoDate } from "~/lib/dates";
import { orderStatusLabel, type OrderStatus } from "./order-status";

/**
 * When a customer may still cancel or change an order themselves (pure, browser-safe): a one-off
 * order (not a weekly subscription, not a renewal), paid and not yet being prepared, until
 * `deadlineHours` hours before 00:00 Europe/London of its delivery day. The hours are real
 * elapsed hours, so across a clock change the deadline's wall-clock time moves by one hour.
 */
export interface ChangeableOrder {
  status: OrderStatus;
  fulfilment: "delivery" | "collection";
  isSubscription: boolean;
  subscriptionId: string | null;
  deliveryDate: IsoDate;
}

export type ChangeBlock = "subscription" | "status" | "deadline";

export type ChangeRule =
  { ok: true; deadline: Date } | { ok: false; reason: ChangeBlock; deadline: Date; message: string };

/** The last instant (exclusive) a customer can cancel or change an order for `deliveryDate`. */
export function changeDeadline(deliveryDate: IsoDate, deadlineHours: number): Date {
  const day = parseIsoDate(deliveryDate);
  const midnight = new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), BUSINESS_TIME_ZONE);
  return new Date(subHours(midnight, deadlineHours).getTime());
}

/** "Thursday 3 December at 00:00", in London time. */
export function describeDeadline(deadline: Date): string {
  return format(new TZDate(deadline, BUSINESS_TIME_ZONE), "EEEE d MMMM 'at' HH:mm");
}

const STATUS_MESSAGE: Partial<Record<OrderStatus, string>> = {
  pending_payment: "This order has not been paid, so there is nothing to cancel or change.",
  cancelled: "This order has been cancelled.",
  refunded: "This order has been cancelled and refunded.",
};

export function customerChangeRule(order: ChangeableOrder, deadlineHours: number, now: Date = new Date()): ChangeRule {
  const deadline = changeDeadline(order.deliveryDate, deadlineHours);
  if (order.isSubscription || order.subscriptionId !== null) {
    return {
      ok: false,
      reason: "subscription",
      deadline,
      message: "This delivery is part of a weekly subscription, so it cannot be cancelled or changed here.",
    };
  }
  if (order.status !== "paid") {
    return {
      ok: false,
      reason: "status",
      deadline,
      message:
        STATUS_MESSAGE[order.status] ??
        (order.status === "delivered"
          ? `This order has been ${orderStatusLabel("delivered", order.fulfilment).toLowerCase()}.`
          : "We have started preparing this order, so it can no longer be cancelled or changed here."),
    };
  }
  if (now.getTime() >= deadline.getTime()) {
    return {
      ok: false,
      reason: "deadline",
      deadline,
      message: `Orders can be cancelled or changed until ${deadlineHours} hours before the delivery day; for this order that was ${describeDeadline(deadline)}.`,
    };
  }
  return { ok: true, deadline };
}
