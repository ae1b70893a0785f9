import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { payments } from "~/db/schema/payments";
import { cutoffInstant, describeCutoff } from "~/features/delivery/public";
import { renderEmail } from "~/features/messaging/public.server";
import { getOrderView, lockOrderForPayment, type OrderRow } from "~/features/orders/public.server";
import { getBusinessSettings, orderingSettings } from "~/features/settings/public.server";
import { formatLongDate, weekendLabel, weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { publicUrl } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { signValue, validSignature } from "~/lib/signing.server";
import { formatPence } from "~/lib/money";
import { startPayment } from "./checkout.server";
import { applyVerifiedPayment } from "./confirm.server";
import { providerNamed } from "./provider.server";

/** The token of an order's payment link: only the link's holder can open its checkout. */
export function payLinkToken(orderId: string): string {
  return signValue("pay-order", orderId);
}

function validToken(orderId: string, token: string): boolean {
  return validSignature("pay-order", orderId, token);
}

export function payLinkUrl(orderId: string, origin: string = publicUrl()): string {
  return `${origin}/pay/order/${orderId}?token=${payLinkToken(orderId)}`;
}

/** Emails the customer the link to pay an order an admin entered, in the caller's transaction. */
export async function queuePaymentLinkEmail(order: OrderRow): Promise<void> {
  const view = await getOrderView(order.id);
  if (!view) return;
  const settings = await getBusinessSettings();
  const { html, text } = renderEmail(settings.businessName, {
    heading: `Pay for your order ${view.orderNumber}`,
    paragraphs: [
      `Hello ${view.firstName}, thank you for your order by phone. It is booked for ${formatLongDate(view.deliveryDate)}.`,
      "Please pay for it with the button below before the order deadline for that weekend; the order is confirmed once it is paid.",
      ...view.lines.map((line) => `${line.quantity} × ${line.label}`),
    ],
    rows: [["Total", formatPence(view.totalPence)]],
    button: { label: "Pay now", url: payLinkUrl(order.id) },
    footer: `Questions about your order? Contact ${settings.businessName} at ${settings.contactEmail}.`,
  });
  await sendEmail({
    to: view.email,
    subject: `Pay for your order ${view.orderNumber}`,
    html,
    text,
    kind: "order-payment-link",
  });
}

export type PayLinkOutcome =
  | { state: "redirect"; url: string }
  | { state: "paid" | "cancelled"; orderNumber: string }
  /** Its weekend's orders have closed (`cutoff`, in words): the order can no longer be paid. */
  | { state: "closed"; orderNumber: string; weekend: string; cutoff: string }
  /** A wrong token, or an order that is not a payment-link order. */
  | { state: "invalid" }
  | { state: "error"; message: string };

/** A payment page reopened from the link leaves at least this long to pay; an older one is replaced. */
const MINUTES_TO_PAY = 10;

/**
 * Opening a payment link, one opening at a time per order (its row locked): the session already
 * open is reused while it has time left, so simultaneous opens share one payment page; one about
 * to expire is closed first and a fresh one opened (the link outlives the provider's 31-minute
 * window). A session that cannot be closed was paid at the provider: its payment is applied and no
 * other is opened. A paid, cancelled or refunded order, or one whose weekend's orders have closed,
 * starts no session and says why.
 */
export async function openPaymentLink(
  orderId: string,
  token: string,
  returnOrigin: string,
  now: Date = new Date(),
): Promise<PayLinkOutcome> {
  if (!z.uuid().safeParse(orderId).success || !validToken(orderId, token)) return { state: "invalid" };
  const settings = await orderingSettings();
  return db.transaction(async (): Promise<PayLinkOutcome> => {
    const order = await lockOrderForPayment(orderId);
    if (!order || order.manualPayment !== "link") return { state: "invalid" };
    const { orderNumber } = order;
    if (order.paidAt) return { state: order.status === "refunded" ? "cancelled" : "paid", orderNumber };
    if (now > cutoffInstant(order.deliveryDate, settings))
      return {
        state: "closed",
        orderNumber,
        weekend: weekendLabel(weekendSaturday(order.deliveryDate)),
        cutoff: describeCutoff(order.deliveryDate, settings),
      };
    if (order.status !== "pending_payment") return { state: "cancelled", orderNumber };

    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")))
      .orderBy(desc(payments.createdAt));
    let page: string | null = null;
    for (const payment of open) {
      const provider = providerNamed(payment.provider);
      const sessionId = payment.providerSessionId;
      const reopened: string | null = page ? null : await provider.reopenCheckout(sessionId, MINUTES_TO_PAY);
      if (reopened) {
        page = reopened;
        continue;
      }
      if (!(await provider.closeCheckout(sessionId))) {
        // It can no longer be closed: paid at the provider before its confirmation came (or expired).
        const verified = await provider.verify(sessionId);
        if (verified.status === "paid") {
          await applyVerifiedPayment(payment, provider.name, sessionId, verified, "payment link");
          return { state: "paid", orderNumber };
        }
      }
      await db.update(payments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(payments.id, payment.id));
    }
    if (page) return { state: "redirect", url: page };
    const started = await startPayment(order, { returnOrigin });
    return started.ok ? { state: "redirect", url: started.url } : { state: "error", message: started.message };
  });
}
