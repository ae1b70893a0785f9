import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { changeOrderStatus } from "~/features/orders/public.server";
import { db } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { guestTestPayment } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { refundOrder } from "./refund.server";
import { payTestSession } from "./test-payment.server";

const now = new Date("2026-11-19T10:00:00Z");
const ADMIN = "admin-user-id";

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

/** An order through the test provider, paid on its test page unless told otherwise. */
async function testOrder({ pay = true, isSubscription = false } = {}) {
  const { order, sessionId } = await guestTestPayment(
    cartOf("2026-11-28", essentialsLine({ isSubscription })),
    { email: `refund-${Math.random().toString(36).slice(2)}@example.com` },
    now,
  );
  if (pay) expect(await payTestSession(sessionId)).toBe("paid");
  return order;
}

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const refundMails = (email: string) =>
  db
    .select()
    .from(s.emailOutbox)
    .where(and(eq(s.emailOutbox.to, email), eq(s.emailOutbox.kind, "order-refund")));

describe("refunding an order from the back-office", () => {
  it("a paid test order is refunded once: order and payment refunded, history by the admin, one email", async () => {
    const order = await testOrder();
    expect(await refundOrder(order.id, ADMIN)).toEqual({ ok: true, amountPence: order.totalPence });

    expect((await orderRow(order.id)).status).toBe("refunded");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payment.status).toBe("refunded");
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.find((h) => h.toStatus === "refunded")).toMatchObject({
      fromStatus: "paid",
      note: "Refunded from the back-office",
      changedBy: ADMIN,
    });
    const [mail] = await refundMails(order.email);
    expect(mail.subject).toBe(`Refund for order ${order.orderNumber}`);
    expect(mail.text).toContain(`Refunded: ${formatPence(order.totalPence)}`);
    expect(mail.text).toContain("no money was taken");

    expect(await refundOrder(order.id, ADMIN)).toEqual({ ok: false, error: "This order has been refunded already" });
    expect(await refundMails(order.email)).toHaveLength(1);
  });

  it("a paid order cancelled later can still be refunded", async () => {
    const order = await testOrder();
    expect((await changeOrderStatus(order.id, "cancelled", ADMIN)).ok).toBe(true);
    expect((await refundOrder(order.id, ADMIN)).ok).toBe(true);
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.find((h) => h.toStatus === "refunded")).toMatchObject({ fromStatus: "cancelled", changedBy: ADMIN });
  });

  it("refuses unpaid orders, subscriptions and unknown orders, changing nothing", async () => {
    const unpaid = await testOrder({ pay: false });
    expect(await refundOrder(unpaid.id, ADMIN)).toEqual({ ok: false, error: "Only a paid order can be refunded" });
    expect((await orderRow(unpaid.id)).status).toBe("pending_payment");

    const weekly = await testOrder({ isSubscription: true });
    expect(await refundOrder(weekly.id, ADMIN)).toEqual({
      ok: false,
      error: "Weekly subscription payments are refunded in Stripe's dashboard",
    });
    expect((await orderRow(weekly.id)).status).toBe("paid");

    expect(await refundOrder("00000000-0000-4000-8000-000000000000", ADMIN)).toEqual({
      ok: false,
      error: "Order not found",
    });
  });
});
