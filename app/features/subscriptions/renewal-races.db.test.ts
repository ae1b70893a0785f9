import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { createOrderingMenu, ESSENTIALS_ID, publishWeekend } from "../../../tests/factories/ordering";
import { renewDueSubscriptions } from "./renewals.server";
import { cancelOwnSubscription, changePlan, pauseUntil, resume, skipWeek, unskipWeek } from "./self-service.server";

// Checkout on Thursday 19 November 2026 for Saturday 28 November: the first renewal is 5 December.
const checkoutAt = new Date("2026-11-19T10:00:00Z");
// Thursday 3 December: the cutoff for 5-6 December (Wednesday 2, 23:59) has passed.
const afterCutoff = new Date("2026-12-03T10:00:00Z");

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  invalidatePublicCaches();
  const dishes = Object.values(await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]));
  for (const saturday of ["2026-12-05", "2026-12-12", "2026-12-19"])
    await publishWeekend(db, saturday, ["Punjabi", "Goan"], dishes);
});

/** A paid order with one weekly Essentials box on Saturdays (the test provider pays renewals at once). */
async function subscribe() {
  const user = await createCustomer(db);
  const cart = cartOf("2026-11-28", essentialsLine({ isSubscription: true }));
  const { sub } = await paidCheckout(db, cart, checkoutAt, { userId: user.id });
  return { sub, userId: user.id };
}

const toSunday = {
  lines: [{ boxTypeId: ESSENTIALS_ID, variant: "standard" as const, cuisine: "Punjabi", quantity: 1 }],
  deliveryDay: "sunday" as const,
  address: "12 Rye Lane",
  city: "London",
  postcode: "SE15 4ST",
};

/** Every renewal order of these subscriptions, and every payment taken for them, by weekend. */
async function renewalsByWeekend(subscriptionIds: string[]) {
  const renewals = await db.select().from(s.orders).where(inArray(s.orders.subscriptionId, subscriptionIds));
  const charges = renewals.length
    ? await db
        .select()
        .from(s.payments)
        .where(
          inArray(
            s.payments.orderId,
            renewals.map((o) => o.id),
          ),
        )
    : [];
  const perWeekend = new Map<string, { orders: number; charges: number }>();
  for (const order of renewals) {
    const key = `${order.subscriptionId} ${weekendSaturday(order.deliveryDate)}`;
    const entry = perWeekend.get(key) ?? { orders: 0, charges: 0 };
    entry.orders++;
    entry.charges += charges.filter((p) => p.orderId === order.id && p.status === "paid").length;
    perWeekend.set(key, entry);
  }
  return perWeekend;
}

const versionOf = async (id: string) =>
  (await db.select({ version: s.subscriptions.version }).from(s.subscriptions).where(eq(s.subscriptions.id, id)))[0]
    .version;
const rowOf = async (id: string) => (await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, id)))[0];

const MOVED =
  "Your subscription changed since this page was shown (a weekend was booked, or a change was made in another window). Please check it below and try again.";
const CLOSED =
  "Orders for the weekend of 5 - 6 December have just closed. Please try again in a few minutes: your change will then apply from the weekend after.";

describe("a subscription is renewed at most once per weekend", () => {
  it("16 delivery-day changes racing the renewal job (and renewal runs racing each other) book one order and one charge per weekend", async () => {
    const subs = await Promise.all(Array.from({ length: 16 }, () => subscribe()));
    const ids = subs.map(({ sub }) => sub.id);
    // Each subscriber's page was shown before the cutoff; Saturday → Sunday is sent just after it.
    const shown = await Promise.all(ids.map(versionOf));
    const [, , ...changes] = await Promise.all([
      renewDueSubscriptions(afterCutoff),
      renewDueSubscriptions(afterCutoff),
      ...subs.map(({ sub, userId }, i) => changePlan(sub.id, userId, { ...toSunday, version: shown[i] }, afterCutoff)),
    ]);
    await Promise.all([renewDueSubscriptions(afterCutoff), renewDueSubscriptions(afterCutoff)]);

    // The weekend of 5-6 December was booked as it was: the change is refused, whichever came first.
    for (const result of changes) expect([MOVED, CLOSED]).toContain(result.ok ? "changed" : result.message);
    let perWeekend = await renewalsByWeekend(ids);
    expect([...perWeekend.keys()].sort()).toEqual(ids.map((id) => `${id} 2026-12-05`).sort());
    expect([...perWeekend.values()]).toEqual(ids.map(() => ({ orders: 1, charges: 1 })));

    // Sent again from the page as it is now, the change moves the next weekend to its Sunday.
    for (const { sub, userId } of subs)
      expect(await changePlan(sub.id, userId, { ...toSunday, version: await versionOf(sub.id) }, afterCutoff)).toEqual({
        ok: true,
        message: "Subscription updated",
      });
    const week2 = new Date("2026-12-10T10:00:00Z");
    await Promise.all([renewDueSubscriptions(week2), renewDueSubscriptions(week2), renewDueSubscriptions(week2)]);
    perWeekend = await renewalsByWeekend(ids);
    expect([...perWeekend.keys()].sort()).toEqual(ids.flatMap((id) => [`${id} 2026-12-05`, `${id} 2026-12-12`]).sort());
    expect([...perWeekend.values()].every((w) => w.orders === 1 && w.charges === 1)).toBe(true);
    const sundays = await db.select().from(s.orders).where(inArray(s.orders.subscriptionId, ids));
    expect(sundays.filter((o) => o.deliveryDate === "2026-12-13")).toHaveLength(16);
  });

  it("the database refuses a second renewal order for a weekend, on its other day", async () => {
    const { sub } = await subscribe();
    await renewDueSubscriptions(afterCutoff);
    const [saturday] = await db.select().from(s.orders).where(eq(s.orders.subscriptionId, sub.id));
    expect(saturday.deliveryDate).toBe("2026-12-05");
    const { id: _id, orderNumber: _number, ...copy } = saturday;
    await expect(
      db
        .insert(s.orders)
        .values({ ...copy, orderNumber: `TIF-${randomUUID().slice(0, 8)}`, deliveryDate: "2026-12-06" }),
    ).rejects.toThrow();
    expect(await db.select().from(s.orders).where(eq(s.orders.subscriptionId, sub.id))).toHaveLength(1);
  });
});

describe("every self-service change starts from the row it has locked", () => {
  const beforeCutoff = new Date("2026-12-01T10:00:00Z");

  it("a page shown before the subscription moved is refused with a message, and nothing changes", async () => {
    const { sub, userId } = await subscribe();
    const shown = await versionOf(sub.id);
    // Another window skips 12 December; this page still shows the subscription as it was.
    expect(await skipWeek(sub.id, userId, { date: "2026-12-12", version: shown }, beforeCutoff)).toMatchObject({
      ok: true,
    });
    const moved = await rowOf(sub.id);
    const stale = { version: shown };
    const attempts = [
      skipWeek(sub.id, userId, { date: "2026-12-05", ...stale }, beforeCutoff),
      unskipWeek(sub.id, userId, { date: "2026-12-12", ...stale }, beforeCutoff),
      pauseUntil(sub.id, userId, { date: "2026-12-19", ...stale }, beforeCutoff),
      resume(sub.id, userId, stale, beforeCutoff),
      changePlan(sub.id, userId, { ...toSunday, ...stale }, beforeCutoff),
      cancelOwnSubscription(sub.id, userId, stale, beforeCutoff),
    ];
    for (const result of await Promise.all(attempts))
      expect(result).toEqual({ ok: false, stale: true, message: MOVED });
    expect(await rowOf(sub.id)).toEqual(moved);
  });

  it("no change reaches a weekend whose orders have closed, even before the job has booked it", async () => {
    const paused = await subscribe();
    expect(
      await pauseUntil(
        paused.sub.id,
        paused.userId,
        { date: "2026-12-19", version: await versionOf(paused.sub.id) },
        beforeCutoff,
      ),
    ).toMatchObject({ ok: true });
    const skipped = await subscribe();
    expect(
      await skipWeek(
        skipped.sub.id,
        skipped.userId,
        { date: "2026-12-05", version: await versionOf(skipped.sub.id) },
        beforeCutoff,
      ),
    ).toMatchObject({ ok: true });
    const plain = await subscribe();
    const fresh = async (id: string) => ({ version: await versionOf(id) });

    // Thursday 3 December: orders for 5-6 December have closed; the job has not run yet.
    const closed = "Orders for Saturday 5 December 2026 have closed, so it can no longer be changed.";
    expect(
      await skipWeek(plain.sub.id, plain.userId, { date: "2026-12-05", ...(await fresh(plain.sub.id)) }, afterCutoff),
    ).toEqual({
      ok: false,
      message: closed,
    });
    expect(
      await unskipWeek(
        skipped.sub.id,
        skipped.userId,
        { date: "2026-12-05", ...(await fresh(skipped.sub.id)) },
        afterCutoff,
      ),
    ).toEqual({ ok: false, message: closed });
    expect(
      await pauseUntil(plain.sub.id, plain.userId, { date: "2026-12-19", ...(await fresh(plain.sub.id)) }, afterCutoff),
    ).toEqual({ ok: false, message: "Orders for your next delivery have closed; please pause from the week after." });
    expect(
      await changePlan(plain.sub.id, plain.userId, { ...toSunday, ...(await fresh(plain.sub.id)) }, afterCutoff),
    ).toEqual({ ok: false, message: CLOSED });
    // Resuming brings back the first weekend still open, not the closed one.
    expect(await resume(paused.sub.id, paused.userId, await fresh(paused.sub.id), afterCutoff)).toEqual({
      ok: true,
      message: "Subscription resumed from Saturday 12 December 2026",
    });

    const outcomes = await renewDueSubscriptions(afterCutoff);
    const kindOf = (id: string) => outcomes.filter((o) => o.subscriptionId === id).map((o) => [o.kind, o.deliveryDate]);
    expect(kindOf(plain.sub.id)).toEqual([["ordered", "2026-12-05"]]);
    expect(kindOf(skipped.sub.id)).toEqual([["skipped", "2026-12-05"]]);
    expect(kindOf(paused.sub.id)).toEqual([["paused", "2026-12-05"]]);
    expect(await rowOf(paused.sub.id)).toMatchObject({ nextDeliveryDate: "2026-12-12", pausedUntil: null });
  });
});
