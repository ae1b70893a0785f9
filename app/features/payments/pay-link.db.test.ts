import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createManualOrder } from "~/features/orders/manual-orders.server";
import { cancelUnpaidOrder, expireUnpaidOrders } from "~/features/orders/orders.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { connectFakeStripe, disconnectFakeStripe } from "../../../tests/fake-stripe";
import { openPaymentLink, payLinkToken, queuePaymentLinkEmail } from "./pay-link.server";
import { handleStripeEvent } from "./stripe-webhook.server";
import { payTestSession } from "./test-payment.server";

// The weekend of 12-13 December 2026: its cutoff is Wednesday 9 December, 23:59 London.
const SATURDAY = "2026-12-12";
const beforeCutoff = new Date("2026-12-08T12:00:00Z");
const afterCutoff = new Date("2026-12-10T00:30:00Z");
const admin = { id: "admin-link", email: "owner@example.com" };
const origin = "http://localhost";

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

async function linkOrder(linkProvider: "test" | "stripe" = "test") {
  const created = await createManualOrder({
    cart: cartOf(SATURDAY, essentialsLine()),
    customer: customerDetails(),
    payment: "link",
    admin,
    linkProvider,
    sendLink: queuePaymentLinkEmail,
  });
  if (!created.ok) throw new Error(created.message);
  return created.order;
}

const statusOf = async (id: string) =>
  (await db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, id)))[0].status;
const paymentsOf = (orderId: string) => db.select().from(s.payments).where(eq(s.payments.orderId, orderId));
const openSessionsOf = (orderId: string) =>
  db
    .select()
    .from(s.payments)
    .where(and(eq(s.payments.orderId, orderId), eq(s.payments.status, "pending")));
const open = (orderId: string, now = beforeCutoff) => openPaymentLink(orderId, payLinkToken(orderId), origin, now);
const sessionOf = (url: string) => url.replace("/pay/test/", "");

describe("a payment-link order", () => {
  it("stays pending with its link emailed, outlives the 2-hour expiry until its cutoff, and is paid once through the link", async () => {
    const order = await linkOrder();
    expect(order).toMatchObject({ status: "pending_payment", manualPayment: "link", paymentProvider: "test" });
    const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email));
    expect(mail.kind).toBe("order-payment-link");
    const token = payLinkToken(order.id);
    expect(mail.text).toContain(`/pay/order/${order.id}?token=${token}`);

    // Three hours on, checkout's orders would be cancelled: this one waits for its cutoff.
    await expireUnpaidOrders(new Date(Date.now() + 3 * 3_600_000));
    expect(await statusOf(order.id)).toBe("pending_payment");

    expect(await openPaymentLink(order.id, "not-the-token", origin, beforeCutoff)).toEqual({ state: "invalid" });
    // Opening it again (the customer came back to the email) leads to the same payment page.
    const first = await open(order.id);
    const second = await open(order.id);
    if (first.state !== "redirect" || second.state !== "redirect") throw new Error("no payment page");
    expect(second.url).toBe(first.url);

    expect(await payTestSession(sessionOf(first.url))).toBe("paid");
    expect(await payTestSession(sessionOf(first.url))).toBe("paid");
    expect(await statusOf(order.id)).toBe("paid");
    const paidRows = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(paidRows.filter((h) => h.toStatus === "paid")).toHaveLength(1);
    const confirmations = (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email))).filter(
      (m) => m.kind === "order-confirmation",
    );
    expect(confirmations).toHaveLength(1);
    expect(await open(order.id)).toEqual({ state: "paid", orderNumber: order.orderNumber });
  });

  it("holds its boxes while unpaid and is cancelled once its weekend's cutoff and a last payment page have passed", async () => {
    const order = await linkOrder();
    await expireUnpaidOrders(new Date("2026-12-09T23:00:00Z"));
    expect(await statusOf(order.id)).toBe("pending_payment");
    // A payment page opened just before the cutoff can still be paid for its 31 minutes.
    await expireUnpaidOrders(new Date("2026-12-10T00:15:00Z"));
    expect(await statusOf(order.id)).toBe("pending_payment");
    await expireUnpaidOrders(new Date("2026-12-10T00:45:00Z"));
    expect(await statusOf(order.id)).toBe("cancelled");
  });
});

describe("a payment link has at most one open payment session", () => {
  it("12 simultaneous opens share one session; once it is paid none is open, and opening again starts none", async () => {
    const order = await linkOrder();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => open(order.id)));
    const urls = new Set(outcomes.map((o) => (o.state === "redirect" ? o.url : o.state)));
    expect(urls.size).toBe(1);
    const [url] = urls;
    expect(url).toMatch(/^\/pay\/test\//);
    expect(await openSessionsOf(order.id)).toHaveLength(1);

    expect(await payTestSession(sessionOf(url))).toBe("paid");
    expect(await openSessionsOf(order.id)).toEqual([]);
    const again = await Promise.all(Array.from({ length: 12 }, () => open(order.id)));
    expect(again.every((o) => o.state === "paid")).toBe(true);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("a session about to expire is closed and a fresh one opened in its place, still one open", async () => {
    const order = await linkOrder();
    const first = await open(order.id);
    if (first.state !== "redirect") throw new Error("no payment page");
    // 25 minutes on, the first page has 6 of its 31 minutes left: too few to pay with.
    await db
      .update(s.payments)
      .set({ createdAt: new Date(Date.now() - 25 * 60_000) })
      .where(eq(s.payments.orderId, order.id));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => open(order.id)));
    const urls = new Set(outcomes.map((o) => (o.state === "redirect" ? o.url : o.state)));
    expect(urls.size).toBe(1);
    expect([...urls][0]).not.toBe(first.url);
    expect((await openSessionsOf(order.id)).map((p) => p.providerSessionId)).toEqual([sessionOf([...urls][0])]);
    expect(await payTestSession(sessionOf(first.url))).toBe("not-payable");
  });
});

describe("opening a link whose order can no longer be paid says why and starts no session", () => {
  it("paid, cancelled, expired, or past its weekend's cutoff", async () => {
    const paid = await linkOrder();
    const page = await open(paid.id);
    if (page.state !== "redirect") throw new Error("no payment page");
    await payTestSession(sessionOf(page.url));
    expect(await open(paid.id)).toEqual({ state: "paid", orderNumber: paid.orderNumber });
    expect(await paymentsOf(paid.id)).toHaveLength(1);

    const cancelled = await linkOrder();
    await cancelUnpaidOrder(cancelled.id, "Cancelled by the owner", admin.id);
    expect(await open(cancelled.id)).toEqual({ state: "cancelled", orderNumber: cancelled.orderNumber });
    expect(await paymentsOf(cancelled.id)).toEqual([]);

    const closing = { state: "closed", weekend: "12 - 13 December", cutoff: "Wednesday 9 December at 23:59" };
    const late = await linkOrder();
    // The cutoff has passed; the expiry job has not cancelled it yet.
    expect(await open(late.id, afterCutoff)).toEqual({ ...closing, orderNumber: late.orderNumber });
    expect(await paymentsOf(late.id)).toEqual([]);

    await expireUnpaidOrders(new Date("2026-12-10T01:00:00Z"));
    expect(await statusOf(late.id)).toBe("cancelled");
    expect(await open(late.id, new Date("2026-12-10T01:00:00Z"))).toEqual({
      ...closing,
      orderNumber: late.orderNumber,
    });
    expect(await paymentsOf(late.id)).toEqual([]);
  });
});

describe("with Stripe", () => {
  let stripeServer: Awaited<ReturnType<typeof connectFakeStripe>>;
  beforeAll(async () => {
    stripeServer = await connectFakeStripe();
  });
  afterAll(() => disconnectFakeStripe(stripeServer));
  const stripeSessionsOf = (orderId: string) =>
    [...stripeServer.sessions.values()].filter((x) => x.metadata.orderId === orderId);

  it("12 simultaneous opens leave one Checkout Session open at Stripe; once it is paid none is open", async () => {
    const order = await linkOrder("stripe");
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => open(order.id)));
    expect(new Set(outcomes.map((o) => (o.state === "redirect" ? o.url : o.state))).size).toBe(1);
    expect(stripeSessionsOf(order.id).filter((x) => x.status === "open")).toHaveLength(1);

    const [session] = stripeSessionsOf(order.id);
    const completed = stripeServer.complete(session.id);
    const event = { id: `evt_${randomUUID()}`, type: "checkout.session.completed", data: { object: completed } };
    expect(await handleStripeEvent(event as unknown as Stripe.Event)).toBe("handled");
    expect(await statusOf(order.id)).toBe("paid");
    expect(stripeSessionsOf(order.id).filter((x) => x.status === "open")).toEqual([]);
    expect(await openSessionsOf(order.id)).toEqual([]);
    expect(await open(order.id)).toEqual({ state: "paid", orderNumber: order.orderNumber });
    expect(stripeSessionsOf(order.id)).toHaveLength(1);
  });

  it("a session paid at Stripe before its webhook arrived is not replaced: opening the link confirms the payment", async () => {
    const order = await linkOrder("stripe");
    const first = await open(order.id);
    if (first.state !== "redirect") throw new Error("no payment page");
    const [session] = stripeSessionsOf(order.id);
    stripeServer.complete(session.id);
    expect(await open(order.id)).toEqual({ state: "paid", orderNumber: order.orderNumber });
    expect(await statusOf(order.id)).toBe("paid");
    expect(stripeSessionsOf(order.id)).toHaveLength(1);
  });
});
