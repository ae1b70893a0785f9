import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as s from "~/db/schema";
import { handleStripeEvent } from "~/features/payments/stripe-webhook.server";
import { orderingSettings } from "~/features/settings/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine, plusLine } from "../../../tests/factories/checkout";
import {
  createOrderingMenu,
  ESSENTIALS_ID,
  ESSENTIALS_PLUS_ID,
  publishWeekend,
  weekDishes,
} from "../../../tests/factories/ordering";
import type { CartLine } from "./cart";
import { createOrderFromCart, transitionToPaid } from "./orders.server";
import { toPricingSettings } from "./pricing";
import { createRenewalOrder, renewalDate } from "./renewals.server";

// Checkout on Thursday 19 November 2026 (orders for 28-29 November are open until Wednesday 25).
const checkoutAt = new Date("2026-11-19T10:00:00Z");
// Thursday 26 November: the cutoff for 28-29 November has passed, 5-6 December is on sale.
const week1 = new Date("2026-11-26T10:00:00Z");
// Thursday 3 December: 12-13 December is on sale.
const week2 = new Date("2026-12-03T10:00:00Z");

/** Dish ids by name: 28 Nov (Punjabi, Goan) and 5 Dec (Bengali, Hyderabadi). */
let nov28: Record<string, string>;
let dec05: Record<string, string>;
let goanLemonRice: string;

beforeAll(async () => {
  // The customers' postcode (tests/factories/checkout) is in the delivery area.
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  nov28 = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  dec05 = await createOrderingMenu(db, "2026-12-05", ["Bengali", "Hyderabadi"], weekDishes(["Bengali", "Hyderabadi"]));
  // 12-13 December: Punjabi and Goan again, but without Punjabi Lamb, and with a new Goan rice
  // in place of Goan Rice.
  const [rice] = await db.select().from(s.menuCategories).where(eq(s.menuCategories.name, "Rice"));
  [{ id: goanLemonRice }] = await db
    .insert(s.menuItems)
    .values({
      name: "Goan Lemon Rice",
      categoryId: rice.id,
      boxType: "essentials",
      dishType: "vegetarian",
      price: 380,
      cuisine: "Goan",
      displayOrder: 100,
    })
    .returning({ id: s.menuItems.id });
  await publishWeekend(
    db,
    "2026-12-12",
    ["Punjabi", "Goan"],
    [
      ...Object.entries(nov28)
        .filter(([name]) => name !== "Punjabi Lamb" && name !== "Goan Rice")
        .map(([, id]) => id),
      goanLemonRice,
    ],
  );
  // 19-20 December: Bengali and Hyderabadi again. 26-27 December has no menu.
  await publishWeekend(db, "2026-12-19", ["Bengali", "Hyderabadi"], Object.values(dec05));
});

afterEach(() => {
  vi.useRealTimers();
});

/** A paid order with one weekly subscription line, as checkout and the payment confirmation leave it. */
async function subscribe(line: CartLine, date = "2026-11-28", collectionPointId: string | null = null) {
  const cart = cartOf(date, { ...line, isSubscription: true });
  const created = await createOrderFromCart({
    cart: collectionPointId ? { ...cart, fulfilment: "collection" } : cart,
    customer: customerDetails(collectionPointId ? { collectionPointId } : {}),
    userId: null,
    isGuest: true,
    provider: "stripe",
    now: checkoutAt,
  });
  if (!created.ok) throw new Error(created.message);
  const subscriptionId = `sub_test_${randomUUID()}`;
  await db.transaction(() =>
    transitionToPaid(created.order.id, {
      provider: "stripe",
      sessionId: `cs_test_${randomUUID()}`,
      subscriptionId,
      source: "test",
      weeklyPence: 3200,
    }),
  );
  return { order: created.order, subscriptionId };
}

/** One weekly invoice, handled as the webhook does (inside a transaction). */
async function renew(subscriptionId: string, now: Date, opts: { invoiceId?: string; amountPence?: number } = {}) {
  const settings = toPricingSettings(await orderingSettings());
  return db.transaction(() =>
    createRenewalOrder({
      providerSubscriptionId: subscriptionId,
      invoiceId: opts.invoiceId ?? `in_test_${randomUUID()}`,
      amountPence: opts.amountPence ?? 3200,
      settings,
      now,
    }),
  );
}

async function orderWithLines(orderId: string) {
  const [order] = await db.select().from(s.orders).where(eq(s.orders.id, orderId));
  const lines = await db.select().from(s.orderLines).where(eq(s.orderLines.orderId, orderId));
  const items = await db
    .select()
    .from(s.orderLineItems)
    .where(
      inArray(
        s.orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  const history = await db
    .select()
    .from(s.orderStatusHistory)
    .where(eq(s.orderStatusHistory.orderId, orderId))
    .orderBy(asc(s.orderStatusHistory.createdAt));
  return { order, lines, itemNames: (lineId: string) => items.filter((i) => i.orderLineId === lineId), history };
}

const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email));

describe("a renewal takes the menu of its own weekend", () => {
  it("a fixed box keeps the preferred cuisine when its weekend offers it, with that weekend's dishes", async () => {
    const { order, subscriptionId } = await subscribe(essentialsLine({ cuisine: "Goan" }));
    const result = await renew(subscriptionId, week2);
    expect(result).toMatchObject({ ok: true, deliveryDate: "2026-12-12", changes: [], sourceOrderId: order.id });
    if (!result.ok) return;
    const renewed = await orderWithLines(result.orderId);
    expect(renewed.order).toMatchObject({
      status: "paid",
      isSubscription: true,
      deliveryDate: "2026-12-12",
      email: order.email,
      address: order.address,
      postcode: order.postcode,
      fulfilment: "delivery",
      boxes: 1,
      containers: 4,
      subtotalPence: 3300,
      shippingPence: 500,
      discountPence: 600,
      totalPence: 3200,
    });
    expect(renewed.lines).toHaveLength(1);
    const [line] = renewed.lines;
    expect(line).toMatchObject({
      lineType: "box",
      boxTypeId: ESSENTIALS_ID,
      variant: "standard",
      cuisine: "Goan",
      label: "Essentials (Standard, Goan)",
      unitPricePence: 3300,
      isSubscription: true,
    });
    // 12-13 December's Goan rice, not the one the subscription started with.
    expect(renewed.itemNames(line.id).map((i) => [i.name, i.menuItemId])).toEqual([
      ["Goan Lemon Rice", goanLemonRice],
      ["Goan Dal", nov28["Goan Dal"]],
      ["Goan Veg", nov28["Goan Veg"]],
      ["Goan Chicken", nov28["Goan Chicken"]],
    ]);
    expect(renewed.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, "paid", `Weekly subscription renewal of ${order.orderNumber}.`],
    ]);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, result.orderId));
    expect(payment).toMatchObject({ provider: "stripe", amountPence: 3200, status: "paid" });
  });

  it("a fixed box whose cuisine is not on the weekend's menu takes its first cuisine, and says so", async () => {
    const { order, subscriptionId } = await subscribe(essentialsLine({ cuisine: "Goan", variant: "vegetarian" }));
    const result = await renew(subscriptionId, week1, { amountPence: 2900 });
    const change = "Goan is not on the menu for 5 - 6 December: your box is Bengali this week";
    expect(result).toMatchObject({ ok: true, deliveryDate: "2026-12-05", changes: [change] });
    if (!result.ok) return;
    const renewed = await orderWithLines(result.orderId);
    const [line] = renewed.lines;
    expect(line).toMatchObject({
      cuisine: "Bengali",
      variant: "vegetarian",
      label: `Essentials (Vegetarian, Bengali) — ${change}`,
      unitPricePence: 3000,
    });
    expect(renewed.itemNames(line.id).map((i) => i.menuItemId)).toEqual(
      ["Bengali Rice", "Bengali Dal", "Bengali Veg", "Bengali Paneer"].map((n) => dec05[n]),
    );
    expect(renewed.history[0].note).toBe(`Weekly subscription renewal of ${order.orderNumber}. ${change}.`);

    // The preference stays Goan: the week after, Goan is back on the menu and so is the box.
    const next = await renew(subscriptionId, week2, { amountPence: 2900 });
    expect(next).toMatchObject({ ok: true, deliveryDate: "2026-12-12", changes: [] });
    if (!next.ok) return;
    expect((await orderWithLines(next.orderId)).lines[0]).toMatchObject({
      cuisine: "Goan",
      label: "Essentials (Vegetarian, Goan)",
    });
  });

  it("a picked box keeps its dishes on the weekend's menu and replaces a missing one, and says so", async () => {
    const picked = ["Punjabi Pulao", "Punjabi Rajma", "Punjabi Saag", "Punjabi Lamb"];
    const { subscriptionId } = await subscribe(plusLine(picked.map((n) => nov28[n])));
    const result = await renew(subscriptionId, week2, { amountPence: 3400 });
    const change = "Punjabi Lamb is not on the menu for 12 - 13 December: your box has Punjabi Chicken instead";
    expect(result).toMatchObject({ ok: true, deliveryDate: "2026-12-12", changes: [change] });
    if (!result.ok) return;
    const renewed = await orderWithLines(result.orderId);
    const [line] = renewed.lines;
    expect(line).toMatchObject({
      boxTypeId: ESSENTIALS_PLUS_ID,
      cuisine: null,
      label: `Essentials Plus (Standard) — ${change}`,
      unitPricePence: 3500,
    });
    expect(renewed.itemNames(line.id).map((i) => i.name)).toEqual([
      "Punjabi Pulao",
      "Punjabi Rajma",
      "Punjabi Saag",
      "Punjabi Chicken",
    ]);
    expect(renewed.history[0].note).toContain(change);
  });

  it("prices at the box type's current price; the total is what the provider charged, and the note says both", async () => {
    const { order, subscriptionId } = await subscribe(essentialsLine({ cuisine: "Punjabi" }));
    await db.update(s.boxTypes).set({ basePrice: 3500 }).where(eq(s.boxTypes.id, ESSENTIALS_ID));
    invalidatePublicCaches();
    try {
      const result = await renew(subscriptionId, week2, { amountPence: 3200 });
      expect(result).toMatchObject({ ok: true, chargedPence: 3200, pricedPence: 3500 + 500 - 600 });
      if (!result.ok) return;
      const renewed = await orderWithLines(result.orderId);
      expect(renewed.order).toMatchObject({
        subtotalPence: 3500,
        shippingPence: 500,
        discountPence: 600,
        totalPence: 3200,
      });
      expect(renewed.lines[0]).toMatchObject({ unitPricePence: 3500, lineTotalPence: 3500 });
      expect(renewed.history[0].note).toBe(
        `Weekly subscription renewal of ${order.orderNumber}. Charged £32.00, the weekly subscription amount; today's prices come to £34.00.`,
      );
    } finally {
      await db.update(s.boxTypes).set({ basePrice: 3300 }).where(eq(s.boxTypes.id, ESSENTIALS_ID));
      invalidatePublicCaches();
    }
  });
});

describe("a renewal follows the cutoff and capacity rules of a one-off order", () => {
  it("never lands on a weekend whose cutoff has passed", async () => {
    // Wednesday 2 December 23:59 (London, = UTC in December): 5-6 December can still be ordered.
    const beforeCutoff = await subscribe(essentialsLine());
    expect(await renew(beforeCutoff.subscriptionId, new Date("2026-12-02T23:59:30Z"))).toMatchObject({
      ok: true,
      deliveryDate: "2026-12-05",
    });
    // A minute later it is closed: the renewal goes to the next weekend.
    const afterCutoff = await subscribe(essentialsLine());
    expect(await renew(afterCutoff.subscriptionId, new Date("2026-12-03T00:00:30Z"))).toMatchObject({
      ok: true,
      deliveryDate: "2026-12-12",
    });
    // Sunday subscriptions stay on Sundays.
    const sunday = await subscribe(essentialsLine(), "2026-11-29");
    expect(await renew(sunday.subscriptionId, week2)).toMatchObject({ ok: true, deliveryDate: "2026-12-13" });
  });

  it("a subscription booked weeks ahead gets one renewal per weekend, each after the last", async () => {
    // Booked on 19 November for 5 December (Bengali); the invoices of 26 November and 3 December.
    const { subscriptionId, order } = await subscribe(essentialsLine({ cuisine: "Bengali" }), "2026-12-05");
    const first = await renew(subscriptionId, week1);
    const second = await renew(subscriptionId, week2);
    expect(first).toMatchObject({ ok: true, deliveryDate: "2026-12-12" });
    expect(second).toMatchObject({ ok: true, deliveryDate: "2026-12-19" });
    const dates = (await ordersOf(order.email)).map((o) => o.deliveryDate).sort();
    expect(dates).toEqual(["2026-12-05", "2026-12-12", "2026-12-19"]);
  });

  it("renewalDate: the first weekly repeat after the last delivery on an orderable weekend", () => {
    expect(renewalDate("2026-11-28", "2026-11-28", "2026-12-05")).toBe("2026-12-05");
    expect(renewalDate("2026-11-28", "2026-11-28", "2026-12-12")).toBe("2026-12-12");
    expect(renewalDate("2026-11-29", "2026-11-29", "2026-12-12")).toBe("2026-12-13");
    expect(renewalDate("2026-11-28", "2026-12-19", "2026-12-05")).toBe("2026-12-26");
  });

  it("a renewal on a full date creates no order, and the subscription's order says why", async () => {
    // Sunday 6 December takes two boxes; one subscriber's renewal takes one, another takes the last.
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-12-06", capacity: 2 });
    const first = await subscribe(essentialsLine(), "2026-11-29");
    const second = await subscribe(essentialsLine({ cuisine: "Goan" }), "2026-11-29");
    const late = await subscribe(essentialsLine(), "2026-11-29");
    expect(await renew(first.subscriptionId, week1)).toMatchObject({ ok: true, deliveryDate: "2026-12-06" });
    expect(await renew(second.subscriptionId, week1)).toMatchObject({ ok: true, deliveryDate: "2026-12-06" });

    const invoiceId = `in_test_full_${randomUUID()}`;
    const refused = await renew(late.subscriptionId, week1, { invoiceId });
    expect(refused).toEqual({
      ok: false,
      reason: "full",
      message:
        "Sunday 6 December 2026 is fully booked: there is no room left for your weekly box, so no box was booked this week.",
      sourceOrderId: late.order.id,
      deliveryDate: "2026-12-06",
    });
    expect(await ordersOf(late.order.email)).toHaveLength(1);
    const booked = await db.select().from(s.orders).where(eq(s.orders.deliveryDate, "2026-12-06"));
    expect(booked.reduce((n, o) => n + o.boxes, 0)).toBe(2);
    expect(await db.select().from(s.payments).where(eq(s.payments.providerSessionId, invoiceId))).toEqual([]);

    // The same invoice again: still no order, and one note.
    expect(await renew(late.subscriptionId, week1, { invoiceId })).toMatchObject({ ok: false, reason: "full" });
    const notes = (await orderWithLines(late.order.id)).history.filter((h) => h.note?.includes(invoiceId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ fromStatus: "paid", toStatus: "paid", changedBy: "webhook" });
    expect(notes[0].note).toBe(
      `No weekly renewal order for invoice ${invoiceId} (£32.00 paid): ${refused.ok ? "" : refused.message} Refund the invoice at the payment provider or arrange the delivery with the customer.`,
    );
  });

  it("a weekend with no published menu, or a box type no longer offered, creates no order", async () => {
    const noMenu = await subscribe(essentialsLine());
    // Thursday 17 December: 26-27 December is on sale, and has no menu.
    expect(await renew(noMenu.subscriptionId, new Date("2026-12-17T10:00:00Z"))).toMatchObject({
      ok: false,
      reason: "no-menu",
      deliveryDate: "2026-12-26",
      message:
        "The menu for the weekend of 26 - 27 December is not published yet, so no box was booked for Saturday 26 December 2026.",
    });
    expect(await ordersOf(noMenu.order.email)).toHaveLength(1);

    const gone = await subscribe(plusLine(["Goan Pulao", "Goan Rajma", "Goan Saag", "Goan Lamb"].map((n) => nov28[n])));
    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.id, ESSENTIALS_PLUS_ID));
    invalidatePublicCaches();
    try {
      expect(await renew(gone.subscriptionId, week1)).toMatchObject({
        ok: false,
        reason: "box-type-gone",
        message: expect.stringContaining("is no longer offered"),
      });
      expect(await ordersOf(gone.order.email)).toHaveLength(1);
    } finally {
      await db.update(s.boxTypes).set({ isActive: true }).where(eq(s.boxTypes.id, ESSENTIALS_PLUS_ID));
      invalidatePublicCaches();
    }
  });
});

describe("a collection subscription's renewal", () => {
  it("is collected from its point with the renewal day's hours, and refused once the point is closed that day", async () => {
    const [point] = await db
      .insert(s.collectionPoints)
      .values({ name: "Rye Lane Kitchen", address: "1 Rye Lane", saturdayHours: "10:00 - 12:00", sundayHours: "" })
      .returning();
    const { subscriptionId, order } = await subscribe(essentialsLine(), "2026-11-28", point.id);
    expect(order).toMatchObject({ fulfilment: "collection", address: null, shippingPence: 0 });

    const renewed = await renew(subscriptionId, week1);
    expect(renewed).toMatchObject({ ok: true, deliveryDate: "2026-12-05" });
    const { order: next } = await orderWithLines(renewed.ok ? renewed.orderId : "");
    expect(next).toMatchObject({ fulfilment: "collection", collectionPointId: point.id, shippingPence: 0 });
    expect(next.collectionPoint).toContain("10:00 - 12:00");

    await db.update(s.collectionPoints).set({ saturdayHours: "" }).where(eq(s.collectionPoints.id, point.id));
    const refused = await renew(subscriptionId, week2);
    expect(refused).toMatchObject({ ok: false, reason: "collection-point", deliveryDate: "2026-12-12" });
    expect(refused.ok ? "" : refused.message).toContain(
      "Rye Lane Kitchen is not open for collection on Saturday 12 December 2026",
    );
    expect(await ordersOf(order.email)).toHaveLength(2);
  });
});

describe("the Stripe webhook's renewals", () => {
  const invoicePaid = (eventId: string, subscription: string, invoiceId: string) =>
    ({
      id: eventId,
      object: "event",
      type: "invoice.paid",
      data: {
        object: {
          id: invoiceId,
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 3200,
          parent: { type: "subscription_details", subscription_details: { subscription } },
        },
      },
    }) as unknown as Stripe.Event;

  it("replaying the same invoice makes one order at most", async () => {
    const { order, subscriptionId } = await subscribe(essentialsLine({ cuisine: "Goan" }));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(week1);
    const invoiceId = `in_test_replay_${randomUUID()}`;
    const event = () => invoicePaid(`evt_${randomUUID()}`, subscriptionId, invoiceId);
    // Stripe delivering the same invoice as several events at once: one makes the order.
    const first = event();
    const together = await Promise.all([first, ...Array.from({ length: 4 }, event)].map((e) => handleStripeEvent(e)));
    expect(together.filter((r) => r === "handled")).toHaveLength(1);
    expect(together.filter((r) => r === "ignored")).toHaveLength(4);
    // Then replayed: the same event, and the same invoice as yet another event.
    expect(await handleStripeEvent(first)).toBe("duplicate");
    expect(await handleStripeEvent(event())).toBe("ignored");

    const orders = await ordersOf(order.email);
    expect(orders).toHaveLength(2);
    const renewed = orders.find((o) => o.id !== order.id)!;
    expect(renewed).toMatchObject({ deliveryDate: "2026-12-05", totalPence: 3200, status: "paid" });
    expect((await orderWithLines(renewed.id)).lines[0].label).toBe(
      "Essentials (Standard, Bengali) — Goan is not on the menu for 5 - 6 December: your box is Bengali this week",
    );
    const mails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email));
    expect(mails.filter((m) => m.subject.includes(renewed.orderNumber))).toHaveLength(1);
  });

  it("a renewal refused by a full date is handled once and noted, with no order", async () => {
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-12-13", capacity: 0 });
    const { order, subscriptionId } = await subscribe(essentialsLine(), "2026-11-29");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(week2);
    const invoiceId = `in_test_refused_${randomUUID()}`;
    const event = invoicePaid(`evt_${randomUUID()}`, subscriptionId, invoiceId);
    expect(await handleStripeEvent(event)).toBe("handled");
    expect(await handleStripeEvent(event)).toBe("duplicate");
    expect(await ordersOf(order.email)).toHaveLength(1);
    const notes = await db
      .select()
      .from(s.orderStatusHistory)
      .where(and(eq(s.orderStatusHistory.orderId, order.id), eq(s.orderStatusHistory.changedBy, "webhook")));
    expect(notes.map((n) => n.note)).toEqual([expect.stringContaining(`invoice ${invoiceId} (£32.00 paid)`)]);
    expect(notes[0].note).toContain("Sunday 13 December 2026 is fully booked");
  });
});
