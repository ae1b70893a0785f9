import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { renewDueSubscriptions } from "~/features/subscriptions/renewals.server";
import {
  addCredit,
  creditBalance,
  creditMovementsOf,
  creditRefunds,
  spendCredit,
} from "~/features/wallet/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import {
  createCustomer,
  guestTestPayment,
  paidOrderOf,
  placeGuestOrder,
} from "../../../tests/factories/customer-orders";
import { createOrderingMenu, publishWeekend } from "../../../tests/factories/ordering";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { refundToCreditAction } from "./admin/refund-action.server";
import { refundOrder, refundOrderToCredit } from "./refund.server";
import { payTestSession } from "./test-payment.server";

const now = new Date("2026-11-19T10:00:00Z");

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  invalidatePublicCaches();
  const dishes = Object.values(await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]));
  await publishWeekend(db, "2026-12-05", ["Punjabi", "Goan"], dishes);
});

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const refundMails = (email: string) =>
  db
    .select()
    .from(s.emailOutbox)
    .where(and(eq(s.emailOutbox.to, email), eq(s.emailOutbox.kind, "order-refund")));

async function customerOrder() {
  const customer = await createCustomer(db);
  const order = await paidOrderOf(customer.id, customer.email, "2026-11-28", now);
  return { customer, order };
}

describe("refunding an order as store credit", () => {
  it("a customer's paid order: refunded by the admin, its total added to their credit, one email; a second attempt is refused", async () => {
    const admin = await createCustomer(db, "Owner");
    const { customer, order } = await customerOrder();
    expect(await refundOrderToCredit(order.id, admin.id)).toEqual({
      ok: true,
      amountPence: order.totalPence,
      balancePence: order.totalPence,
    });

    expect((await orderRow(order.id)).status).toBe("refunded");
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.find((h) => h.toStatus === "refunded")).toMatchObject({
      fromStatus: "paid",
      note: "Refunded as store credit from the back-office",
      changedBy: admin.id,
    });
    // Nothing was asked of the provider: the money stays with the shop as credit.
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payment.status).toBe("paid");

    expect(await creditBalance(customer.id)).toBe(order.totalPence);
    expect(await creditMovementsOf(customer.id)).toMatchObject([
      {
        reason: "refund",
        amountPence: order.totalPence,
        orderId: order.id,
        note: `Refund of order ${order.orderNumber}`,
      },
    ]);
    const [mail, ...more] = await refundMails(customer.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(
      `£${(order.totalPence / 100).toFixed(2)} store credit: refund of order ${order.orderNumber}`,
    );
    expect(mail.text).toContain("was added to your store credit");

    expect(await refundOrderToCredit(order.id, admin.id)).toEqual({
      ok: false,
      error: "This order has been refunded already",
    });
    expect(await refundOrder(order.id, admin.id)).toEqual({ ok: false, error: "This order has been refunded already" });
    expect(await creditBalance(customer.id)).toBe(order.totalPence);
    expect(await refundMails(customer.email)).toHaveLength(1);
  });

  it("an order store credit paid in part is given back whole: its credit part and its card part, both the credit note's", async () => {
    const admin = await createCustomer(db, "Owner");
    const { customer, order } = await customerOrder();
    // As checkout leaves an order that credit paid £5.00 of.
    await addCredit({ userId: customer.id, amountPence: 500, reason: "grant", note: "Welcome" });
    await spendCredit({ userId: customer.id, wantedPence: 500, reason: "checkout", orderId: order.id, note: "Paid" });
    await db.update(s.orders).set({ creditPence: 500 }).where(eq(s.orders.id, order.id));

    expect(await refundOrderToCredit(order.id, admin.id)).toEqual({
      ok: true,
      amountPence: order.totalPence,
      balancePence: order.totalPence,
    });
    expect(await creditBalance(customer.id)).toBe(order.totalPence);
    const givenBack = await creditRefunds([order.id]);
    expect(givenBack.reduce((sum, m) => sum + m.amountPence, 0)).toBe(order.totalPence);
  });

  it("two admins refunding the same order at once credit it once", async () => {
    const admin = await createCustomer(db, "Owner");
    const { customer, order } = await customerOrder();
    const outcomes = await Promise.all([
      refundOrderToCredit(order.id, admin.id),
      refundOrderToCredit(order.id, admin.id),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, error: "This order has been refunded already" });
    expect(await creditBalance(customer.id)).toBe(order.totalPence);
  });

  it("a weekly subscription's renewal box is refunded as credit (a card refund stays Stripe's)", async () => {
    const admin = await createCustomer(db, "Owner");
    const customer = await createCustomer(db);
    const { sub } = await paidCheckout(db, cartOf("2026-11-28", essentialsLine({ isSubscription: true })), now, {
      userId: customer.id,
    });
    await renewDueSubscriptions(new Date("2026-12-03T10:00:00Z"));
    const [renewal] = await db
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.subscriptionId, sub.id), eq(s.orders.deliveryDate, "2026-12-05")));
    expect(renewal.paidAt).not.toBeNull();
    expect(await refundOrder(renewal.id, admin.id)).toMatchObject({ ok: false });

    expect(await refundOrderToCredit(renewal.id, admin.id)).toMatchObject({
      ok: true,
      amountPence: renewal.totalPence,
    });
    expect((await orderRow(renewal.id)).status).toBe("refunded");
    expect(await creditBalance(customer.id)).toBe(renewal.totalPence);
  });

  it("refuses a guest's order (no account for the credit) and an unpaid one, changing nothing", async () => {
    const admin = await createCustomer(db, "Owner");
    const { order: guest, sessionId } = await guestTestPayment(
      cartOf("2026-11-28", essentialsLine()),
      { email: "credit-guest@example.com" },
      now,
    );
    expect(await payTestSession(sessionId)).toBe("paid");
    expect(await refundOrderToCredit(guest.id, admin.id)).toEqual({
      ok: false,
      error: "This order was placed as a guest: store credit needs a customer account. Refund the payment instead.",
    });
    expect((await orderRow(guest.id)).status).toBe("paid");

    const { order: unpaid } = await placeGuestOrder(
      cartOf("2026-11-28", essentialsLine()),
      { email: "credit-unpaid@example.com" },
      now,
    );
    await db.update(s.orders).set({ userId: admin.id }).where(eq(s.orders.id, unpaid.id));
    expect(await refundOrderToCredit(unpaid.id, admin.id)).toEqual({
      ok: false,
      error: "Only a paid order can be refunded",
    });
    expect(await creditBalance(admin.id)).toBe(0);
  });

  it("the order page's action answers a refusal 409 and a malformed id 400", async () => {
    const admin = await createCustomer(db, "Owner");
    const { customer, order } = await customerOrder();
    expect(await refundToCreditAction("not-an-id", admin.id)).toMatchObject({
      init: { status: 400 },
      data: { toast: { title: "Failed to refund", description: "Order not found" } },
    });
    expect(await refundToCreditAction(order.id, admin.id)).toMatchObject({
      ok: true,
      toast: { title: `Refunded £${(order.totalPence / 100).toFixed(2)} as store credit` },
    });
    expect(await refundToCreditAction(order.id, admin.id)).toMatchObject({
      init: { status: 409 },
      data: { toast: { description: "This order has been refunded already" } },
    });
    expect(await creditBalance(customer.id)).toBe(order.totalPence);
  });
});
