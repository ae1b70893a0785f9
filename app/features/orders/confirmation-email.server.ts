import { discountRows, paymentRows } from "./order-money";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { allergenStatement, NO_ALLERGENS_TEXT } from "~/features/catalog/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { queueOrderText, renderEmail } from "~/features/messaging/public.server";
import { formatLongDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";
import { DELIVERY_WINDOW } from "./delivery-windows";
import { orderViewOf, type OrderRow, type OrderView } from "./order-queries.server";

/** The allergens of each box (line) of the order, as the email lists them at delivery. */
export function allergenParagraphs(order: Pick<OrderView, "lines">): string[] {
  if (order.lines.length === 0) return [];
  return [
    "Allergens in your order (the 14 regulated allergens, per box):",
    ...order.lines.map(
      (line) => `${line.label}: ${allergenStatement(line.allergens, line.mayContain) ?? NO_ALLERGENS_TEXT}`,
    ),
    "If you have an allergy, please check each dish before eating and contact us with any question.",
  ];
}

export function confirmationEmailContent(order: OrderView) {
  const rows: Array<[string, string]> = order.lines.map((line) => [
    `${line.quantity} × ${line.label}${line.isSubscription ? " (weekly subscription)" : ""}`,
    formatPence(line.lineTotalPence),
  ]);
  rows.push(["Subtotal", formatPence(order.subtotalPence)]);
  if (order.shippingPence > 0) rows.push(["Shipping", formatPence(order.shippingPence)]);
  for (const row of discountRows(order)) rows.push([row.label, `(${formatPence(row.pence)})`]);
  rows.push(["Total paid", formatPence(order.totalPence)]);
  for (const row of paymentRows(order)) rows.push([row.label, formatPence(row.pence)]);
  const collection = order.fulfilment === "collection";
  const renewal = order.subscriptionId !== null;
  const dateLabel = `${order.isSubscription && !renewal ? "First " : ""}${collection ? "collection" : "delivery"} date`;
  // "Saturday 12 December 2026, evening (after 5pm)" when the customer chose a window.
  const windowText =
    !collection && order.deliveryWindow ? `, ${DELIVERY_WINDOW[order.deliveryWindow].label.toLowerCase()}` : "";
  return {
    heading: renewal
      ? `Your weekly box is booked, ${order.firstName}!`
      : `Thank you for your order, ${order.firstName}!`,
    paragraphs: [
      renewal
        ? `This week's order of your subscription, ${order.orderNumber}, is booked and paid.`
        : `Your order ${order.orderNumber} is confirmed and paid.`,
      `${dateLabel[0].toUpperCase()}${dateLabel.slice(1)}: ${formatLongDate(order.deliveryDate)}${windowText}.`,
      `${order.fulfilmentText}.`,
      ...(collection && order.collectionInstructions
        ? [`Collection instructions: ${order.collectionInstructions}`]
        : []),
      ...(!collection && order.deliveryInstructions ? [`Delivery instructions: ${order.deliveryInstructions}`] : []),
      ...allergenParagraphs(order),
      ...(order.isSubscription
        ? [
            "Your subscription items will be charged weekly. You can skip a week, pause, change or cancel it from My Account until each weekend's cutoff.",
          ]
        : []),
    ],
    rows,
    footer: order.isTestPayment ? "Test mode: payments are simulated and no card was charged." : undefined,
  };
}

/**
 * Queues the confirmation email of a paid order, once, in the caller's transaction (the order's
 * transition to paid, or its renewal): the claim is a conditional update of
 * confirmation_email_sent_at, so however many confirmations race, one mail is queued, and it is
 * queued only if the payment's change commits. The job queue delivers it, retrying on failure.
 */
export async function queueConfirmationEmail(orderId: string): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ confirmationEmailSentAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationEmailSentAt), isNotNull(orders.paidAt)))
    .returning();
  if (!claimed) return false;
  await queueClaimedConfirmationEmail(claimed);
  return true;
}

/**
 * Queues the confirmation email of a paid order whose claim (confirmation_email_sent_at) the
 * caller has just made in its transaction, from the row it holds, with the lines of the view it
 * read just before (a payment page's) or else one query for them; and its text when the customer
 * chose order updates by SMS.
 */
export async function queueClaimedConfirmationEmail(claimed: OrderRow, known?: OrderView): Promise<void> {
  const order = known?.id === claimed.id ? { ...known, ...claimed } : await orderViewOf(claimed);
  const settings = await getBusinessSettings();
  const { html, text } = renderEmail(settings.businessName, confirmationEmailContent(order));
  const date = formatLongDate(order.deliveryDate);
  const subject = order.subscriptionId
    ? `Weekly box booked for ${date}: ${order.orderNumber}`
    : `Order confirmed: ${order.orderNumber}`;
  const kind = order.subscriptionId ? "subscription-renewal" : "order-confirmation";
  await sendEmail({ to: order.email, subject, html, text, kind });
  // The same news by text, for a customer who chose order updates by SMS.
  const sms = `${settings.businessName}: your order ${order.orderNumber} for ${date} is ${order.subscriptionId ? "booked" : "confirmed"}. Details are in your email.`;
  await queueOrderText({ email: order.email, orderPhone: order.phone, subject, text: sms, kind });
}
