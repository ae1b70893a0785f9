import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { getPrepSheet, prepSheetCsv } from "~/features/kitchen/admin/prep-sheet.server";
import type { CartLine } from "~/features/cart/cart";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { createOrderingMenu, ESSENTIALS_ID, publishWeekend } from "../../../tests/factories/ordering";
import { forecastRenewals, MENU_NOT_PUBLISHED } from "./forecast.server";
import { renewDueSubscriptions } from "./renewals.server";
import { invalidatePublicCaches } from "~/lib/cache.server";

// Checkout on Thursday 19 November 2026 for Saturday 28 November: the next renewal is 5 December.
const checkoutAt = new Date("2026-11-19T10:00:00Z");
const NEXT = "2026-12-05";
const WEEK_AFTER = "2026-12-12";
// 19-20 December has no menu published.
const UNPUBLISHED = "2026-12-19";

let dishes: Record<string, string>;

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  invalidatePublicCaches();
  dishes = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  await publishWeekend(db, NEXT, ["Punjabi", "Goan"], Object.values(dishes));
  await publishWeekend(db, WEEK_AFTER, ["Punjabi", "Goan"], Object.values(dishes));
});

afterEach(async () => {
  await db.update(s.subscriptions).set({ status: "cancelled" });
});

/** A paid order, as checkout and payment leave it; with a subscription line, its subscription. */
async function checkout(line: CartLine, date = "2026-11-28", subscribe = true) {
  return paidCheckout(db, cartOf(date, { ...line, isSubscription: subscribe }), checkoutAt);
}

const forecastIds = async (date: string, now = checkoutAt) =>
  (await forecastRenewals(date, now)).map((f) => f.subscriptionId);

describe("the forecast of subscription renewals not booked yet", () => {
  it("lists a subscription for its next delivery and every week after, with that weekend's order", async () => {
    const { order, sub } = await checkout(essentialsLine({ cuisine: "Punjabi", quantity: 2 }));
    expect(sub.nextDeliveryDate).toBe(NEXT);

    const [next] = await forecastRenewals(NEXT, checkoutAt);
    expect(next).toMatchObject({
      subscriptionId: sub.id,
      firstOrderNumber: order.orderNumber,
      customer: "Asha Patel",
      fulfilment: "delivery",
      postcode: "SE15 4ST",
      note: null,
    });
    expect(next.contents).toEqual([expect.stringMatching(/^2 × Essentials/)]);
    expect(next.lines).toEqual([
      expect.objectContaining({ lineType: "box", boxTypeId: ESSENTIALS_ID, cuisine: "Punjabi", quantity: 2 }),
    ]);
    expect(next.lines[0].items.map((i) => i.name).sort()).toEqual([
      "Punjabi Chicken",
      "Punjabi Dal",
      "Punjabi Rice",
      "Punjabi Veg",
    ]);

    expect(await forecastIds(WEEK_AFTER)).toEqual([sub.id]);
    // Not the day after, not the week before its next delivery (the first order's weekend), not a past date.
    expect(await forecastIds("2026-12-06")).toEqual([]);
    expect(await forecastIds("2026-11-28")).toEqual([]);
    expect(await forecastIds(NEXT, new Date("2026-12-06T10:00:00Z"))).toEqual([]);
  });

  it("leaves out a skipped weekend, the weekends of a pause, and a cancelled subscription", async () => {
    const { sub } = await checkout(essentialsLine());
    await db
      .update(s.subscriptions)
      .set({ skippedDates: [NEXT] })
      .where(eq(s.subscriptions.id, sub.id));
    expect(await forecastIds(NEXT)).toEqual([]);
    expect(await forecastIds(WEEK_AFTER)).toEqual([sub.id]);

    await db
      .update(s.subscriptions)
      .set({ skippedDates: [], pausedUntil: UNPUBLISHED })
      .where(eq(s.subscriptions.id, sub.id));
    expect(await forecastIds(NEXT)).toEqual([]);
    expect(await forecastIds(WEEK_AFTER)).toEqual([]);
    expect(await forecastIds(UNPUBLISHED)).toEqual([sub.id]);

    await db
      .update(s.subscriptions)
      .set({ status: "cancelled", cancelledAt: checkoutAt })
      .where(eq(s.subscriptions.id, sub.id));
    expect(await forecastIds(UNPUBLISHED)).toEqual([]);
  });

  it("is gone once the renewal is booked: by the job at the cutoff, or any order of that subscription and date", async () => {
    const { sub } = await checkout(essentialsLine());
    // Thursday 3 December: the cutoff for 5-6 December has passed; the job books the renewal.
    const afterCutoff = new Date("2026-12-03T10:00:00Z");
    const outcomes = await renewDueSubscriptions(afterCutoff);
    expect(outcomes.filter((o) => o.subscriptionId === sub.id).map((o) => o.kind)).toEqual(["ordered"]);
    expect(await forecastIds(NEXT, afterCutoff)).toEqual([]);
    expect(await forecastIds(WEEK_AFTER, afterCutoff)).toEqual([sub.id]);

    // An order for the subscription and date already exists (the job has not moved the subscription on yet).
    const [renewal] = await db.select().from(s.orders).where(eq(s.orders.subscriptionId, sub.id));
    const { id: _id, orderNumber: _number, createdAt: _created, updatedAt: _updated, ...copy } = renewal;
    await db.insert(s.orders).values({ ...copy, orderNumber: `TIF-FC${Date.now()}`, deliveryDate: "2026-12-26" });
    expect(await forecastIds("2026-12-26", afterCutoff)).toEqual([]);
    expect(await forecastIds(UNPUBLISHED, afterCutoff)).toEqual([sub.id]);
  });

  it("still lists a renewal whose weekend has no menu, or whose plan the menu cannot make, with a note", async () => {
    const { sub } = await checkout(essentialsLine({ quantity: 3 }));
    const [unpublished] = await forecastRenewals(UNPUBLISHED, checkoutAt);
    expect(unpublished).toMatchObject({ subscriptionId: sub.id, note: MENU_NOT_PUBLISHED });
    expect(unpublished.lines).toEqual([
      expect.objectContaining({ lineType: "box", boxTypeId: ESSENTIALS_ID, quantity: 3, items: [] }),
    ]);

    const gone = sub.plan.map((line) => ({ ...line, boxTypeId: randomUUID() }));
    await db.update(s.subscriptions).set({ plan: gone }).where(eq(s.subscriptions.id, sub.id));
    const [refused] = await forecastRenewals(NEXT, checkoutAt);
    expect(refused).toMatchObject({ subscriptionId: sub.id, lines: [], contents: [expect.stringMatching(/^3 × /)] });
    expect(refused.note).toMatch(/no longer offered/);
  });
});

describe("the prep sheet with the forecast", () => {
  it("counts forecast dishes and boxes apart from the booked ones, and marks them in the CSV", async () => {
    // Booked for 12 December: a one-off Goan Essentials box. Forecast: a subscriber's 2 Punjabi boxes.
    const { order: booked } = await checkout(essentialsLine({ cuisine: "Goan" }), WEEK_AFTER, false);
    const { order: first } = await checkout(essentialsLine({ cuisine: "Punjabi", quantity: 2 }));

    const sheet = await getPrepSheet(WEEK_AFTER, await forecastRenewals(WEEK_AFTER, checkoutAt));
    expect(sheet.orders.map((o) => o.orderNumber)).toEqual([booked.orderNumber]);
    expect(sheet.totalPortions).toBe(4);
    expect(sheet.forecastPortions).toBe(8);
    const counts = Object.fromEntries(sheet.dishes.map((d) => [d.name, [d.portions, d.forecastPortions]]));
    expect(counts).toMatchObject({ "Goan Rice": [1, 0], "Goan Chicken": [1, 0], "Punjabi Rice": [0, 2] });
    expect(sheet.boxes).toEqual([expect.objectContaining({ boxType: "Essentials", cuisine: "Goan", quantity: 1 })]);
    expect(sheet.forecastBoxes).toEqual([
      expect.objectContaining({ boxType: "Essentials", cuisine: "Punjabi", quantity: 2 }),
    ]);
    expect(sheet.forecast).toEqual([
      expect.objectContaining({
        firstOrderNumber: first.orderNumber,
        fulfilmentText: "Delivery to 12 Rye Lane, London, SE15 4ST",
        lines: [expect.stringMatching(/^2 × Essentials/)],
        note: null,
      }),
    ]);

    const csv = prepSheetCsv(sheet).split("\r\n");
    expect(csv[0]).toBe("Dish,Cuisine,Category,Portions,Forecast portions,Booked + forecast");
    expect(csv).toContain("Total,,,4,8,12");
    expect(csv).toContain("Forecast renewal (not yet booked),Customer,Phone,Fulfilment,Contents,Note");
    expect(csv.find((row) => row.startsWith(`Forecast: renewal of ${first.orderNumber},Asha Patel`))).toBeTruthy();
  });

  it("counts the boxes of a weekend without a menu but no dishes; without a forecast the sheet is as before", async () => {
    await checkout(essentialsLine({ quantity: 3 }));
    const sheet = await getPrepSheet(UNPUBLISHED, await forecastRenewals(UNPUBLISHED, checkoutAt));
    expect(sheet).toMatchObject({ orderCount: 0, totalPortions: 0, forecastPortions: 0, dishes: [] });
    expect(sheet.forecastBoxes).toEqual([expect.objectContaining({ boxType: "Essentials", quantity: 3 })]);
    expect(sheet.forecast).toEqual([expect.objectContaining({ note: MENU_NOT_PUBLISHED })]);

    const plain = await getPrepSheet(UNPUBLISHED);
    expect(plain).toMatchObject({ forecast: [], forecastBoxes: [], forecastPortions: 0 });
    expect(prepSheetCsv(plain).split("\r\n")[0]).toBe("Dish,Cuisine,Category,Portions");
  });
});
