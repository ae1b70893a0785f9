import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { orders } from "~/db/schema";
import { getBusinessSettings } from "~/features/settings/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { formatLongDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";
import { getOrderView, type OrderView } from "./order-queries.server";

export function confirmationEmailContent(order: OrderView) {
  const rows: Array<[string, string]> = order.lines.map((line) => [
    `${line.quantity} × ${line.label}${line.isSubscription ? " (weekly subscription)" : ""}`,
    formatPence(line.lineTotalPence),
  ]);
  rows.push(["Subtotal", formatPence(order.subtotalPence)]);
  if (order.shippingPence > 0) rows.push(["Shipping", formatPence(order.shippingPence)]);
  if (order.discountPence > 0) rows.push(["Discounts", `(${formatPence(order.discountPence)})`]);
  rows.push(["Total paid", formatPence(order.totalPence)]);
  const collection = order.fulfilment === "collection";
  const dateLabel = `${order.isSubscription ? "First " : ""}${collection ? "collection" : "delivery"} date`;
  return {
    heading: `Thank you for your order, ${order.firstName}!`,
    paragraphs: [
      `Your order ${order.orderNumber} is confirmed and paid.`,
      `${dateLabel[0].toUpperCase()}${dateLabel.slice(1)}: ${formatLongDate(order.deliveryDate)}.`,
      `${order.fulfilmentText}.`,
      ...(collection && order.collectionInstructions
        ? [`Collection instructions: ${order.collectionInstructions}`]
        : []),
      ...(!collection && order.deliveryInstructions ? [`Delivery instructions: ${order.deliveryInstructions}`] : []),
      ...(order.isSubscription
        ? ["Your subscription items will be charged weekly. You can cancel any time from My Account."]
        : []),
    ],
    rows,
    footer: order.isTestPayment ? "Test mode: payments are simulated and no card was charged." : undefined,
  };
}

/**
 * Sends the confirmation email of a paid order, once: the send is claimed by setting
 * confirmation_email_sent_at with a conditional update, so concurrent callers cannot both send.
 * A failed send releases the claim so the next confirmation retries it.
 */
export async function sendConfirmationEmailOnce(orderId: string): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ confirmationEmailSentAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationEmailSentAt), isNotNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  try {
    const order = await getOrderView(orderId);
    if (!order) return false;
    const settings = await getBusinessSettings();
    const { html, text } = renderEmail(settings.businessName, confirmationEmailContent(order));
    await sendEmail({
      to: order.email,
      subject: `Order confirmed: ${order.orderNumber}`,
      html,
      text,
      kind: "order-confirmation",
    });
    return true;
  } catch (err) {
    logger.error({ err, orderId }, "order confirmation email failed");
    await db.update(orders).set({ confirmationEmailSentAt: null }).where(eq(orders.id, orderId));
    return false;
  }
}
