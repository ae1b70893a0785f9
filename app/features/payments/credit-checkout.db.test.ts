import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { cancelUnpaidOrder, createOrderFromCart } from "~/features/orders/orders.server";
import { addCredit, creditBalance, creditMovementsOf } from "~/features/wallet/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { startPayment } from "./checkout.server";
import { confirmPayment } from "./confirm.server";
import { refundOrder } from "./refund.server";
import { payTestSession } from "./test-payment.server";

// Thursday 19 Nov 2026: the shop sells the weekend of 28-29 November. One Essentials box is £33,
// its delivery £5: £38.
const now = new Date("2026-11-19T10:00:00Z");
const DATE = "2026-11-28";

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  await createOrderingMenu(db, DATE, ["Punjabi", "Goan"]);
  invalidatePublicCaches();
});

async function customerWithCredit(pence: number) {
  const user = await createCustomer(db);
  if (pence > 0) await addCredit({ userId: user.id, amountPence: pence, reason: "grant", note: "Welcome" });
  return user;
}

async function checkout(user: { id: string; email: string }, subscription = false) {
  const created = await createOrderFromCart({
    cart: cartOf(DATE, essentialsLine({ isSubscription: subscription })),
    customer: customerDetails({ email: user.email }),
    userId: user.id,
    isGuest: false,
    provider: "test",
    now,
  });
  if (!created.ok) throw new Error(created.message);
  return created;
}

const paymentOf = async (orderId: string) =>
  (await db.select().from(s.payments).where(eq(s.payments.orderId, orderId)))[0];

describe("store credit at checkout", () => {
  it("pays part of an order first; the card pays the rest", async () => {
    const user = await customerWithCredit(1000);
    const { order } = await checkout(user);
    expect([order.totalPence, order.creditPence, order.paymentProvider]).toEqual([3800, 1000, "test"]);
    const started = await startPayment(order);
    if (!started.ok) throw new Error(started.message);
    expect((await paymentOf(order.id)).amountPence).toBe(2800);
    expect(await payTestSession(started.url.replace("/pay/test/", ""))).toBe("paid");
    expect(await creditBalance(user.id)).toBe(0);
    const [spent] = await creditMovementsOf(user.id);
    expect([spent.amountPence, spent.reason, spent.note]).toEqual([
      -1000,
      "checkout",
      `Paid towards order ${order.orderNumber}`,
    ]);
  });

  it("pays a whole order with no card and no payment page", async () => {
    const user = await customerWithCredit(5000);
    const { order } = await checkout(user);
    expect([order.creditPence, order.paymentProvider]).toEqual([3800, "credit"]);
    const started = await startPayment(order, { returnOrigin: "https://shop.example" });
    if (!started.ok) throw new Error(started.message);
    const sessionId = new URL(started.url).searchParams.get("session_id")!;
    expect(started.url).toBe(`https://shop.example/order-confirmation?session_id=${sessionId}`);
    const confirmed = await confirmPayment(sessionId);
    expect(confirmed.status).toBe("paid");
    expect(await creditBalance(user.id)).toBe(1200);
  });

  it("gives the credit back when the order is cancelled unpaid, or refunded to the card", async () => {
    const user = await customerWithCredit(1000);
    const { order } = await checkout(user);
    expect(await creditBalance(user.id)).toBe(0);
    await cancelUnpaidOrder(order.id, "Payment not completed in time", "system");
    expect(await creditBalance(user.id)).toBe(1000);
    // Cancelling twice gives nothing more.
    await cancelUnpaidOrder(order.id, "again", "system");
    expect(await creditBalance(user.id)).toBe(1000);

    const { order: paid } = await checkout(user);
    const started = await startPayment(paid);
    if (!started.ok) throw new Error(started.message);
    await payTestSession(started.url.replace("/pay/test/", ""));
    const admin = await createCustomer(db, "Owner");
    const refunded = await refundOrder(paid.id, admin.id);
    // The card's £28 goes back to the card; the £10 of credit back to the credit.
    expect(refunded).toMatchObject({ ok: true, amountPence: 2800 });
    expect(await creditBalance(user.id)).toBe(1000);
  });

  it("leaves a subscription's checkout to the card", async () => {
    const user = await customerWithCredit(1000);
    const { order } = await checkout(user, true);
    expect(order.creditPence).toBe(0);
    expect(await creditBalance(user.id)).toBe(1000);
  });

  it("never spends more than the balance when checkouts race", async () => {
    const user = await customerWithCredit(4000);
    const orders = await Promise.all(Array.from({ length: 10 }, () => checkout(user)));
    const used = orders.reduce((sum, o) => sum + o.order.creditPence, 0);
    expect(used).toBe(4000);
    expect(orders.filter((o) => o.order.paymentProvider === "credit")).toHaveLength(1);
    expect(await creditBalance(user.id)).toBe(0);
  });
});
