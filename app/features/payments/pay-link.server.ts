import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { and, eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import { renderEmail } from "~/features/messaging/public.server";
import { getOrderView, type OrderRow } from "~/features/ordering/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { formatLongDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { env, publicUrl } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";
import { startPayment } from "./checkout.server";
import { providerNamed } from "./provider.server";

let cachedKey: string | null = null;

/** The key that signs payment links: the auth secret, else one kept in the data directory. */
function signingKey(): string {
  if (cachedKey) return cachedKey;
  if (env.BETTER_AUTH_SECRET) return (cachedKey = env.BETTER_AUTH_SECRET);
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, "pay-link-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return (cachedKey = readFileSync(file, "utf8").trim());
}

/** The token of an order's payment link: only the link's holder can open its checkout. */
export function payLinkToken(orderId: string): string {
  return createHmac("sha256", signingKey()).update(`pay-order:${orderId}`).digest("base64url");
}

function validToken(orderId: string, token: string): boolean {
  const expected = Buffer.from(payLinkToken(orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
  | { state: "paid"; orderNumber: string }
  | { state: "closed" }
  | { state: "error"; message: string };

/**
 * Opening a payment link: a fresh checkout session with the order's provider each time (so the
 * link outlives the provider's 31-minute window); sessions opened before are closed first so
 * only one can be paid. An order paid, cancelled, not a link order, or a wrong token: no payment.
 */
export async function openPaymentLink(orderId: string, token: string, returnOrigin: string): Promise<PayLinkOutcome> {
  if (!validToken(orderId, token)) return { state: "closed" };
  const order = await getOrderView(orderId);
  if (!order || order.manualPayment !== "link") return { state: "closed" };
  if (order.paidAt) return { state: "paid", orderNumber: order.orderNumber };
  if (order.status !== "pending_payment") return { state: "closed" };
  const open = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
  for (const payment of open) {
    // A session that can no longer be closed was paid meanwhile: its webhook marks the order.
    if (!(await providerNamed(payment.provider).closeCheckout(payment.providerSessionId))) {
      return { state: "paid", orderNumber: order.orderNumber };
    }
    await db.update(payments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(payments.id, payment.id));
  }
  const started = await startPayment(order, undefined, returnOrigin);
  return started.ok ? { state: "redirect", url: started.url } : { state: "error", message: started.message };
}
