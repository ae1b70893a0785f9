import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import type { Cart } from "~/features/cart/cart";
import { ORDER_NUMBER_PATTERN } from "./order-number";
import { getOrderView, listOrdersForUser } from "./order-queries.server";
import {
  attachGuestOrders,
  cancelUnpaidOrder,
  createOrderFromCart,
  expireUnpaidOrders,
  UNPAID_ORDER_EXPIRY_MINUTES,
} from "./orders.server";
import { transitionToPaid, type PaymentConfirmation } from "./payment-reactions.server";
import { notOnMenuMessage } from "~/features/cart/quote.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { startRecording, stopRecording } from "~/lib/db-metrics.server";

// Thursday 19 Nov 2026: the builder sells the weekend of 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
let ids: Record<string, string>;

beforeAll(async () => {
  ids = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  // A later weekend for the capacity race (each date is sold with its own weekend's menu).
  await createOrderingMenu(db, "2026-12-05", ["Punjabi", "Goan"]);
});

async function place(cart: Cart, over: { userId?: string | null } = {}) {
  const result = await createOrderFromCart({
    cart,
    customer: customerDetails(),
    userId: over.userId ?? null,
    isGuest: !over.userId,
    provider: "test",
    now,
  });
  if (!result.ok) throw new Error(`${result.title}: ${result.message}`);
  return result.order;
}

async function outboxFor(email: string) {
  return db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));
}

describe("createOrderFromCart", () => {
  it("writes a pending order with the server's prices, lines, dishes and history in one go", async () => {
    const custom = {
      id: "c1",
      type: "custom" as const,
      isSubscription: false,
      items: [
        { dishId: ids["Goan Lamb"], quantity: 6 },
        { dishId: ids["Goan Saag"], quantity: 4 },
      ],
    };
    const order = await place(cartOf("2026-11-28", essentialsLine({ quantity: 2 }), custom));
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.status).toBe("pending_payment");
    // 2 × £33 + (6 × £11.50 + 4 × £6.50 = £95, 10% catering off £9.50); 18 containers: £5 + 14 × 50p, capped at £10.
    expect(order).toMatchObject({
      subtotalPence: 16100,
      shippingPence: 1000,
      discountPence: 950,
      totalPence: 16150,
      boxes: 5,
    });
    const view = await getOrderView(order.id);
    expect(
      view!.lines.map((l) => [l.lineType, l.quantity, l.unitPricePence, l.lineTotalPence, l.discountPence]),
    ).toEqual([
      ["box", 2, 3300, 6600, 0],
      ["custom", 1, 9500, 9500, 950],
    ]);
    expect(view!.lines[0].items.map((i) => i.name)).toEqual([
      "Punjabi Rice",
      "Punjabi Dal",
      "Punjabi Veg",
      "Punjabi Chicken",
    ]);
    expect(view!.lines[1].items).toEqual([
      { name: "Goan Lamb", quantity: 6, unitPricePence: 1150, totalPence: 6900 },
      { name: "Goan Saag", quantity: 4, unitPricePence: 650, totalPence: 2600 },
    ]);
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(["pending_payment"]);
  });

  it("ignores prices a tampered cart carries and charges the database price", async () => {
    const tampered = {
      ...cartOf("2026-11-28", { ...essentialsLine(), price: 1, unitPricePence: 1, totalPence: 1 } as never),
      totalPence: 1,
      subtotal: 1,
    } as Cart;
    const order = await place(tampered);
    expect(order.totalPence).toBe(3300 + 500);
  });

  it("refuses a cart naming a dish that is not on the menu", async () => {
    const result = await createOrderFromCart({
      cart: cartOf("2026-11-28", {
        id: "c1",
        type: "custom",
        isSubscription: false,
        items: [{ dishId: "00000000-0000-4000-8000-000000000000", quantity: 3 }],
      }),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    expect(result).toEqual({ ok: false, title: "Your order has changed", message: notOnMenuMessage("2026-11-28") });
  });

  it("refuses an empty cart and a date past its cutoff", async () => {
    const empty = await createOrderFromCart({
      cart: cartOf("2026-11-28"),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    expect(empty).toEqual({
      ok: false,
      title: "No Items",
      message: "Please add items to your order before proceeding.",
    });
    // Saturday 21 November: its cutoff was Wednesday 18 November at 23:59.
    const late = await createOrderFromCart({
      cart: cartOf("2026-11-21", essentialsLine()),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    expect(late).toMatchObject({
      ok: false,
      title: "Delivery Date Unavailable",
      message: expect.stringContaining("closed on Wednesday 18 November"),
    });
  });

  it("refuses boxes beyond the capacity of the date", async () => {
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-11-29", capacity: 3 });
    invalidatePublicCaches();
    await place(cartOf("2026-11-29", essentialsLine({ quantity: 2 })));
    const over = await createOrderFromCart({
      cart: cartOf("2026-11-29", essentialsLine({ quantity: 2 })),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    expect(over).toMatchObject({ ok: false, title: "Delivery Date Unavailable" });
  });
});

describe("the cost of writing an order", () => {
  it("is one statement for a date without a limit; a limited date is counted under its lock", async () => {
    const cart = cartOf("2026-11-28", essentialsLine({ quantity: 2 }));
    await place(cart); // warm: the menu, settings and capacities are read once and kept
    startRecording();
    const order = await place(cart);
    const unlimited = stopRecording().map((st) => st.text);
    expect(unlimited).toHaveLength(1);
    expect(unlimited[0]).toMatch(/^with .*insert into "orders"/is);
    const view = await getOrderView(order.id);
    expect(view?.lines).toHaveLength(1);
    expect(view?.lines[0].items).toHaveLength(4);
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: "pending_payment", note: "Order placed at checkout" },
    ]);

    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-11-28", capacity: 100 });
    invalidatePublicCaches();
    try {
      await place(cart);
      startRecording();
      await place(cart);
      const limited = stopRecording().map((st) => st.text.toLowerCase());
      expect(limited[0]).toBe("begin");
      expect(limited[1]).toContain("pg_advisory_xact_lock");
      expect(limited.at(-1)).toBe("commit");
      expect(limited).toHaveLength(5);
    } finally {
      await db.delete(s.deliveryCapacity).where(eq(s.deliveryCapacity.deliveryDate, "2026-11-28"));
      invalidatePublicCaches();
    }
  });
});

describe("capacity under concurrent checkouts", () => {
  it("never books more boxes than a date holds", async () => {
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-12-05", capacity: 3 });
    invalidatePublicCaches();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createOrderFromCart({
          cart: cartOf("2026-12-05", essentialsLine()),
          customer: customerDetails(),
          userId: null,
          isGuest: true,
          provider: "test",
          now,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.title === "Delivery Date Unavailable")).toBe(true);
  });
});

/** The order's paid transition in a transaction of its own (payments runs it in its event's). */
const markOrderPaid = (orderId: string, confirmation: PaymentConfirmation) =>
  db.transaction(async () => Boolean(await transitionToPaid(orderId, confirmation)));

describe("the paid transition", () => {
  it("makes exactly one transition and sends exactly one email however many confirm at once", async () => {
    const order = await place(cartOf("2026-11-28", essentialsLine()));
    await db.insert(s.payments).values({
      orderId: order.id,
      provider: "test",
      providerSessionId: `test_cs_${order.id}`,
      amountPence: order.totalPence,
    });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        markOrderPaid(order.id, {
          provider: "test",
          sessionId: `test_cs_${order.id}`,
          source: i % 2 ? "webhook" : "confirmation page",
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const history = await db
      .select()
      .from(s.orderStatusHistory)
      .where(and(eq(s.orderStatusHistory.orderId, order.id), eq(s.orderStatusHistory.toStatus, "paid")));
    expect(history).toHaveLength(1);
    const mails = await outboxFor(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Order confirmed: ${order.orderNumber}`);
    expect(mails[0].text).toContain(order.orderNumber);
    expect(mails[0].text).toContain("Saturday 28 November 2026");
    expect(mails[0].text).toContain("Delivery to 12 Rye Lane, London, SE15 4ST.");
    expect(mails[0].text).toContain("Total paid: £38.00");
    expect(mails[0].text).toContain("1 × Essentials");
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payment.status).toBe("paid");
  });

  it("does not pay a cancelled order", async () => {
    const order = await place(cartOf("2026-11-28", essentialsLine()));
    expect(await cancelUnpaidOrder(order.id, "Payment cancelled by the customer", "customer")).toBe(true);
    expect(await markOrderPaid(order.id, { provider: "test", sessionId: "none", source: "webhook" })).toBe(false);
    expect(await outboxFor(order.email)).toHaveLength(0);
  });
});

describe("the scheduled expiry of unpaid orders", () => {
  it("cancels an order left unpaid past the expiry, with a note, and leaves younger and paid ones alone", async () => {
    const stale = await place(cartOf("2026-11-28", essentialsLine()));
    const fresh = await place(cartOf("2026-11-28", essentialsLine()));
    const paid = await place(cartOf("2026-11-28", essentialsLine()));
    await markOrderPaid(paid.id, { provider: "test", sessionId: "expiry", source: "test payment page" });
    const longAgo = new Date(Date.now() - (UNPAID_ORDER_EXPIRY_MINUTES + 1) * 60_000);
    await db.update(s.orders).set({ createdAt: longAgo }).where(eq(s.orders.id, stale.id));
    await db.update(s.orders).set({ createdAt: longAgo }).where(eq(s.orders.id, paid.id));

    expect(await expireUnpaidOrders()).toBe(1);
    const status = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0].status;
    expect(await status(stale.id)).toBe("cancelled");
    expect(await status(fresh.id)).toBe("pending_payment");
    expect(await status(paid.id)).toBe("paid");
    const [history] = await db
      .select()
      .from(s.orderStatusHistory)
      .where(and(eq(s.orderStatusHistory.orderId, stale.id), eq(s.orderStatusHistory.toStatus, "cancelled")));
    expect(history).toMatchObject({ note: "Payment not completed in time", changedBy: "system" });
    // Run again (another instance, the next slot): nothing more to do.
    expect(await expireUnpaidOrders()).toBe(0);
  });
});

describe("order history", () => {
  it("attaches guest orders to an account by email and lists only real orders", async () => {
    const [u] = await db
      .insert(s.user)
      .values({
        id: `u-${Date.now()}`,
        name: "Asha Patel",
        email: `hist-${Date.now()}@example.com`,
        emailVerified: true,
      })
      .returning();
    const paid = await createOrderFromCart({
      cart: cartOf("2026-11-28", essentialsLine()),
      customer: customerDetails({ email: u.email.toUpperCase() }),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    const abandoned = await createOrderFromCart({
      cart: cartOf("2026-11-28", essentialsLine()),
      customer: customerDetails({ email: u.email }),
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    if (!paid.ok || !abandoned.ok) throw new Error("orders not placed");
    await markOrderPaid(paid.order.id, { provider: "test", sessionId: "x", source: "test payment page" });
    expect(await attachGuestOrders(u.email, u.id)).toBe(2);
    const history = await listOrdersForUser(u.id);
    expect(history.map((o) => o.orderNumber)).toEqual([paid.order.orderNumber]);
    expect(history[0].lines[0].label).toContain("Essentials");
  });
});
