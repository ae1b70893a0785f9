import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { startPayment } from "~/features/payments/checkout.server";
import { payTestSession } from "~/features/payments/test-payment.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu, publishWeekend } from "../../../tests/factories/ordering";
import { addCredit, creditBalance } from "~/features/wallet/public.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { renewDueSubscriptions } from "./renewals.server";

// Checkout on Thursday 19 November 2026 for Saturday 28 November; the renewals follow each
// Wednesday's cutoff: 5, 12, 19 and 26 December.
const checkoutAt = new Date("2026-11-19T10:00:00Z");
const thursdays = ["2026-12-03", "2026-12-10", "2026-12-17", "2026-12-24"].map((d) => new Date(`${d}T10:00:00Z`));

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  const dishes = Object.values(await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]));
  for (const saturday of ["2026-12-05", "2026-12-12", "2026-12-19", "2026-12-26"])
    await publishWeekend(db, saturday, ["Punjabi", "Goan"], dishes);
  invalidatePublicCaches();
});

type CodeValues = Omit<typeof s.promoCodes.$inferInsert, "code">;

/** A code made with these values (its own name each time). */
async function promoCode(values: CodeValues) {
  const [promo] = await db
    .insert(s.promoCodes)
    .values({ code: `SUB-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`, ...values })
    .returning();
  return promo;
}

/** A weekly Essentials box ordered at checkout (with `code`, for `userId` when given): the order written. */
async function subscribe(code: string | null, user?: { id: string; email: string }) {
  const created = await createOrderFromCart({
    cart: cartOf("2026-11-28", essentialsLine({ isSubscription: true })),
    customer: customerDetails(user ? { email: user.email } : {}),
    userId: user?.id ?? null,
    isGuest: !user,
    provider: "test",
    now: checkoutAt,
    promoCode: code,
  });
  if (!created.ok) throw new Error(created.message);
  return created;
}

/** Pays the checkout on the test page: its subscription. */
async function pay(created: Awaited<ReturnType<typeof subscribe>>) {
  const started = await startPayment(created.order, { weeklyPence: created.weeklyPence });
  if (!started.ok) throw new Error(started.message);
  expect(await payTestSession(started.url.replace("/pay/test/", ""))).toBe("paid");
  const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, created.order.id));
  return sub;
}

describe("a promo code on a weekly subscription", () => {
  it("takes its discount off the first 4 weekends, then the weekly amount is the full one again", async () => {
    const promo = await promoCode({ kind: "percent", percentOff: 25, duration: "weekends", durationWeekends: 4 });
    const created = await subscribe(promo.code);
    // A £33 box, £5 delivery, £6 weekly discount: £32 a week; 25% of the box is £8.25.
    expect([created.order.totalPence, created.order.promoDiscountPence, created.weeklyPence]).toEqual([
      2375, 825, 2375,
    ]);
    const sub = await pay(created);
    // The checkout was the first weekend: three renewals left at the discounted amount.
    expect([sub.weeklyAmountPence, sub.promoCodeId, sub.promoWeekendsLeft]).toEqual([2375, promo.id, 3]);

    for (const at of thursdays) await renewDueSubscriptions(at);
    const renewals = await db
      .select()
      .from(s.orders)
      .where(eq(s.orders.subscriptionId, sub.id))
      .orderBy(s.orders.deliveryDate);
    expect(renewals.map((o) => [o.deliveryDate, o.status, o.totalPence, o.promoDiscountPence, o.promoCode])).toEqual([
      ["2026-12-05", "paid", 2375, 825, promo.code],
      ["2026-12-12", "paid", 2375, 825, promo.code],
      ["2026-12-19", "paid", 2375, 825, promo.code],
      ["2026-12-26", "paid", 3200, 0, null],
    ]);
    const [after] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect([after.weeklyAmountPence, after.promoCodeId, after.promoWeekendsLeft]).toEqual([3200, null, null]);
    // Each discounted weekend is a use of the code: the checkout and three renewals.
    const uses = await db.select().from(s.promoRedemptions).where(eq(s.promoRedemptions.promoCodeId, promo.id));
    expect(uses.map((u) => u.discountPence)).toEqual([825, 825, 825, 825]);
  });

  it("keeps an 'every weekend' code on every renewal", async () => {
    const promo = await promoCode({ kind: "fixed", amountOffPence: 200, duration: "forever" });
    const created = await subscribe(promo.code);
    const sub = await pay(created);
    expect([sub.weeklyAmountPence, sub.promoWeekendsLeft]).toEqual([3000, null]);
    for (const at of thursdays) await renewDueSubscriptions(at);
    const renewals = await db.select().from(s.orders).where(eq(s.orders.subscriptionId, sub.id));
    expect(renewals.map((o) => o.totalPence)).toEqual([3000, 3000, 3000, 3000]);
  });

  it("leaves a one-off code on the checkout only", async () => {
    const promo = await promoCode({ kind: "fixed", amountOffPence: 500 });
    const created = await subscribe(promo.code);
    expect([created.order.totalPence, created.weeklyPence]).toEqual([2700, 3200]);
  });
});

describe("store credit on a weekly subscription", () => {
  it("pays each renewal first, the card the rest, until it is spent", async () => {
    const user = await createCustomer(db);
    const sub = await pay(await subscribe(null, user));
    // £40 of credit against £32 a week: the first renewal is paid by credit, the second partly.
    await addCredit({ userId: user.id, amountPence: 4000, reason: "grant", note: "Sorry about the late box" });
    await renewDueSubscriptions(thursdays[0]);
    await renewDueSubscriptions(thursdays[1]);
    const renewals = await db
      .select()
      .from(s.orders)
      .where(eq(s.orders.subscriptionId, sub.id))
      .orderBy(s.orders.deliveryDate);
    expect(renewals.map((o) => [o.totalPence, o.creditPence, o.status])).toEqual([
      [3200, 3200, "paid"],
      [3200, 800, "paid"],
    ]);
    const charged = await db.select().from(s.payments).where(eq(s.payments.orderId, renewals[1].id));
    expect(charged.map((p) => p.amountPence)).toEqual([2400]);
    expect(await creditBalance(user.id)).toBe(0);
  });
});
