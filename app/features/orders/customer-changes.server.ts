import { eq, inArray } from "drizzle-orm";
import { orderLineItems, orderLines, orders, orderStatusHistory } from "~/db/schema/orders";
import { OUTSIDE_AREA_TITLE } from "~/features/delivery/public";
import {
  availableDeliveryDates,
  checkCollectionPoint,
  checkDeliveryDate,
  checkPostcode,
} from "~/features/delivery/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { formatLongDate, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import type { ChangeAddressInput } from "./customer-change-schemas";
import { lockCustomerOrder } from "./customer-order.server";
import { loadWeekendMenu } from "~/features/cart/public.server";
import { deliveryAddress, getOrderView, type OrderRow } from "./order-queries.server";

export const NOT_ON_MENU_MESSAGE = "Your dishes are not on the menu for that weekend; cancel and order again instead.";

/** A refusal names the field it is about, when it is about one (else it is about the whole order). */
export type ChangeOutcome = { ok: true } | { ok: false; error: string; field?: "deliveryDate" | "postcode" };

/** The dishes of an order (null for a dish deleted since, which no menu has). */
async function orderDishIds(orderId: string): Promise<Array<string | null>> {
  const lines = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return [];
  const items = await db
    .select({ dishId: orderLineItems.menuItemId })
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  return items.map((i) => i.dishId);
}

/** Whether every dish of the order is on the published menu of `date`'s weekend (the price stays as paid). */
async function dishesOnMenuOf(dishIds: Array<string | null>, date: IsoDate): Promise<boolean> {
  const menu = await loadWeekendMenu(weekendSaturday(date));
  const onMenu = new Set(menu.dishes.map((d) => d.id));
  return menu.week !== null && dishIds.every((id) => id !== null && onMenu.has(id));
}

/**
 * The dates the customer can move the order to: dates open for ordering now with room for its
 * boxes, whose weekend menu has all its dishes (and, for a collection, when its point is open).
 */
export async function datesToMoveTo(order: OrderRow, now: Date = new Date()): Promise<IsoDate[]> {
  const dishIds = await orderDishIds(order.id);
  const menuOk = new Map<IsoDate, boolean>();
  const dates: IsoDate[] = [];
  for (const option of await availableDeliveryDates(now)) {
    const { date, remaining } = option;
    if (date === order.deliveryDate || (remaining !== null && remaining < order.boxes)) continue;
    const saturday = weekendSaturday(date);
    if (!menuOk.has(saturday)) menuOk.set(saturday, await dishesOnMenuOf(dishIds, date));
    if (!menuOk.get(saturday)) continue;
    if (order.fulfilment === "collection" && !(await checkCollectionPoint(order.collectionPointId, date)).ok) continue;
    dates.push(date);
  }
  return dates;
}

/**
 * Moves the customer's order to another date: the rule and the deadline again under the order's
 * lock, the new weekend's menu, then the calendar and capacity under the date's lock, as checkout
 * does; the history row and the customer's email commit with the change.
 */
export async function changeOrderDate(
  orderId: string,
  userId: string,
  date: IsoDate,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction(async (): Promise<ChangeOutcome> => {
    const locked = await lockCustomerOrder(orderId, userId, now);
    if (!locked.ok) return locked;
    const { order } = locked;
    const refuse = (error: string): ChangeOutcome => ({ ok: false, error, field: "deliveryDate" });
    if (date === order.deliveryDate) return refuse("Your order is already for that date.");
    if (!(await dishesOnMenuOf(await orderDishIds(order.id), date))) return refuse(NOT_ON_MENU_MESSAGE);
    const check = await checkDeliveryDate(date, order.boxes, now, { lock: true });
    if (!check.ok) return refuse(check.message);
    let collectionPoint = order.collectionPoint;
    if (order.fulfilment === "collection") {
      const point = await checkCollectionPoint(order.collectionPointId, date);
      if (!point.ok) return refuse(point.message);
      collectionPoint = point.snapshot;
    }
    await db
      .update(orders)
      .set({ deliveryDate: date, collectionPoint, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    const change = `${order.fulfilment === "collection" ? "Collection" : "Delivery"} date changed from ${formatLongDate(order.deliveryDate)} to ${formatLongDate(date)}`;
    await recordChange(order, userId, change);
    return { ok: true };
  });
}

/**
 * Changes the delivery address of the customer's delivery order: the postcode must be in the
 * delivery area (the postcode check's matching); the price stays as paid.
 */
export async function changeOrderAddress(
  orderId: string,
  userId: string,
  input: Omit<ChangeAddressInput, "intent">,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  const postcode = await checkPostcode(input.postcode);
  if (postcode.status === "invalid") return { ok: false, field: "postcode", error: postcode.message };
  if (postcode.status === "unavailable") return { ok: false, field: "postcode", error: OUTSIDE_AREA_TITLE };
  return db.transaction(async (): Promise<ChangeOutcome> => {
    const locked = await lockCustomerOrder(orderId, userId, now);
    if (!locked.ok) return locked;
    const { order } = locked;
    if (order.fulfilment !== "delivery") {
      return { ok: false, error: "This order is collected, so it has no delivery address to change." };
    }
    const next = { address: input.address, city: input.city, postcode: postcode.postcode };
    await db
      .update(orders)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordChange(
      order,
      userId,
      `Delivery address changed from ${deliveryAddress(order)} to ${deliveryAddress(next)}`,
    );
    return { ok: true };
  });
}

/** The history row (the status stays) and the customer's email, in the change's transaction. */
async function recordChange(order: OrderRow, userId: string, change: string): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: `${change} by the customer`,
    changedBy: userId,
  });
  await queueChangeEmail(order.id, change);
}

async function queueChangeEmail(orderId: string, change: string): Promise<void> {
  const order = await getOrderView(orderId);
  if (!order) return;
  const settings = await getBusinessSettings();
  const collection = order.fulfilment === "collection";
  const contact = [settings.contactEmail, settings.contactPhone].filter(Boolean).join(" or ");
  const { html, text } = renderEmail(settings.businessName, {
    heading: "Your order has been changed",
    paragraphs: [
      `Hello ${order.firstName}, as you asked, we have changed your order ${order.orderNumber}.`,
      `${change}.`,
    ],
    rows: [
      [collection ? "Collection date" : "Delivery date", formatLongDate(order.deliveryDate)],
      [
        collection ? "Collection" : "Delivery address",
        collection ? (order.collectionPoint ?? "") : deliveryAddress(order),
      ],
    ],
    footer: `Questions about your order? Contact ${settings.businessName} at ${contact}.`,
  });
  await sendEmail({
    to: order.email,
    subject: `Your order ${order.orderNumber} has been changed`,
    html,
    text,
    kind: "order-changed",
  });
}
