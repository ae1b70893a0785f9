import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { publishWeek } from "~/features/catalog/admin/week-publishing.server";
import { copyWeekDishes, saveWeeklyCuisine } from "~/features/catalog/admin/weekly-cuisines.server";
import { weekendChecks } from "~/features/orders/weekend-checks.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { connectFakeStripe, disconnectFakeStripe } from "../../../tests/fake-stripe";
import { alertUnpublishedMenus, menuAlertText, unpublishedWeekendsDue } from "./menu-alerts.server";
import { syncCollection } from "./provider-sync.server";
import { renewDueSubscriptions } from "./renewals.server";

/*
 * Decision 028: a weekend is booked for subscribers, and charged, only when its menu is published
 * by its cutoff; the owner is told from 48 hours before.
 */

// Checkout on Thursday 19 November 2026 for 28-29 November: the next weekend is 5-6 December.
const checkoutAt = new Date("2026-11-19T10:00:00Z");
let firstWeekId: string;
let stripeServer: Awaited<ReturnType<typeof connectFakeStripe>>;

/** The owner plans a weekend in Weekly Cuisines with the first weekend's dishes: a draft. */
async function planWeekend(saturday: string): Promise<string> {
  const saved = await saveWeeklyCuisine({ weekStartDate: saturday, cuisine1: "Punjabi", cuisine2: "Goan" }, checkoutAt);
  expect(saved).toMatchObject({ ok: true });
  const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, saturday));
  expect(await copyWeekDishes(week.id, firstWeekId, checkoutAt)).toMatchObject({ ok: true });
  invalidatePublicCaches();
  return week.id;
}

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  const [first] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, "2026-11-28"));
  firstWeekId = first.id;
  invalidatePublicCaches();
  stripeServer = await connectFakeStripe();
});

afterAll(() => disconnectFakeStripe(stripeServer));

afterEach(async () => {
  // Each test's subscriptions end with it: the jobs read every active one.
  await db.update(s.subscriptions).set({ status: "cancelled" });
});

/** A paid order with a weekly Essentials box on the test provider, as checkout and payment leave it. */
async function subscribe(next: Partial<typeof s.subscriptions.$inferInsert> = {}) {
  const cart = cartOf("2026-11-28", essentialsLine({ cuisine: "Punjabi", isSubscription: true }));
  const customer = customerDetails({ email: `${randomUUID()}@example.com` });
  const { order } = await paidCheckout(db, cart, checkoutAt, { customer });
  const [sub] = await db
    .update(s.subscriptions)
    .set({ ...next, updatedAt: checkoutAt })
    .where(eq(s.subscriptions.orderId, order.id))
    .returning();
  return { order, sub };
}

const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email));

describe("renewals for a weekend without a published menu", () => {
  it("a weekend planned but not published by its cutoff is not booked nor charged, and the subscriber is told", async () => {
    await planWeekend("2026-12-05");
    const { order, sub } = await subscribe();
    expect(sub.nextDeliveryDate).toBe("2026-12-05");

    const paymentsBefore = await db.select().from(s.payments);
    // Thursday 3 December, just past the cutoff.
    const outcomes = await renewDueSubscriptions(new Date("2026-12-03T00:00:30Z"));
    expect(outcomes.filter((o) => o.subscriptionId === sub.id)).toEqual([
      expect.objectContaining({
        kind: "missed",
        deliveryDate: "2026-12-05",
        message:
          "The menu for the weekend of 5 - 6 December was not published, so no box was booked for Saturday 5 December 2026.",
      }),
    ]);
    expect((await ordersOf(order.email)).map((o) => o.deliveryDate)).toEqual(["2026-11-28"]);
    expect(await db.select().from(s.payments)).toEqual(paymentsBefore);
    const [mail] = await db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.to, order.email), eq(s.emailOutbox.kind, "subscription-missed")));
    expect(mail.text).toContain("You have not been charged for it.");
    const [after] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(after.nextDeliveryDate).toBe("2026-12-12");
  });

  it("published before its cutoff, the weekend is booked and charged as usual", async () => {
    const weekId = await planWeekend("2026-12-12");
    const { sub } = await subscribe({ nextDeliveryDate: "2026-12-12" });
    expect(await publishWeek(weekId, weekendChecks, new Date("2026-12-07T10:00:00Z"))).toEqual({
      ok: true,
      week: "12 - 13 December",
    });
    invalidatePublicCaches();
    const outcomes = await renewDueSubscriptions(new Date("2026-12-10T09:00:00Z"));
    expect(outcomes.filter((o) => o.subscriptionId === sub.id)).toEqual([
      expect.objectContaining({ kind: "ordered", deliveryDate: "2026-12-12", paid: true }),
    ]);
  });

  it("with Stripe, collection is paused over a weekend without a published menu and runs again once it is published", async () => {
    const weekId = await planWeekend("2026-12-19");
    const stripeId = `sub_unpublished_${randomUUID()}`;
    stripeServer.subscriptions.set(stripeId, {
      id: stripeId,
      object: "subscription",
      status: "active",
      cancel_at_period_end: false,
      pause_collection: null,
      trial_end: null,
      items: { data: [] },
    });
    const { sub } = await subscribe({
      provider: "stripe",
      providerSubscriptionId: stripeId,
      nextDeliveryDate: "2026-12-19",
    });
    const monday = new Date("2026-12-14T10:00:00Z");
    await syncCollection(sub.id, monday);
    // Stripe voids the invoice of 19 December's cutoff: collection resumes an hour before the next one's.
    expect(stripeServer.subscriptions.get(stripeId)!.pause_collection).toEqual({
      behavior: "void",
      resumes_at: Date.UTC(2026, 11, 23, 22, 59, 59) / 1000,
    });

    expect(await publishWeek(weekId, weekendChecks, monday)).toMatchObject({ ok: true });
    invalidatePublicCaches();
    await syncCollection(sub.id, monday);
    expect(stripeServer.subscriptions.get(stripeId)!.pause_collection).toBeNull();
  });
});

describe("the owner sees subscribers due on a weekend without a published menu", () => {
  it("from 48 hours before its cutoff: the banner's sentence, and one email to the shop whatever the runs", async () => {
    // 26-27 December is not planned at all: two subscribers are due (Saturday and Sunday), one skipped it.
    await subscribe({ nextDeliveryDate: "2026-12-26" });
    await subscribe({ nextDeliveryDate: "2026-12-27" });
    await subscribe({ nextDeliveryDate: "2026-12-26", skippedDates: ["2026-12-26"] });

    // Sunday 20 December: orders for 26-27 December close on Wednesday 23 at 23:59, 74 hours away.
    const sunday = new Date("2026-12-20T22:00:00Z");
    expect(await unpublishedWeekendsDue(sunday)).toEqual([]);
    expect(await alertUnpublishedMenus(sunday)).toEqual([]);

    const tuesday = new Date("2026-12-22T09:00:00Z");
    const due = await unpublishedWeekendsDue(tuesday);
    expect(due).toEqual([
      { saturday: "2026-12-26", label: "26 - 27 December", closes: "Wednesday 23 December at 23:59", subscribers: 2 },
    ]);
    const banner =
      "2 subscribers are due a box on the weekend of 26 - 27 December, and its menu is not published. Publish it before orders close on Wednesday 23 December at 23:59, or they get no box that weekend (and are not charged).";
    expect(due.map(menuAlertText)).toEqual([banner]);

    // The job runs every quarter of an hour, on every instance: one email.
    const runs = await Promise.all([alertUnpublishedMenus(tuesday), alertUnpublishedMenus(tuesday)]);
    expect(runs.flat()).toHaveLength(1);
    expect(await alertUnpublishedMenus(new Date("2026-12-23T09:00:00Z"))).toEqual([]);
    const { contactEmail } = await getBusinessSettings();
    const mails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.kind, "menu-not-published"));
    expect(mails).toEqual([
      expect.objectContaining({ to: contactEmail, subject: "The menu for 26 - 27 December is not published" }),
    ]);
    expect(mails[0].text).toContain(banner);
    expect(mails[0].text).toContain("/admin/weekly-cuisines");

    // Published, or once its orders have closed, it is no longer shown.
    const weekId = await planWeekend("2026-12-26");
    expect(await unpublishedWeekendsDue(tuesday)).toHaveLength(1);
    expect(await publishWeek(weekId, weekendChecks, tuesday)).toMatchObject({ ok: true });
    invalidatePublicCaches();
    expect(await unpublishedWeekendsDue(tuesday)).toEqual([]);
    expect(await unpublishedWeekendsDue(new Date("2026-12-24T00:00:30Z"))).toEqual([]);
  });
});
