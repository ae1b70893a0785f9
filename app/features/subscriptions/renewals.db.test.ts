import { asc, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import type { CartLine } from "~/features/cart/cart";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine, plusLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import {
  createOrderingMenu,
  ESSENTIALS_ID,
  ESSENTIALS_PLUS_ID,
  publishWeekend,
  weekDishes,
} from "../../../tests/factories/ordering";
import { renewDueSubscriptions, type RenewalOutcome } from "./renewals.server";
import { changePlan, pauseUntil, resume, skipWeek, unskipWeek } from "./self-service.server";

// Checkout on Thursday 19 November 2026 (orders for 28-29 November are open until Wednesday 25).
const checkoutAt = new Date("2026-11-19T10:00:00Z");
// Thursday 3 December: the cutoff for 5-6 December (Wednesday 2, 23:59) has passed.
const week1 = new Date("2026-12-03T10:00:00Z");
// Thursday 10 December: the cutoff for 12-13 December has passed.
const week2 = new Date("2026-12-10T10:00:00Z");

/** Dish ids by name: 28 Nov (Punjabi, Goan) and 5 Dec (Bengali, Hyderabadi). */
let nov28: Record<string, string>;
let dec05: Record<string, string>;
let goanLemonRice: string;

beforeAll(async () => {
  // The customers' postcode (tests/factories/checkout) is in the delivery area.
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  invalidatePublicCaches();
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

afterEach(async () => {
  // Each test's subscriptions end with it: the job renews every active one.
  await db.update(s.subscriptions).set({ status: "cancelled" });
});

/** A paid order with one weekly subscription line on the test provider, as checkout and payment leave it. */
async function subscribe(line: CartLine, date = "2026-11-28", collectionPointId: string | null = null) {
  const cart = cartOf(date, { ...line, isSubscription: true });
  const user = await createCustomer(db);
  const { order, sub } = await paidCheckout(
    db,
    collectionPointId ? { ...cart, fulfilment: "collection" } : cart,
    checkoutAt,
    { userId: user.id, customer: customerDetails(collectionPointId ? { collectionPointId } : {}) },
  );
  return { order, sub, userId: user.id };
}

/** The job's run at `now`: this subscription's outcomes. */
async function renew(subscriptionId: string, now: Date): Promise<RenewalOutcome[]> {
  return (await renewDueSubscriptions(now)).filter((o) => o.subscriptionId === subscriptionId);
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

/** The version of the subscription its page shows (each form sends it back). */
const shown = async (id: string) => ({
  version: (await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, id)))[0].version,
});
const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email));
const mailsTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));
const orderIdOf = (outcomes: RenewalOutcome[]) => (outcomes[0]?.kind === "ordered" ? outcomes[0].orderId : "");

describe("the renewal job books each subscription's weekend at its cutoff", () => {
  it("not before the cutoff; at it, one paid order on the test provider with that weekend's menu and a receipt", async () => {
    const { order, sub } = await subscribe(essentialsLine({ cuisine: "Punjabi" }));
    expect(sub).toMatchObject({ nextDeliveryDate: "2026-12-05", weeklyAmountPence: 3200, status: "active" });
    expect(sub.plan).toEqual([
      expect.objectContaining({
        type: "box",
        boxTypeId: ESSENTIALS_ID,
        label: "Essentials (Standard)",
        cuisine: "Punjabi",
        quantity: 1,
      }),
    ]);
    // Wednesday 2 December 23:59 (London = UTC): orders for 5-6 December are still open.
    expect(await renew(sub.id, new Date("2026-12-02T23:59:30Z"))).toEqual([]);
    // Two instances at once, a minute after the cutoff: one order.
    const atCutoff = new Date("2026-12-03T00:00:30Z");
    const [a, b] = await Promise.all([renew(sub.id, atCutoff), renew(sub.id, atCutoff)]);
    const outcomes = [...a, ...b];
    expect(outcomes).toEqual([expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-05", paid: true })]);
    expect(await renew(sub.id, atCutoff)).toEqual([]);

    const renewed = await orderWithLines(orderIdOf(outcomes));
    expect(renewed.order).toMatchObject({
      status: "paid",
      isSubscription: true,
      subscriptionId: sub.id,
      deliveryDate: "2026-12-05",
      email: order.email,
      address: order.address,
      postcode: order.postcode,
      subtotalPence: 3300,
      shippingPence: 500,
      discountPence: 600,
      totalPence: 3200,
    });
    // 5-6 December has no Punjabi: the box is the weekend's first cuisine, and the order says so.
    const change = "Punjabi is not on the menu for 5 - 6 December: your box is Bengali this week";
    expect(renewed.lines[0]).toMatchObject({ cuisine: "Bengali", label: `Essentials (Standard, Bengali) — ${change}` });
    expect(renewed.itemNames(renewed.lines[0].id).map((i) => i.menuItemId)).toEqual(
      ["Bengali Rice", "Bengali Dal", "Bengali Veg", "Bengali Chicken"].map((n) => dec05[n]),
    );
    expect(renewed.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, "paid", `Weekly subscription renewal of ${order.orderNumber}. ${change}.`],
    ]);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.orderId, renewed.order.id));
    expect(payment).toMatchObject({ provider: "test", amountPence: 3200, status: "paid" });
    expect((await mailsTo(order.email)).map((m) => m.subject)).toContain(
      `Weekly box booked for Saturday 5 December 2026: ${renewed.order.orderNumber}`,
    );
    const [after] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(after.nextDeliveryDate).toBe("2026-12-12");

    // The preference stays Punjabi: the week after, Punjabi is back, with that weekend's dishes.
    const next = await renew(sub.id, week2);
    expect(next).toEqual([expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-12" })]);
    expect((await orderWithLines(orderIdOf(next))).lines[0]).toMatchObject({
      cuisine: "Punjabi",
      label: "Essentials (Standard, Punjabi)",
    });
  });

  it("a picked box keeps its dishes on the weekend's menu and replaces a missing one, and says so", async () => {
    const picked = ["Punjabi Pulao", "Punjabi Rajma", "Punjabi Saag", "Punjabi Lamb"];
    const { sub } = await subscribe(plusLine(picked.map((n) => nov28[n])));
    await renew(sub.id, week1); // 5 December: Bengali and Hyderabadi only.
    const result = await renew(sub.id, week2);
    const change = "Punjabi Lamb is not on the menu for 12 - 13 December: your box has Punjabi Chicken instead";
    expect(result).toEqual([
      expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-12", changes: [change] }),
    ]);
    const renewed = await orderWithLines(orderIdOf(result));
    expect(renewed.itemNames(renewed.lines[0].id).map((i) => i.name)).toEqual([
      "Punjabi Pulao",
      "Punjabi Rajma",
      "Punjabi Saag",
      "Punjabi Chicken",
    ]);
  });

  it("prices at today's prices; the total is the weekly amount, and the note says both", async () => {
    const { sub } = await subscribe(essentialsLine({ cuisine: "Bengali" }), "2026-12-05");
    await db.update(s.boxTypes).set({ basePrice: 3500 }).where(eq(s.boxTypes.id, ESSENTIALS_ID));
    invalidatePublicCaches();
    try {
      const result = await renew(sub.id, week2);
      const renewed = await orderWithLines(orderIdOf(result));
      expect(renewed.order).toMatchObject({ subtotalPence: 3500, totalPence: 3200, deliveryDate: "2026-12-12" });
      expect(renewed.history[0].note).toContain("Charged £32.00, the weekly amount; today's prices come to £34.00");
    } finally {
      await db.update(s.boxTypes).set({ basePrice: 3300 }).where(eq(s.boxTypes.id, ESSENTIALS_ID));
      invalidatePublicCaches();
    }
  });

  it("after downtime it catches up: a weekend already delivered is passed over, the current one booked", async () => {
    const { order, sub } = await subscribe(essentialsLine({ cuisine: "Goan" }));
    // Monday 7 December: 5-6 December is over; 12-13 December's cutoff has not come.
    expect(await renew(sub.id, new Date("2026-12-07T10:00:00Z"))).toEqual([
      expect.objectContaining({ kind: "passed", deliveryDate: "2026-12-05" }),
    ]);
    expect(await renew(sub.id, week2)).toEqual([
      expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-12" }),
    ]);
    expect((await ordersOf(order.email)).map((o) => o.deliveryDate).sort()).toEqual(["2026-11-28", "2026-12-12"]);
  });

  it("a full date books nothing: the customer is emailed and the owner sees a note", async () => {
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-12-06", capacity: 1 });
    invalidatePublicCaches();
    const first = await subscribe(essentialsLine(), "2026-11-29");
    const late = await subscribe(essentialsLine(), "2026-11-29");
    const outcomes = (await renewDueSubscriptions(week1)).filter((o) =>
      [first.sub.id, late.sub.id].includes(o.subscriptionId),
    );
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["missed", "ordered"]);
    const missed = outcomes.find((o) => o.kind === "missed")!;
    const unlucky = missed.subscriptionId === late.sub.id ? late : first;
    const message =
      "Sunday 6 December 2026 is fully booked: there was no room left for your weekly box, so no box was booked this week.";
    expect(missed).toMatchObject({ deliveryDate: "2026-12-06", message });
    expect(await ordersOf(unlucky.order.email)).toHaveLength(1);
    const notes = (await orderWithLines(unlucky.order.id)).history.map((h) => h.note);
    expect(notes).toContain(`No weekly renewal for Sunday 6 December 2026: ${message}`);
    const mail = (await mailsTo(unlucky.order.email)).find((m) => m.kind === "subscription-missed");
    expect(mail).toMatchObject({ subject: "No weekly box this week" });
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain("You have not been charged for it.");
    await db.delete(s.deliveryCapacity).where(eq(s.deliveryCapacity.deliveryDate, "2026-12-06"));
    invalidatePublicCaches();
  });

  it("a weekend with no published menu, or a box type no longer offered, books nothing and says why", async () => {
    const noMenu = await subscribe(essentialsLine({ cuisine: "Bengali" }), "2026-12-19");
    // Thursday 24 December: 26-27 December has no menu.
    expect(await renew(noMenu.sub.id, new Date("2026-12-24T10:00:00Z"))).toEqual([
      expect.objectContaining({
        kind: "missed",
        deliveryDate: "2026-12-26",
        message:
          "The menu for the weekend of 26 - 27 December was not published, so no box was booked for Saturday 26 December 2026.",
      }),
    ]);

    const gone = await subscribe(plusLine(["Goan Pulao", "Goan Rajma", "Goan Saag", "Goan Lamb"].map((n) => nov28[n])));
    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.id, ESSENTIALS_PLUS_ID));
    invalidatePublicCaches();
    try {
      expect(await renew(gone.sub.id, week1)).toEqual([
        expect.objectContaining({ kind: "missed", message: expect.stringContaining("is no longer offered") }),
      ]);
      expect(await ordersOf(gone.order.email)).toHaveLength(1);
    } finally {
      await db.update(s.boxTypes).set({ isActive: true }).where(eq(s.boxTypes.id, ESSENTIALS_PLUS_ID));
      invalidatePublicCaches();
    }
  });

  it("a collection subscription is collected from its point with the day's hours, and missed once it is closed", async () => {
    const [point] = await db
      .insert(s.collectionPoints)
      .values({ name: "Rye Lane Kitchen", address: "1 Rye Lane", saturdayHours: "10:00 - 12:00", sundayHours: "" })
      .returning();
    const { sub } = await subscribe(essentialsLine(), "2026-11-28", point.id);
    const { order: next } = await orderWithLines(orderIdOf(await renew(sub.id, week1)));
    expect(next).toMatchObject({
      fulfilment: "collection",
      collectionPointId: point.id,
      shippingPence: 0,
      address: null,
    });
    expect(next.collectionPoint).toContain("10:00 - 12:00");

    await db.update(s.collectionPoints).set({ saturdayHours: "" }).where(eq(s.collectionPoints.id, point.id));
    const [refused] = await renew(sub.id, week2);
    expect(refused).toMatchObject({ kind: "missed", deliveryDate: "2026-12-12" });
    expect(refused.kind === "missed" ? refused.message : "").toContain(
      "Rye Lane Kitchen is not open for collection on Saturday 12 December 2026",
    );
  });
});

describe("subscribers skip, pause, resume and change until each weekend's cutoff", () => {
  const beforeCutoff = new Date("2026-12-01T10:00:00Z");

  it("a skipped weekend is not booked; skipping is refused after its cutoff and for someone else", async () => {
    const { order, sub, userId } = await subscribe(essentialsLine());
    expect(
      await skipWeek(sub.id, "someone-else", { date: "2026-12-05", ...(await shown(sub.id)) }, beforeCutoff),
    ).toMatchObject({ ok: false });
    expect(
      await skipWeek(sub.id, userId, { date: "2026-12-06", ...(await shown(sub.id)) }, beforeCutoff),
    ).toMatchObject({
      ok: false,
      message: "Please pick a weekend from the list.",
    });
    expect(await skipWeek(sub.id, userId, { date: "2026-12-05", ...(await shown(sub.id)) }, beforeCutoff)).toEqual({
      ok: true,
      message: "Saturday 5 December 2026 skipped",
    });
    const skipped = (await mailsTo(order.email)).find((m) => m.kind === "subscription-skipped");
    expect(skipped?.text).toContain("You will not receive a box on Saturday 5 December 2026");
    expect(skipped?.text).toContain("Your next delivery is Saturday 12 December 2026");

    expect(await renew(sub.id, week1)).toEqual([
      expect.objectContaining({ kind: "skipped", deliveryDate: "2026-12-05" }),
    ]);
    expect(await ordersOf(order.email)).toHaveLength(1);
    // 12 December's orders closed on Wednesday 9 December.
    expect(await skipWeek(sub.id, userId, { date: "2026-12-12", ...(await shown(sub.id)) }, week2)).toMatchObject({
      ok: false,
      message: "Orders for Saturday 12 December 2026 have closed, so it can no longer be changed.",
    });
    expect(
      await unskipWeek(sub.id, userId, { date: "2026-12-12", ...(await shown(sub.id)) }, beforeCutoff),
    ).toMatchObject({ ok: false });
  });

  it("a pause books nothing until its date; resume brings the next weekend back", async () => {
    const { order, sub, userId } = await subscribe(essentialsLine());
    expect(
      await pauseUntil(sub.id, userId, { date: "2026-12-19", ...(await shown(sub.id)) }, beforeCutoff),
    ).toMatchObject({ ok: true });
    expect((await mailsTo(order.email)).map((m) => m.subject)).toContain("Your subscription is paused");
    expect(await renew(sub.id, week1)).toEqual([
      expect.objectContaining({ kind: "paused", deliveryDate: "2026-12-05" }),
    ]);
    expect(await resume(sub.id, userId, await shown(sub.id), week1)).toMatchObject({
      ok: true,
      message: "Subscription resumed",
    });
    expect(await resume(sub.id, userId, await shown(sub.id), week1)).toMatchObject({
      ok: false,
      message: "This subscription is not paused.",
    });
    expect((await mailsTo(order.email)).map((m) => m.subject)).toContain("Your subscription has resumed");
    expect(await renew(sub.id, week2)).toEqual([
      expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-12" }),
    ]);
  });

  it("a change of box, quantity, day and address applies from the next weekend and sets the weekly amount", async () => {
    const { order, sub, userId } = await subscribe(essentialsLine());
    const change = async (over: Partial<Parameters<typeof changePlan>[2]> = {}) =>
      changePlan(
        sub.id,
        userId,
        {
          ...(await shown(sub.id)),
          lines: [{ boxTypeId: ESSENTIALS_ID, variant: "vegetarian", cuisine: "Hyderabadi", quantity: 2 }],
          deliveryDay: "sunday",
          address: "3 Bellenden Road",
          city: "London",
          postcode: "se15 5bj",
          ...over,
        },
        beforeCutoff,
      );
    expect(await change({ postcode: "N1 9GU" })).toEqual({
      ok: false,
      message: "Sorry, we do not deliver to N1 9GU yet.",
    });
    expect(await change({ postcode: "nonsense" })).toMatchObject({ ok: false });
    expect(await change()).toEqual({ ok: true, message: "Subscription updated" });
    const [changed] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    // Two vegetarian boxes (£30 each) + £7 shipping (8 containers) − £6.
    expect(changed).toMatchObject({
      weeklyAmountPence: 6000 + 700 - 600,
      nextDeliveryDate: "2026-12-06",
      address: "3 Bellenden Road",
      postcode: "SE15 5BJ",
    });
    const mail = (await mailsTo(order.email)).find((m) => m.kind === "subscription-changed");
    expect(mail?.text).toContain("2 × Essentials (Vegetarian), Hyderabadi preferred");
    expect(mail?.text).toContain("Weekly amount: £61.00.");

    const renewed = await orderWithLines(orderIdOf(await renew(sub.id, week1)));
    expect(renewed.order).toMatchObject({
      deliveryDate: "2026-12-06",
      boxes: 2,
      totalPence: 6100,
      address: "3 Bellenden Road",
      postcode: "SE15 5BJ",
    });
    expect(renewed.lines[0]).toMatchObject({ variant: "vegetarian", cuisine: "Hyderabadi", quantity: 2 });
  });
});
