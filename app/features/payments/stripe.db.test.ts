import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as s from "~/db/schema";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { PAYMENT_WINDOW_MINUTES, PENDING_HOLD_MINUTES } from "~/features/delivery/delivery-dates";
import type { Cart } from "~/features/cart/cart";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu, publishWeekend } from "../../../tests/factories/ordering";
import { signedStripeEvent } from "../../../tests/fake-stripe";
import { startStripeServer } from "../../../tests/stripe-server";
import { abandonPayment, startPayment } from "./checkout.server";
import { confirmPayment } from "./confirm.server";
import { refundOrder } from "./refund.server";
import { resetStripeClient } from "./stripe-provider.server";
import { receiveStripeWebhook } from "./stripe-webhook.server";
import { renewDueSubscriptions } from "~/features/subscriptions/renewals.server";
import { cancelOwnSubscription, changePlan, skipWeek, unskipWeek } from "~/features/subscriptions/self-service.server";
import { action as webhookRoute } from "~/routes/api/stripe-webhook";
import { addCredit, creditBalance, creditMovementsOf } from "~/features/wallet/public.server";

const now = new Date("2026-11-19T10:00:00Z");
const WEBHOOK_SECRET = "whsec_test_dabba";
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  const dishes = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  // The next weekends' menus, for the subscription's renewals.
  await publishWeekend(db, "2026-12-05", ["Punjabi", "Goan"], Object.values(dishes));
  await publishWeekend(db, "2026-12-12", ["Punjabi", "Goan"], Object.values(dishes));
  await publishWeekend(db, "2026-12-19", ["Punjabi", "Goan"], Object.values(dishes));
  stripeServer = await startStripeServer();
  env.STRIPE_SECRET_KEY = "sk_test_dabba";
  env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  env.STRIPE_API_BASE = stripeServer.base;
  resetStripeClient();
});

afterAll(async () => {
  env.STRIPE_SECRET_KEY = undefined;
  env.STRIPE_WEBHOOK_SECRET = undefined;
  env.STRIPE_API_BASE = undefined;
  resetStripeClient();
  await stripeServer.close();
});

async function checkout(cart: Cart, userId: string | null = null) {
  const created = await createOrderFromCart({
    cart,
    customer: customerDetails(),
    userId,
    isGuest: !userId,
    provider: "stripe",
    now,
  });
  if (!created.ok) throw new Error(created.message);
  // A subscription's trial (to its first renewal's cutoff) must end 48 hours after `now` at least.
  if (created.order.isSubscription) vi.useFakeTimers({ toFake: ["Date"], now });
  const started = await startPayment(created.order).finally(() => vi.useRealTimers());
  if (!started.ok) throw new Error(started.message);
  const sessionId = started.url.split("/").pop()!;
  return { order: created.order, url: started.url, sessionId };
}

/** The version of the subscription its page shows (each form sends it back). */
const shown = async (id: string) => ({
  version: (await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, id)))[0].version,
});

const signed = (type: string, object: unknown, id?: string) => signedStripeEvent(WEBHOOK_SECRET, type, object, id);

/** Stripe's signed charge.refunded event: the charge `chargeId` of the payment intent, refunded. */
const chargeRefunded = (chargeId: string, paymentIntent: unknown) =>
  signed("charge.refunded", { id: chargeId, object: "charge", refunded: true, payment_intent: paymentIntent });

const paidHistory = (orderId: string) =>
  db
    .select()
    .from(s.orderStatusHistory)
    .where(and(eq(s.orderStatusHistory.orderId, orderId), eq(s.orderStatusHistory.toStatus, "paid")));
const mailsTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));

describe("Stripe Checkout through the real SDK", () => {
  it("creates a payment-mode session for exactly the server-computed total in GBP", async () => {
    const { order, url, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine({ quantity: 2 })));
    expect(url).toBe(`${stripeServer.base}/checkout-page/${sessionId}`);
    const session = stripeServer.sessions.get(sessionId)!;
    expect(session.mode).toBe("payment");
    expect(session.amount_total).toBe(order.totalPence);
    expect(order.totalPence).toBe(7300);
    expect(session.metadata.orderId).toBe(order.id);
    expect(session.success_url).toMatch(/\/order-confirmation\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    const request = stripeServer.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(request?.authorization).toBe("Bearer sk_test_dabba");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.providerSessionId, sessionId));
    expect(payment).toMatchObject({ provider: "stripe", amountPence: 7300, status: "pending" });
  });

  it("uses a subscription session with a weekly price when a line is a subscription", async () => {
    const { order, sessionId } = await checkout(
      cartOf(
        "2026-11-28",
        essentialsLine({ isSubscription: true }),
        essentialsLine({ id: "e2", cuisine: "Goan", variant: "vegetarian" }),
      ),
    );
    const session = stripeServer.sessions.get(sessionId)!;
    expect(session.mode).toBe("subscription");
    // First charge: both boxes (£33 + £30) + £7 shipping (8 containers) − £6 subscription discount.
    expect(order.totalPence).toBe(3300 + 3000 + 700 - 600);
    expect(session.amount_total).toBe(order.totalPence);
    // Weekly: the subscribed box alone (£33 + £5 shipping − £6), from the first renewal's cutoff
    // (Wednesday 2 December, 23:59 London) on; the first order is paid today in full.
    expect(session.line_items).toEqual([
      expect.objectContaining({ unit_amount: 3200, recurring: "week", quantity: 1 }),
      expect.objectContaining({ unit_amount: order.totalPence, recurring: null, quantity: 1 }),
    ]);
    expect(session.trial_end).toBe(Date.UTC(2026, 11, 2, 23, 59, 59) / 1000);
  });

  it("a signed webhook replayed 100 times pays the order once and sends one email", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.complete(sessionId);
    const { payload, header } = signed("checkout.session.completed", session);
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => receiveStripeWebhook(payload, header)));
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.body.includes('"handled"'))).toHaveLength(1);
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("paid");
    expect(await paidHistory(order.id)).toHaveLength(1);
    expect(await mailsTo(order.email)).toHaveLength(1);
    const events = await db
      .select()
      .from(s.paymentEvents)
      .where(eq(s.paymentEvents.type, "checkout.session.completed"));
    expect(events.filter((e) => payload.includes(e.id))).toHaveLength(1);
  });

  it("the /api/stripe/webhook route passes the raw body and signature through", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const { payload, header } = signed("checkout.session.completed", stripeServer.complete(sessionId));
    const post = (signature: string) =>
      webhookRoute({
        request: new Request("http://localhost/api/stripe/webhook", {
          method: "POST",
          body: payload,
          headers: { "stripe-signature": signature },
        }),
      } as never) as Promise<Response>;
    expect((await post("t=1,v1=forged")).status).toBe(400);
    const ok = await post(header);
    expect(ok.status).toBe(200);
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("paid");
  });

  it("rejects a payload with a bad signature and changes nothing", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const { payload } = signed("checkout.session.completed", stripeServer.complete(sessionId));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await receiveStripeWebhook(payload, forged)).status).toBe(400);
    expect((await receiveStripeWebhook(payload, null)).status).toBe(400);
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("pending_payment");
  });

  it("refuses a signature made an hour ahead, and a session naming a malformed order id, storing nothing", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const { payload } = signed("checkout.session.completed", stripeServer.complete(sessionId));
    const ahead = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(await receiveStripeWebhook(payload, ahead)).toEqual({
      status: 400,
      body: "Signature timestamp outside the tolerance",
    });
    const malformed = signed("checkout.session.completed", {
      ...stripeServer.complete(sessionId),
      metadata: { orderId: "1 OR 1=1" },
      client_reference_id: null,
    });
    expect(await receiveStripeWebhook(malformed.payload, malformed.header)).toEqual({
      status: 400,
      body: "Invalid order id",
    });
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("pending_payment");
    const ids = [payload, malformed.payload].map((p) => (JSON.parse(p) as { id: string }).id);
    expect(await db.select().from(s.paymentEvents).where(inArray(s.paymentEvents.id, ids))).toEqual([]);
  });

  it("webhook and confirmation page at once: one transition, one email", async () => {
    for (let round = 0; round < 5; round++) {
      const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
      const { payload, header } = signed("checkout.session.completed", stripeServer.complete(sessionId));
      const [hook, page, page2] = await Promise.all([
        receiveStripeWebhook(payload, header),
        confirmPayment(sessionId),
        confirmPayment(sessionId),
      ]);
      expect(hook.status).toBe(200);
      expect(page.status).toBe("paid");
      expect(page2.status).toBe("paid");
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect(await mailsTo(order.email)).toHaveLength(1);
    }
  });

  it("a refund made in Stripe marks the order refunded, once", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.complete(sessionId);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    const refund = chargeRefunded("ch_test_1", session.payment_intent);
    expect((await receiveStripeWebhook(refund.payload, refund.header)).body).toContain('"handled"');
    const again = chargeRefunded("ch_test_1", session.payment_intent);
    expect((await receiveStripeWebhook(again.payload, again.header)).body).toContain('"ignored"');
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("refunded");
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(["pending_payment", "paid", "refunded"]);
  });

  it("a refund from the back-office goes to Stripe once, and Stripe's refund webhook afterwards changes nothing", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.complete(sessionId);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);

    // Two admins press Refund at once: one refund at Stripe (same idempotency key), one email.
    const [first, second] = await Promise.all([refundOrder(order.id, "admin-1"), refundOrder(order.id, "admin-2")]);
    expect([first.ok, second.ok].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const calls = stripeServer.requests.filter((r) => r.path === "/v1/refunds");
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${order.id}`]));
    expect(calls[0].body.get("payment_intent")).toBe(session.payment_intent);
    expect(stripeServer.refunds.get(session.payment_intent!)).toMatchObject({
      amount: order.totalPence,
      metadata: { orderId: order.id },
    });

    const hook = chargeRefunded("ch_test_2", session.payment_intent);
    expect((await receiveStripeWebhook(hook.payload, hook.header)).body).toContain('"ignored"');
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("refunded");
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === "refunded")).toHaveLength(1);
    expect((await mailsTo(order.email)).filter((m) => m.kind === "order-refund")).toHaveLength(1);
  });

  it("a refund Stripe refuses changes nothing here and says why", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const completed = signed("checkout.session.completed", stripeServer.complete(sessionId));
    await receiveStripeWebhook(completed.payload, completed.header);
    await db.update(s.payments).set({ providerPaymentId: "pi_unknown" }).where(eq(s.payments.orderId, order.id));

    const outcome = await refundOrder(order.id, "admin-1");
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringContaining("The payment provider did not refund: No such payment_intent"),
    });
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("paid");
    expect((await mailsTo(order.email)).filter((m) => m.kind === "order-refund")).toHaveLength(0);
  });

  it("a refund made in Stripe's dashboard also emails the customer, once", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.complete(sessionId);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    for (const id of ["ch_test_3", "ch_test_3"]) {
      const hook = chargeRefunded(id, session.payment_intent);
      await receiveStripeWebhook(hook.payload, hook.header);
    }
    expect((await mailsTo(order.email)).filter((m) => m.kind === "order-refund")).toHaveLength(1);
  });

  it("a session is payable only while the order holds its boxes; when it expires the order is cancelled, once", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.sessions.get(sessionId)!;
    expect(session.expires_at - before).toBeGreaterThanOrEqual(PAYMENT_WINDOW_MINUTES * 60);
    expect(session.expires_at - before).toBeLessThan(PENDING_HOLD_MINUTES * 60);

    const expired = signed("checkout.session.expired", stripeServer.expire(sessionId));
    expect((await receiveStripeWebhook(expired.payload, expired.header)).body).toContain('"handled"');
    const replay = signed("checkout.session.expired", stripeServer.sessions.get(sessionId));
    expect((await receiveStripeWebhook(replay.payload, replay.header)).body).toContain('"ignored"');
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("cancelled");
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.toStatus, h.note])).toEqual([
      ["pending_payment", expect.any(String)],
      ["cancelled", "Payment session expired"],
    ]);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.providerSessionId, sessionId));
    expect(payment.status).toBe("cancelled");
  });

  it("Stripe's back link closes the session and cancels the unpaid order, once", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.sessions.get(sessionId)!;
    expect(session.cancel_url).toMatch(new RegExp(`/checkout\\?payment=cancelled&order=${order.id}$`));
    expect(await abandonPayment(order.id)).toBe(true);
    expect(session.status).toBe("expired");
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("cancelled");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.providerSessionId, sessionId));
    expect(payment.status).toBe("cancelled");
    expect(await abandonPayment(order.id)).toBe(false);
    // Stripe's expiry event that follows changes nothing more.
    const expired = signed("checkout.session.expired", session);
    expect((await receiveStripeWebhook(expired.payload, expired.header)).body).toContain('"ignored"');
  });

  it("a session paid before the customer came back is left alone, and the webhook pays the order", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const session = stripeServer.complete(sessionId);
    expect(await abandonPayment(order.id)).toBe(false);
    const [pending] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(pending.status).toBe("pending_payment");
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("paid");
  });

  it("an expiry event for an order that was paid changes nothing", async () => {
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    const completed = signed("checkout.session.completed", stripeServer.complete(sessionId));
    await receiveStripeWebhook(completed.payload, completed.header);
    const expired = signed("checkout.session.expired", { ...stripeServer.sessions.get(sessionId), status: "expired" });
    expect((await receiveStripeWebhook(expired.payload, expired.header)).body).toContain('"ignored"');
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.status).toBe("paid");
  });

  it("the confirmation page reports failure for an unpaid or unknown session", async () => {
    const { sessionId } = await checkout(cartOf("2026-11-28", essentialsLine()));
    expect(await confirmPayment(sessionId)).toEqual({ status: "failed" });
    expect(await confirmPayment("cs_test_unknown")).toEqual({ status: "failed" });
  });

  it("a subscription: activated once, its renewal booked at the cutoff and paid by the weekly invoice once, skipped, changed and cancelled in Stripe", async () => {
    const [u] = await db
      .insert(s.user)
      .values({
        id: `sub-${Date.now()}`,
        name: "Sub Scriber",
        email: `sub-${Date.now()}@example.com`,
        emailVerified: true,
      })
      .returning();
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine({ isSubscription: true })), u.id);
    const session = stripeServer.complete(sessionId);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, order.id));
    expect(sub).toMatchObject({
      providerSubscriptionId: session.subscription,
      weeklyAmountPence: 3300 + 500 - 600,
      status: "active",
      userId: u.id,
      nextDeliveryDate: "2026-12-05",
    });

    // Thursday 3 December: the cutoff for 5 December has passed; the renewal awaits its invoice.
    const [renewal] = await renewDueSubscriptions(new Date("2026-12-03T09:00:00Z"));
    expect(renewal).toMatchObject({ kind: "ordered", deliveryDate: "2026-12-05", paid: false });
    const renewalId = renewal.kind === "ordered" ? renewal.orderId : "";
    const [waiting] = await db.select().from(s.orders).where(eq(s.orders.id, renewalId));
    expect(waiting).toMatchObject({ status: "pending_payment", totalPence: 3200, subscriptionId: sub.id });

    const invoice = {
      id: "in_test_cycle_1",
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: 3200,
      parent: { type: "subscription_details", subscription_details: { subscription: session.subscription } },
    };
    const paid = signed("invoice.paid", invoice);
    for (let i = 0; i < 3; i++) await receiveStripeWebhook(paid.payload, paid.header);
    // The same invoice delivered as a different event id still pays once.
    const again = signed("invoice.paid", invoice);
    await receiveStripeWebhook(again.payload, again.header);
    const [renewed] = await db.select().from(s.orders).where(eq(s.orders.id, renewalId));
    expect(renewed).toMatchObject({ status: "paid", totalPence: 3200, deliveryDate: "2026-12-05" });
    expect(await db.select().from(s.payments).where(eq(s.payments.orderId, renewalId))).toEqual([
      expect.objectContaining({ providerSessionId: "in_test_cycle_1", amountPence: 3200, status: "paid" }),
    ]);
    const receipts = await db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.to, order.email), eq(s.emailOutbox.kind, "subscription-renewal")));
    expect(receipts.filter((r) => r.subject.includes(renewed.orderNumber))).toHaveLength(1);

    // Skipping the next weekend pauses Stripe's collection until just before the cutoff after it.
    const at = new Date("2026-12-03T10:00:00Z");
    expect(await skipWeek(sub.id, u.id, { date: "2026-12-12", ...(await shown(sub.id)) }, at)).toMatchObject({
      ok: true,
    });
    const stripeSub = stripeServer.subscriptions.get(session.subscription!)!;
    expect(stripeSub.pause_collection).toEqual({
      behavior: "void",
      resumes_at: Date.UTC(2026, 11, 16, 22, 59, 59) / 1000,
    });
    expect(await unskipWeek(sub.id, u.id, { date: "2026-12-12", ...(await shown(sub.id)) }, at)).toMatchObject({
      ok: true,
    });
    expect(stripeSub.pause_collection).toBeNull();

    // Two boxes a week: Stripe's weekly price follows (£66 + £7 shipping for 8 containers − £6).
    const [essentials] = await db.select().from(s.boxTypes).where(eq(s.boxTypes.code, "essentials"));
    const changed = await changePlan(
      sub.id,
      u.id,
      {
        ...(await shown(sub.id)),
        lines: [{ boxTypeId: essentials.id, variant: "standard", cuisine: "Goan", quantity: 2 }],
        deliveryDay: "saturday",
        address: "1 New Road",
        city: "London",
        postcode: "SE15 4ST",
      },
      at,
    );
    expect(changed).toMatchObject({ ok: true });
    expect(stripeSub.items.data[0].price.unit_amount).toBe(6600 + 700 - 600);

    expect(await cancelOwnSubscription(sub.id, "someone-else", await shown(sub.id))).toMatchObject({ ok: false });
    expect(await cancelOwnSubscription(sub.id, u.id, await shown(sub.id))).toMatchObject({ ok: true });
    expect(stripeSub.cancel_at_period_end).toBe(true);
    const deleted = signed("customer.subscription.deleted", {
      id: session.subscription,
      object: "subscription",
      status: "canceled",
    });
    const outcome = await receiveStripeWebhook(deleted.payload, deleted.header);
    expect(outcome.body).toContain('"ignored"');
    const [afterCancel] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(afterCancel.status).toBe("cancelled");
  });

  it("store credit pays the weekly renewals first through Stripe's customer balance: £40 against £32 a week invoices £0, then £24", async () => {
    const [u] = await db
      .insert(s.user)
      .values({
        id: `credit-sub-${Date.now()}`,
        name: "Cred Itor",
        email: `credit-sub-${Date.now()}@example.com`,
        emailVerified: true,
      })
      .returning();
    const { order, sessionId } = await checkout(cartOf("2026-11-28", essentialsLine({ isSubscription: true })), u.id);
    const session = stripeServer.complete(sessionId);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, order.id));
    expect(sub.weeklyAmountPence).toBe(3200);
    await addCredit({ userId: u.id, amountPence: 4000, reason: "grant", note: "Sorry about the late box" });
    const customer = stripeServer.customers.get(session.customer!)!;

    /** The renewal booked at the cutoff `at`, Stripe's weekly invoice after it, and its invoice.paid. */
    const renewAndInvoice = async (at: string) => {
      const [renewal] = await renewDueSubscriptions(new Date(at));
      expect(renewal).toMatchObject({ kind: "ordered", paid: false });
      const renewalId = renewal.kind === "ordered" ? renewal.orderId : "";
      const invoice = stripeServer.invoiceNextWeek(session.subscription!);
      const paid = signed("invoice.paid", invoice);
      await receiveStripeWebhook(paid.payload, paid.header);
      const [renewed] = await db.select().from(s.orders).where(eq(s.orders.id, renewalId));
      return { renewed, invoice };
    };

    // Stripe is down at the first cutoff: the renewal is not booked and no credit is spent.
    stripeServer.failNext(`/v1/customers/${customer.id}/balance_transactions`);
    expect(await renewDueSubscriptions(new Date("2026-12-03T09:00:00Z"))).toEqual([]);
    expect(await creditBalance(u.id)).toBe(4000);
    expect(customer.balance).toBe(0);
    expect(await db.select().from(s.orders).where(eq(s.orders.subscriptionId, sub.id))).toEqual([]);

    // The next run books it: credit pays all £32, and Stripe's invoice charges £0 (paid at once).
    const first = await renewAndInvoice("2026-12-03T09:05:00Z");
    expect(first.invoice).toMatchObject({ total: 3200, amount_paid: 0 });
    expect(first.renewed).toMatchObject({
      deliveryDate: "2026-12-05",
      totalPence: 3200,
      creditPence: 3200,
      status: "paid",
    });
    expect(await creditBalance(u.id)).toBe(800);
    expect(stripeServer.balanceTransactions.filter((t) => t.customer === customer.id)).toEqual([
      expect.objectContaining({ amount: -3200, type: "adjustment", metadata: { orderId: first.renewed.id } }),
      expect.objectContaining({ amount: 3200, type: "applied_to_invoice", invoice: first.invoice.id }),
    ]);

    // A week on the £8 left pays part: the invoice charges the card £24.
    const second = await renewAndInvoice("2026-12-10T09:00:00Z");
    expect(second.invoice).toMatchObject({ total: 3200, amount_paid: 2400 });
    expect(second.renewed).toMatchObject({
      deliveryDate: "2026-12-12",
      totalPence: 3200,
      creditPence: 800,
      status: "paid",
    });
    expect(customer.balance).toBe(0);

    // My account: no credit left, and each renewal's spend with the balance it left.
    expect(await creditBalance(u.id)).toBe(0);
    expect(
      (await creditMovementsOf(u.id)).map((m) => [m.reason, m.amountPence, m.balanceAfterPence, m.orderId, m.note]),
    ).toEqual([
      ["renewal", -800, 0, second.renewed.id, `Paid towards order ${second.renewed.orderNumber}`],
      ["renewal", -3200, 800, first.renewed.id, `Paid towards order ${first.renewed.orderNumber}`],
      ["grant", 4000, 4000, null, "Sorry about the late box"],
    ]);
    const charged = await db
      .select()
      .from(s.payments)
      .where(inArray(s.payments.orderId, [first.renewed.id, second.renewed.id]));
    expect(charged.map((p) => [p.orderId, p.providerSessionId, p.amountPence, p.status]).sort()).toEqual(
      [
        [first.renewed.id, first.invoice.id, 0, "paid"],
        [second.renewed.id, second.invoice.id, 2400, "paid"],
      ].sort(),
    );
    // Each invoice paid exactly what its renewal left to pay: no discrepancy noted for the owner.
    for (const renewed of [first.renewed, second.renewed])
      expect((await paidHistory(renewed.id)).map((h) => h.note)).toContainEqual("Weekly invoice paid");
  });

  it("a subscription with a code for its first 2 weekends: Stripe charges the discounted week, then the full one", async () => {
    const [promo] = await db
      .insert(s.promoCodes)
      .values({
        code: `TWO-${Date.now()}`,
        kind: "fixed",
        amountOffPence: 500,
        duration: "weekends",
        durationWeekends: 2,
      })
      .returning();
    const created = await createOrderFromCart({
      cart: cartOf("2026-11-28", essentialsLine({ isSubscription: true })),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "stripe",
      now,
      promoCode: promo.code,
    });
    if (!created.ok) throw new Error(created.message);
    vi.useFakeTimers({ toFake: ["Date"], now });
    const started = await startPayment(created.order, { weeklyPence: created.weeklyPence }).finally(() =>
      vi.useRealTimers(),
    );
    if (!started.ok) throw new Error(started.message);
    const session = stripeServer.complete(started.url.split("/").pop()!);
    const completed = signed("checkout.session.completed", session);
    await receiveStripeWebhook(completed.payload, completed.header);
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, created.order.id));
    // £32 a week less the code's £5 while it holds: the checkout is the first weekend, one renewal left.
    expect([sub.weeklyAmountPence, sub.promoWeekendsLeft]).toEqual([2700, 1]);
    const stripeSub = stripeServer.subscriptions.get(session.subscription!)!;
    expect(stripeSub.items.data[0].price.unit_amount).toBe(2700);

    const [renewal] = await renewDueSubscriptions(new Date("2026-12-03T09:00:00Z"));
    const renewalId = renewal.kind === "ordered" ? renewal.orderId : "";
    const [waiting] = await db.select().from(s.orders).where(eq(s.orders.id, renewalId));
    expect([waiting.totalPence, waiting.promoDiscountPence]).toEqual([2700, 500]);
    // That renewal used the code up: the next weekly invoice charges the full amount.
    expect(stripeSub.items.data[0].price.unit_amount).toBe(3200);
    const [after] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect([after.weeklyAmountPence, after.promoCodeId]).toEqual([3200, null]);
  });
});
