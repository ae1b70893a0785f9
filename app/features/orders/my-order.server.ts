import { getBusinessSettings } from "~/features/settings/public.server";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { datesToMoveTo } from "./customer-changes.server";
import { describeDeadline } from "./customer-changes";
import { changeRuleFor, findCustomerOrder } from "./customer-order.server";
import { customerSummary } from "./customer-summary";
import { DELIVERY_WINDOW } from "./delivery-windows";

/**
 * What the customer's order page shows: the order, until when it can be cancelled or changed (or
 * why it no longer can), the dates it can move to, and how to reach the business. Null when the
 * order is not the customer's.
 */
export async function loadMyOrder(orderId: string, userId: string, now: Date = new Date()) {
  const order = await findCustomerOrder(orderId, userId);
  if (!order) return null;
  const [rule, settings] = [await changeRuleFor(order, now), await getBusinessSettings()];
  const dates = rule.ok ? await datesToMoveTo(order, now) : [];
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      placedOn: formatLongDate(todayInLondon(order.createdAt)),
      deliveryDate: order.deliveryDate,
      deliveryDateText: formatLongDate(order.deliveryDate),
      /** "Evening (after 5pm)" for a delivery with a window; null otherwise. */
      deliveryWindowText:
        order.fulfilment === "delivery" && order.deliveryWindow ? DELIVERY_WINDOW[order.deliveryWindow].label : null,
      status: order.status,
      fulfilment: order.fulfilment,
      fulfilmentText: order.fulfilmentText,
      address: { address: order.address ?? "", city: order.city ?? "", postcode: order.postcode ?? "" },
      ...customerSummary(order),
    },
    change: rule.ok
      ? { allowed: true as const, deadline: describeDeadline(rule.deadline) }
      : { allowed: false as const, reason: rule.reason, message: rule.message },
    dates: dates.map((date) => ({ value: date, label: formatLongDate(date) })),
    contact: { email: settings.contactEmail, phone: settings.contactPhone },
  };
}

export type MyOrderData = NonNullable<Awaited<ReturnType<typeof loadMyOrder>>>;
