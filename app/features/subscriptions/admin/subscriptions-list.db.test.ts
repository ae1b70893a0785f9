import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { orderRow } from "../../../../tests/factories/order-rows";
import { SubscriptionFiltersSchema } from "./subscription-filters";
import { listAdminSubscriptions } from "./subscriptions-list.server";

const SAT = "2032-03-06";
const SUN = "2032-03-07";

function order(
  orderNumber: string,
  name: string,
  email: string,
  postcode: string,
  extra: Partial<typeof s.orders.$inferInsert> = {},
) {
  const [firstName, lastName] = name.split(" ");
  return orderRow({
    orderNumber,
    firstName,
    lastName,
    email,
    postcode,
    deliveryDate: "2032-02-28",
    isSubscription: true,
    ...extra,
  });
}

const plan = (label: string, quantity: number, cuisine: string | null): s.PlanLine[] => [
  { type: "box", boxTypeId: null, label, variant: "standard", cuisine, quantity, items: [] },
];

async function subscribe(
  orderNumber: string,
  name: string,
  email: string,
  postcode: string,
  sub: Partial<typeof s.subscriptions.$inferInsert> = {},
) {
  const [first] = await db
    .insert(s.orders)
    .values(order(orderNumber, name, email, postcode))
    .returning();
  const [row] = await db
    .insert(s.subscriptions)
    .values({
      orderId: first.id,
      provider: "test",
      providerSubscriptionId: `sub_${orderNumber}`,
      weeklyAmountPence: 3000,
      nextDeliveryDate: SAT,
      postcode,
      plan: plan("Essentials (Standard)", 1, null),
      ...sub,
    })
    .returning();
  return { orderId: first.id, subscriptionId: row.id };
}

const list = (params: Record<string, string>) => listAdminSubscriptions(SubscriptionFiltersSchema.parse(params));
const numbers = async (params: Record<string, string>) =>
  (await list(params)).subscriptions.map((r) => r.firstOrderNumber).sort();

describe("the owner's Subscriptions page", () => {
  let asha: { orderId: string; subscriptionId: string };

  beforeAll(async () => {
    asha = await subscribe("SUB-1", "Asha Patel", "asha@example.com", "SE15 4AB", {
      plan: [...plan("Essentials (Standard)", 2, "Punjabi"), ...plan("Essentials Plus (Large)", 1, null)],
      weeklyAmountPence: 9600,
      createdAt: new Date("2032-01-10T23:30:00Z"),
    });
    // Paused: the next delivery falls before the date it resumes.
    await subscribe("SUB-2", "Ben Okafor", "ben_100%@example.com", "SE4 1QA", {
      nextDeliveryDate: SUN,
      pausedUntil: "2032-04-04",
    });
    // A pause that has run out (resumes on or before the next delivery) is active again.
    await subscribe("SUB-3", "Chloe Patelski", "chloe@example.org", "SE14 6AF", {
      pausedUntil: SAT,
      skippedDates: ["2032-02-28", SAT],
    });
    await subscribe("SUB-4", "Dev Shah", "dev@example.com", "SE22 8HN", {
      status: "cancelled",
      cancelledAt: new Date("2032-02-20T12:00:00Z"),
    });
    // Two renewals of Asha's subscription.
    await db.insert(s.orders).values([
      order("SUB-1-R1", "Asha Patel", "asha@example.com", "SE15 4AB", {
        subscriptionId: asha.subscriptionId,
        deliveryDate: "2032-02-21",
      }),
      order("SUB-1-R2", "Asha Patel", "asha@example.com", "SE15 4AB", {
        subscriptionId: asha.subscriptionId,
        deliveryDate: "2032-02-28",
      }),
    ]);
  });

  it("shows active subscriptions by default and counts each view", async () => {
    const page = await list({});
    expect(page.counts).toEqual({ active: 2, paused: 1, cancelled: 1, all: 4 });
    // The soonest delivery first; on the same date, the longer-standing subscriber (SUB-1 starts in 2032).
    expect(page.subscriptions.map((r) => r.firstOrderNumber)).toEqual(["SUB-3", "SUB-1"]);
    expect(await numbers({ status: "paused" })).toEqual(["SUB-2"]);
    expect(await numbers({ status: "cancelled" })).toEqual(["SUB-4"]);
    // Cancelled ones come last.
    const all = await list({ status: "all" });
    expect(all.subscriptions.map((r) => r.firstOrderNumber)).toEqual(["SUB-3", "SUB-1", "SUB-2", "SUB-4"]);
  });

  it("gives each row its customer, plan, amount, start, renewals and first order", async () => {
    const [row] = (await list({ q: "SUB-1" })).subscriptions;
    expect(row).toMatchObject({
      customer: "Asha Patel",
      email: "asha@example.com",
      postcode: "SE15 4AB",
      plan: [
        { label: "Essentials (Standard)", quantity: 2, cuisine: "Punjabi" },
        { label: "Essentials Plus (Large)", quantity: 1, cuisine: null },
      ],
      status: "active",
      nextDeliveryDate: SAT,
      pausedUntil: null,
      nextSkipped: false,
      weeklyAmountPence: 9600,
      // 23:30 UTC is still 10 January in London (GMT in winter).
      since: "2032-01-10",
      renewals: 2,
      firstOrderId: asha.orderId,
    });
  });

  it("marks a paused subscription with the date it resumes, and a skipped next delivery", async () => {
    const [paused] = (await list({ status: "paused" })).subscriptions;
    expect(paused).toMatchObject({ status: "paused", pausedUntil: "2032-04-04", nextDeliveryDate: SUN });
    const chloe = (await list({ q: "chloe" })).subscriptions[0];
    expect(chloe).toMatchObject({ status: "active", pausedUntil: null, nextSkipped: true });
    const [cancelled] = (await list({ status: "cancelled" })).subscriptions;
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledOn: "2032-02-20", renewals: 0 });
  });

  it("finds subscriptions by name, email, postcode or first order number, and counts the matches", async () => {
    expect(await numbers({ status: "all", q: "patel" })).toEqual(["SUB-1", "SUB-3"]);
    expect(await numbers({ status: "all", q: "EXAMPLE.ORG" })).toEqual(["SUB-3"]);
    expect(await numbers({ status: "all", q: "se41qa" })).toEqual(["SUB-2"]);
    expect(await numbers({ status: "all", q: "sub-4" })).toEqual(["SUB-4"]);
    expect(await numbers({ status: "all", q: "100%" })).toEqual(["SUB-2"]);
    expect(await numbers({ status: "all", q: "%" })).toEqual(["SUB-2"]);
    expect((await list({ q: "patel" })).counts).toEqual({ active: 2, paused: 0, cancelled: 0, all: 2 });
    expect(await numbers({ status: "all", q: "nobody" })).toEqual([]);
  });

  it("finds a subscriber by the postcode they moved to", async () => {
    const moved = await subscribe("SUB-5", "Esme Ward", "esme@example.com", "SE5 9RS", { postcode: "SE23 3HU" });
    expect(await numbers({ status: "all", q: "se23 3hu" })).toEqual(["SUB-5"]);
    expect((await list({ q: "esme" })).subscriptions[0].postcode).toBe("SE23 3HU");
    await db.delete(s.orders).where(eq(s.orders.id, moved.orderId));
  });

  it("falls back to the Active view and no search on a bad URL", async () => {
    const filters = SubscriptionFiltersSchema.parse({ status: "everything", q: "x".repeat(101), page: "-3" });
    expect(filters).toEqual({ status: "active", q: undefined, page: 1 });
    const page = await list({ status: "cancelled", page: "9" });
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 1 });
  });
});
