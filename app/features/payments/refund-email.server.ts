import { getBusinessSettings } from "~/features/settings/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { getOrderView, type OrderRow } from "~/features/orders/public.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";

/** Queues the email telling the customer their payment was refunded, in the refund's transaction. */
export async function queueRefundEmail(orderId: string): Promise<void> {
  const order = await getOrderView(orderId);
  if (!order) return;
  const settings = await getBusinessSettings();
  const { html, text } = renderEmail(settings.businessName, {
    heading: `Your refund for order ${order.orderNumber}`,
    paragraphs: [
      `Hello ${order.firstName}, we have refunded your payment for order ${order.orderNumber} in full.`,
      order.isTestPayment
        ? "This was a test payment, so no money was taken and none is returned."
        : order.paymentProvider === "manual"
          ? "You paid us by cash or bank transfer: we will return the money to you the same way."
          : "The money goes back to the card you paid with; banks usually take 5 to 10 working days to show it.",
    ],
    rows: [["Refunded", formatPence(order.totalPence)]],
    footer: order.isTestPayment ? "Test mode: payments are simulated and no card was charged." : undefined,
  });
  await sendEmail({
    to: order.email,
    subject: `Refund for order ${order.orderNumber}`,
    html,
    text,
    kind: "order-refund",
  });
}

/**
 * Queues the email telling the customer their order was refunded as store credit: how much was
 * added and what they now have (decision 043), in the refund's transaction.
 */
export async function queueCreditRefundEmail(
  order: Pick<OrderRow, "email" | "firstName" | "orderNumber">,
  amountPence: number,
  balancePence: number,
): Promise<void> {
  const settings = await getBusinessSettings();
  const { html, text } = renderEmail(settings.businessName, {
    heading: `Your refund for order ${order.orderNumber}`,
    paragraphs: [
      `Hello ${order.firstName}, we have refunded order ${order.orderNumber} in full as store credit: ${formatPence(amountPence)} was added to your store credit with ${settings.businessName}.`,
      "You can use it towards your next orders when you are signed in; My account shows your store credit and how it was used.",
    ],
    rows: [
      ["Added to your store credit", formatPence(amountPence)],
      ["Your store credit now", formatPence(balancePence)],
    ],
  });
  await sendEmail({
    to: order.email,
    subject: `${formatPence(amountPence)} store credit: refund of order ${order.orderNumber}`,
    html,
    text,
    kind: "order-refund",
  });
}
