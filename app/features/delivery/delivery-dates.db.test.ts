import { afterEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { bookedBoxes, lockDeliveryDate } from "./capacity.server";
import { availableDeliveryDates, checkDeliveryDate } from "./delivery-dates.server";
import { PAYMENT_WINDOW_MINUTES, PENDING_HOLD_MINUTES } from "./delivery-dates";

// Thursday 19 Nov 2026 10:00 London: the weekend of 21-22 Nov is closed, 28-29 Nov is open.
const now = new Date("2026-11-19T10:00:00Z");
/** The customer of every order written here: only the dates and the boxes matter. */
const CUSTOMER = {
  firstName: "A",
  lastName: "B",
  phone: "0",
  address: "1 Road",
  city: "London",
  postcode: "SE15 1AA",
};
let counter = 0;

async function order(
  deliveryDate: string,
  boxes: number,
  status: (typeof s.orderStatus.enumValues)[number],
  createdAt = now,
) {
  counter++;
  await db.insert(s.orders).values({
    orderNumber: `TIF-T${String(counter).padStart(7, "0")}`,
    email: `c${counter}@example.com`,
    ...CUSTOMER,
    deliveryDate,
    status,
    subtotalPence: 3300 * boxes,
    shippingPence: 500,
    discountPence: 0,
    totalPence: 3300 * boxes + 500,
    boxes,
    containers: boxes * 4,
    paymentProvider: "test",
    createdAt,
  });
}

async function settings(values: Partial<typeof s.businessSettings.$inferInsert>) {
  await db
    .insert(s.businessSettings)
    .values({ id: 1, businessName: "Test", contactEmail: "t@example.com", ...values })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: values });
  invalidatePublicCaches();
}

afterEach(async () => {
  await db.delete(s.orders);
  await db.delete(s.deliveryCapacity);
  invalidatePublicCaches();
  await db.delete(s.businessSettings);
  invalidatePublicCaches();
});

describe("availableDeliveryDates", () => {
  it("opens on the next weekend whose cutoff has not passed, unlimited by default", async () => {
    const dates = await availableDeliveryDates(now);
    expect(dates[0]).toEqual({ date: "2026-11-28", remaining: null });
    expect(dates[1]).toEqual({ date: "2026-11-29", remaining: null });
    expect(dates.map((d) => d.date)).not.toContain("2026-11-21");
  });

  it("uses the cutoff of the settings", async () => {
    await settings({ cutoffWeekday: 5, cutoffTime: "18:00" });
    expect((await availableDeliveryDates(now))[0].date).toBe("2026-11-21");
  });

  it("leaves out full dates and counts the remaining boxes", async () => {
    await settings({ defaultDailyCapacity: 5 });
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-11-29", capacity: 2 });
    invalidatePublicCaches();
    await order("2026-11-28", 3, "paid");
    await order("2026-11-29", 2, "preparing");
    const dates = await availableDeliveryDates(now);
    expect(dates[0]).toEqual({ date: "2026-11-28", remaining: 2 });
    expect(dates.map((d) => d.date)).not.toContain("2026-11-29");
    expect(dates[1]).toEqual({ date: "2026-12-05", remaining: 5 });
  });
});

describe("bookedBoxes", () => {
  it("counts paid and later orders and fresh pending payments, not cancelled, refunded or abandoned ones", async () => {
    await order("2026-11-28", 1, "paid");
    await order("2026-11-28", 2, "delivered");
    await order("2026-11-28", 4, "pending_payment", new Date(now.getTime() - 10 * 60_000));
    await order("2026-11-28", 8, "pending_payment", new Date(now.getTime() - (PENDING_HOLD_MINUTES + 1) * 60_000));
    await order("2026-11-28", 16, "cancelled");
    await order("2026-11-28", 32, "refunded");
    await order("2026-11-29", 64, "out_for_delivery");
    const booked = await bookedBoxes(["2026-11-28", "2026-11-29", "2026-12-05"], now);
    expect(booked.get("2026-11-28")).toBe(7);
    expect(booked.get("2026-11-29")).toBe(64);
    expect(booked.get("2026-12-05")).toBeUndefined();
  });
});

describe("checkDeliveryDate", () => {
  it("accepts an open date", async () => {
    expect(await checkDeliveryDate("2026-11-28", 3, now)).toEqual({ ok: true });
  });

  it("refuses a date past its cutoff", async () => {
    const result = await checkDeliveryDate("2026-11-22", 1, now);
    expect(result).toEqual({
      ok: false,
      message: "Orders for Sunday 22 November 2026 closed on Wednesday 18 November at 23:59. Please pick a later date.",
    });
  });

  it("refuses weekdays and dates beyond 90 days", async () => {
    expect((await checkDeliveryDate("2026-11-25", 1, now)).ok).toBe(false);
    expect((await checkDeliveryDate("2027-02-20", 1, now)).ok).toBe(false);
  });

  it("refuses more boxes than are left, using the per-date capacity over the default", async () => {
    await settings({ defaultDailyCapacity: 10 });
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-11-28", capacity: 4 });
    invalidatePublicCaches();
    await order("2026-11-28", 3, "paid");
    expect(await checkDeliveryDate("2026-11-28", 1, now)).toEqual({ ok: true });
    expect(await checkDeliveryDate("2026-11-28", 2, now)).toEqual({
      ok: false,
      message: "Only 1 box is left for Saturday 28 November 2026. Please pick another date or fewer boxes.",
    });
    expect(await checkDeliveryDate("2026-11-29", 10, now)).toEqual({ ok: true });
    await order("2026-11-28", 1, "pending_payment");
    expect(await checkDeliveryDate("2026-11-28", 1, now)).toEqual({
      ok: false,
      message: "Sorry, Saturday 28 November 2026 is fully booked. Please pick another date.",
    });
    // Its box stays held for as long as it can still be paid, and is free once the hold ends.
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect((await checkDeliveryDate("2026-11-28", 1, later(PAYMENT_WINDOW_MINUTES + 1))).ok).toBe(false);
    expect(await checkDeliveryDate("2026-11-28", 1, later(PENDING_HOLD_MINUTES + 1))).toEqual({ ok: true });
  });

  it("can run inside a transaction holding the date's lock", async () => {
    await settings({ defaultDailyCapacity: 1 });
    const result = await db.transaction(async () => {
      await lockDeliveryDate("2026-11-28");
      return checkDeliveryDate("2026-11-28", 1, now);
    });
    expect(result).toEqual({ ok: true });
  });

  it("lets only one of three concurrent checkouts take the last box of a date (the date lock)", async () => {
    await settings({ defaultDailyCapacity: 1 });
    const checkout = () =>
      db.transaction(async () => {
        await lockDeliveryDate("2026-11-28");
        const check = await checkDeliveryDate("2026-11-28", 1, now);
        if (!check.ok) return false;
        counter++;
        await db.insert(s.orders).values({
          orderNumber: `TIF-C${String(counter).padStart(7, "0")}`,
          email: "race@example.com",
          ...CUSTOMER,
          deliveryDate: "2026-11-28",
          subtotalPence: 3300,
          shippingPence: 500,
          discountPence: 0,
          totalPence: 3800,
          boxes: 1,
          containers: 4,
          paymentProvider: "test",
          createdAt: now,
        });
        return true;
      });
    const results = await Promise.all([checkout(), checkout(), checkout()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await bookedBoxes(["2026-11-28"], now)).get("2026-11-28")).toBe(1);
  });
});
