/**
 * Payments' one reaction path (decision 035): the quoted weekly amount travels on the payment to
 * the subscription it starts, and a subscription's event that no feature is wired to act on fails
 * loudly, changing nothing.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { db } from "~/lib/db.server";
import { wirePaymentReactions } from "../../../server/payment-reactions";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { startPayment } from "./checkout.server";
import { applyPaymentEvent } from "./payment-events.server";
import { reactToPayments } from "./reactions.server";
import { payTestSession } from "./test-payment.server";

const now = new Date("2026-11-19T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

afterEach(() => wirePaymentReactions());

async function subscriptionCheckout(weeklyPence?: number) {
  const created = await createOrderFromCart({
    cart: cartOf("2026-11-28", essentialsLine({ isSubscription: true })),
    customer: customerDetails(),
    userId: null,
    isGuest: true,
    provider: "test",
    now,
  });
  if (!created.ok) throw new Error(created.message);
  const started = await startPayment(created.order, { weeklyPence: weeklyPence ?? created.weeklyPence });
  if (!started.ok) throw new Error(started.message);
  return { order: created.order, quoted: created.weeklyPence, sessionId: started.url.replace("/pay/test/", "") };
}

const orderOf = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];

describe("payments' events", () => {
  it("the weekly amount quoted at checkout is stored on the payment and the subscription starts at it", async () => {
    // Not what the order's lines would price at today: what was quoted is what is kept.
    const { order, sessionId } = await subscriptionCheckout(2999);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.providerSessionId, sessionId));
    expect(payment.weeklyAmountPence).toBe(2999);
    expect(await payTestSession(sessionId)).toBe("paid");
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, order.id));
    expect(sub).toMatchObject({ provider: "test", status: "active", weeklyAmountPence: 2999 });
  });

  it("a subscription's checkout paid with no feature wired to start it leaves the order unpaid", async () => {
    const { order, sessionId } = await subscriptionCheckout();
    reactToPayments({ subscriptions: async () => ({}) });
    await expect(payTestSession(sessionId)).rejects.toThrow(/No feature reacts to payments' "paid" events/);
    expect((await orderOf(order.id)).status).toBe("pending_payment");
    await expect(
      applyPaymentEvent({ type: "subscriptionEnded", provider: "test", subscriptionId: "test_sub_unknown" }),
    ).rejects.toThrow(/subscriptionEnded/);

    // Wired again, the same session pays and starts the subscription.
    wirePaymentReactions();
    expect(await payTestSession(sessionId)).toBe("paid");
    expect(await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, order.id))).toHaveLength(1);
  });

  it("a refund of an unknown payment, or a paid event for an unknown order, changes nothing", async () => {
    expect(await applyPaymentEvent({ type: "refunded", provider: "test", paymentId: "test_pi_unknown" })).toBe(false);
    const paid = {
      type: "paid",
      provider: "test",
      orderId: "00000000-0000-4000-8000-000000000000",
      sessionId: "test_cs_unknown",
      paymentId: null,
      amountPence: 100,
      subscriptionId: null,
      weeklyPence: 0,
      source: "test",
    } as const;
    expect(await applyPaymentEvent(paid)).toBe(false);
  });
});
