import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { checkDeliveryDate } from "~/features/delivery/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer, paidOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { cancelOrderForCustomer } from "./customer-cancel.server";

// Orders for Saturday 28 November 2026 are placed on Thursday 19 November; with the default 24
// hours they can be cancelled until Friday 27 November at 00:00 London (GMT, so 00:00 UTC).
const placed = new Date("2026-11-19T10:00:00Z");
const justBefore = new Date("2026-11-26T23:59:59Z");
const justAfter = new Date("2026-11-27T00:00:01Z");

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

async function customerOrder() {
  const user = await createCustomer(db);
  const order = await paidOrderOf(user.id, user.email, "2026-11-28", placed);
  return { user, order };
}

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const mailsTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));

describe("a customer cancels their one-off order", () => {
  it("just before the deadline: refunded in full, both steps in the history, both emails queued, boxes freed", async () => {
    const { user, order } = await customerOrder();
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-11-28", capacity: order.boxes });
    invalidatePublicCaches();
    expect((await checkDeliveryDate("2026-11-28", 1, placed)).ok).toBe(false);

    expect(await cancelOrderForCustomer(order.id, user.id, justBefore)).toEqual({
      ok: true,
      amountPence: order.totalPence,
    });

    expect((await orderRow(order.id)).status).toBe("refunded");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payment.status).toBe("refunded");
    // Both rows are written in one transaction (the same timestamp): their order is in their statuses.
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fromStatus: "paid",
          toStatus: "cancelled",
          note: "Cancelled by the customer",
          changedBy: user.id,
        }),
        expect.objectContaining({
          fromStatus: "cancelled",
          toStatus: "refunded",
          note: "Refunded in full on the customer's cancellation",
          changedBy: user.id,
        }),
      ]),
    );
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual(
      expect.arrayContaining([
        ["order-cancelled", `Your order ${order.orderNumber} has been cancelled`],
        ["order-refund", `Refund for order ${order.orderNumber}`],
      ]),
    );
    expect((await checkDeliveryDate("2026-11-28", 1, placed)).ok).toBe(true);
    await db.delete(s.deliveryCapacity);
    invalidatePublicCaches();

    // A second cancellation changes nothing and sends nothing more.
    const again = await cancelOrderForCustomer(order.id, user.id, justBefore);
    expect(again).toEqual({ ok: false, error: "This order has been cancelled and refunded." });
    expect(await mailsTo(user.email)).toHaveLength(mails.length);
  });

  it("just after the deadline: refused with the deadline, nothing changes", async () => {
    const { user, order } = await customerOrder();
    expect(await cancelOrderForCustomer(order.id, user.id, justAfter)).toEqual({
      ok: false,
      error:
        "Orders can be cancelled or changed until 24 hours before the delivery day; for this order that was Friday 27 November at 00:00.",
    });
    expect((await orderRow(order.id)).status).toBe("paid");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payment.status).toBe("paid");
  });

  it("follows the owner's setting", async () => {
    const { user, order } = await customerOrder();
    await db
      .insert(s.businessSettings)
      .values({ id: 1, businessName: "Dabba", contactEmail: "hello@example.com", cancellationDeadlineHours: 72 })
      .onConflictDoUpdate({ target: s.businessSettings.id, set: { cancellationDeadlineHours: 72 } });
    invalidatePublicCaches();
    try {
      const refused = await cancelOrderForCustomer(order.id, user.id, new Date("2026-11-25T00:00:01Z"));
      expect(refused).toMatchObject({ ok: false });
      expect(!refused.ok && refused.error).toContain("Wednesday 25 November at 00:00");
    } finally {
      await db.delete(s.businessSettings);
      invalidatePublicCaches();
    }
  });

  it("another customer's order, a malformed id and a subscription are refused, changing nothing", async () => {
    const { order } = await customerOrder();
    const stranger = await createCustomer(db, "Someone Else");
    expect(await cancelOrderForCustomer(order.id, stranger.id, justBefore)).toEqual({
      ok: false,
      error: "Order not found",
      notFound: true,
    });
    expect(await cancelOrderForCustomer("not-an-id", stranger.id, justBefore)).toMatchObject({ notFound: true });
    expect((await orderRow(order.id)).status).toBe("paid");

    const subscriber = await createCustomer(db);
    const weekly = await paidOrderOf(subscriber.id, subscriber.email, "2026-11-28", placed, [
      essentialsLine({ isSubscription: true }),
    ]);
    expect(await cancelOrderForCustomer(weekly.id, subscriber.id, justBefore)).toEqual({
      ok: false,
      error: "This delivery is part of a weekly subscription, so it cannot be cancelled or changed here.",
    });
    expect((await orderRow(weekly.id)).status).toBe("paid");
    const refunds = await db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.to, subscriber.email), eq(s.emailOutbox.kind, "order-refund")));
    expect(refunds).toHaveLength(0);
  });
});
