import { getBusinessSettings } from "~/features/settings/public.server";
import { queueOrderText, renderEmail } from "~/features/messaging/public.server";
import { formatLongDate } from "~/lib/dates";
import { sendEmail } from "~/lib/mailer.server";
import { getOrderView, type OrderView } from "./order-queries.server";
import type { OrderStatus } from "./order-status";

/** The statuses a customer is told about when the owner moves their order. */
export type NotifiedStatus = Extract<OrderStatus, "preparing" | "out_for_delivery" | "delivered" | "cancelled">;
const NOTIFIED: ReadonlySet<OrderStatus> = new Set(["preparing", "out_for_delivery", "delivered", "cancelled"]);

/** Subject and paragraphs of the email for an order that has just become `status`. */
export function statusEmailContent(order: OrderView, status: NotifiedStatus) {
  const collection = order.fulfilment === "collection";
  const date = formatLongDate(order.deliveryDate);
  const n = order.orderNumber;
  const texts: Record<NotifiedStatus, { subject: string; heading: string; paragraphs: string[] }> = {
    preparing: {
      subject: `Your order ${n} is being prepared`,
      heading: "We are cooking your order",
      paragraphs: [`Hello ${order.firstName}, we have started preparing your order ${n} for ${date}.`],
    },
    out_for_delivery: collection
      ? {
          subject: `Your order ${n} is ready to collect`,
          heading: "Your order is ready to collect",
          paragraphs: [`Hello ${order.firstName}, your order ${n} is ready.`, `${order.fulfilmentText}.`],
        }
      : {
          subject: `Your order ${n} is on its way`,
          heading: "Your order is on its way",
          paragraphs: [
            `Hello ${order.firstName}, your order ${n} is out for delivery today.`,
            `${order.fulfilmentText}.`,
          ],
        },
    delivered: {
      subject: `Your order ${n} has been ${collection ? "collected" : "delivered"}`,
      heading: "Enjoy your meal!",
      paragraphs: [
        `Hello ${order.firstName}, your order ${n} has been ${collection ? "collected" : "delivered"}.`,
        "Thank you for ordering with us.",
      ],
    },
    cancelled: {
      subject: `Your order ${n} has been cancelled`,
      heading: "Your order has been cancelled",
      paragraphs: [
        `Hello ${order.firstName}, your order ${n} for ${date} has been cancelled.`,
        order.paidAt && !order.isTestPayment
          ? "If we owe you a refund, you will receive a separate email when it is made."
          : "No payment is due for it.",
      ],
    },
  };
  return texts[status];
}

/**
 * Queues the email telling the customer their order moved on (preparing, out for delivery or
 * ready to collect, delivered or collected, cancelled), and its text when they chose order updates
 * by SMS, in the caller's transaction: they exist only if the move commits. Other statuses send
 * nothing.
 */
export async function queueStatusEmail(orderId: string, status: OrderStatus): Promise<boolean> {
  if (!NOTIFIED.has(status)) return false;
  const order = await getOrderView(orderId);
  if (!order) return false;
  const settings = await getBusinessSettings();
  const { subject, heading, paragraphs } = statusEmailContent(order, status as NotifiedStatus);
  const contact = [settings.contactEmail, settings.contactPhone].filter(Boolean).join(" or ");
  const { html, text } = renderEmail(settings.businessName, {
    heading,
    paragraphs,
    footer: `Questions about your order? Contact ${settings.businessName} at ${contact}.`,
  });
  const kind = `order-${status.replace(/_/g, "-")}`;
  await sendEmail({ to: order.email, subject, html, text, kind });
  // The same news by text, for a customer who chose order updates by SMS.
  const sms = `${settings.businessName}: ${subject}.`;
  await queueOrderText({ email: order.email, orderPhone: order.phone, subject, text: sms, kind });
  return true;
}
