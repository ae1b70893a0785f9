import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createOrderFromCart, cancelUnpaidOrder } from "~/features/orders/orders.server";
import { createManualOrder } from "~/features/orders/manual-orders.server";
import { checkoutQuote } from "~/features/shop/checkout-quote.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer, paidOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu, ESSENTIALS_ID } from "../../../tests/factories/ordering";

// Thursday 19 Nov 2026: the shop sells the weekend of 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
const DATE = "2026-11-28";

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  await createOrderingMenu(db, DATE, ["Punjabi", "Goan"]);
  invalidatePublicCaches();
});

let n = 0;
/** A code made as the Promotions tab makes it (its own name each time). */
async function code(over: Partial<typeof s.promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.promoCodes)
    .values({ code: `Test${++n}-${Date.now().toString(36)}`, kind: "percent", percentOff: 10, ...over })
    .returning();
  return row;
}

async function checkout(promoCode: string, over: { email?: string; userId?: string | null; quantity?: number } = {}) {
  return createOrderFromCart({
    cart: cartOf(DATE, essentialsLine({ quantity: over.quantity ?? 1 })),
    customer: customerDetails(over.email ? { email: over.email } : {}),
    userId: over.userId ?? null,
    isGuest: !over.userId,
    provider: "test",
    now,
    promoCode,
  });
}

const refusalOf = (result: Awaited<ReturnType<typeof checkout>>) => (result.ok ? null : result.message);

describe("a promo code at checkout", () => {
  it("takes its discount off the order, as its own line, and records its use", async () => {
    const promo = await code({ percentOff: 10 });
    const typed = promo.code.toLowerCase();
    // One £33 box and £5 delivery: 10% of the box is £3.30.
    const quote = await checkoutQuote(cartOf(DATE, essentialsLine()), { promoCode: typed, email: "a@example.com" });
    expect(quote.ok && { promo: quote.promo, total: quote.totalPence }).toEqual({
      promo: { code: promo.code, discountPence: 330 },
      total: 3470,
    });
    const result = await checkout(typed);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({
      subtotalPence: 3300,
      shippingPence: 500,
      discountPence: 330,
      promoDiscountPence: 330,
      promoCode: promo.code,
      totalPence: 3470,
    });
    const uses = await db.select().from(s.promoRedemptions).where(eq(s.promoRedemptions.promoCodeId, promo.id));
    expect(uses.map((u) => [u.orderId, u.discountPence])).toEqual([[result.order.id, 330]]);
  });

  it("gives free delivery and fixed amounts, never more than the order", async () => {
    const free = await code({ kind: "free_delivery", percentOff: null });
    const freeOrder = await checkout(free.code);
    expect(freeOrder.ok && [freeOrder.order.promoDiscountPence, freeOrder.order.totalPence]).toEqual([500, 3300]);
    const big = await code({ kind: "fixed", percentOff: null, amountOffPence: 10_000 });
    // A fixed amount applies to the boxes (delivery is still paid).
    const bigOrder = await checkout(big.code);
    expect(bigOrder.ok && [bigOrder.order.promoDiscountPence, bigOrder.order.totalPence]).toEqual([3300, 500]);
  });

  it("refuses a code whose conditions do not hold, in the customer's words, and writes nothing", async () => {
    const before = (await db.select().from(s.orders)).length;
    expect(refusalOf(await checkout("NO-SUCH-CODE"))).toBe("This code isn't valid. Check it and try again.");
    const inactive = await code({ isActive: false });
    expect(refusalOf(await checkout(inactive.code))).toBe("This code isn't valid. Check it and try again.");
    const expired = await code({ validUntil: new Date("2026-11-01T00:00:00Z") });
    expect(refusalOf(await checkout(expired.code))).toBe("This code expired on Sunday 1 November 2026.");
    const later = await code({ validFrom: new Date("2026-12-01T00:00:00Z") });
    expect(refusalOf(await checkout(later.code))).toBe("This code can be used from Tuesday 1 December 2026.");
    const minimum = await code({ minSpendPence: 5000 });
    expect(refusalOf(await checkout(minimum.code))).toBe(
      "This code needs an order of £50.00 or more (before delivery).",
    );
    expect((await checkout(minimum.code, { quantity: 2 })).ok).toBe(true);
    const collectionOnly = await code({ fulfilment: "collection" });
    expect(refusalOf(await checkout(collectionOnly.code))).toBe("This code is for collections only.");
    const otherBoxes = await code({ boxTypeIds: ["00000000-0000-4000-8000-0000000000e2"], includesCustom: false });
    expect(refusalOf(await checkout(otherBoxes.code))).toBe("This code does not apply to the boxes in your order.");
    const essentials = await code({ boxTypeIds: [ESSENTIALS_ID] });
    expect((await checkout(essentials.code)).ok).toBe(true);
    expect((await db.select().from(s.orders)).length).toBe(before + 2);
  });

  it("holds a first-order code for a first order only, and a code once per customer", async () => {
    const user = await createCustomer(db);
    const first = await code({ firstOrderOnly: true });
    const once = await code({ maxUsesPerCustomer: 1 });
    expect((await checkout(once.code, { email: user.email, userId: user.id })).ok).toBe(true);
    // The same customer again, by account or by email in any case.
    expect(refusalOf(await checkout(once.code, { email: user.email, userId: user.id }))).toBe(
      "You have used this code already.",
    );
    expect(refusalOf(await checkout(once.code, { email: user.email.toUpperCase() }))).toBe(
      "You have used this code already.",
    );
    expect((await checkout(first.code, { email: user.email, userId: user.id })).ok).toBe(true);
    await paidOrderOf(user.id, user.email, DATE, now);
    expect(refusalOf(await checkout(first.code, { email: user.email, userId: user.id }))).toBe(
      "This code is for a first order only.",
    );
  });

  it("gives its use back when the order is cancelled unpaid", async () => {
    const single = await code({ maxUses: 1 });
    const first = await checkout(single.code);
    expect(refusalOf(await checkout(single.code))).toBe("This code has been used up.");
    if (!first.ok) throw new Error("not placed");
    await cancelUnpaidOrder(first.order.id, "Payment not completed in time", "system");
    expect((await checkout(single.code)).ok).toBe(true);
  });

  it("redeems a single-use code once when 50 checkouts race for it", async () => {
    const single = await code({ maxUses: 1 });
    const results = await Promise.all(Array.from({ length: 50 }, () => checkout(single.code)));
    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.ok).map(refusalOf))).toEqual(new Set(["This code has been used up."]));
    const uses = await db.select().from(s.promoRedemptions).where(eq(s.promoRedemptions.promoCodeId, single.id));
    expect(uses).toHaveLength(1);
    const discounted = await db.select().from(s.orders).where(eq(s.orders.promoCode, single.code));
    expect(discounted).toHaveLength(1);
  });

  it("is taken on a phone order in the back-office too", async () => {
    const promo = await code({ kind: "fixed", percentOff: null, amountOffPence: 500 });
    const phoned = await createManualOrder({
      cart: cartOf(DATE, essentialsLine()),
      customer: customerDetails(),
      payment: "cash",
      linkProvider: "test",
      admin: { id: "admin-promo", email: "owner@example.com" },
      now,
      promoCode: promo.code.toLowerCase(),
    });
    expect(phoned.ok && [phoned.order.status, phoned.order.promoDiscountPence, phoned.order.totalPence]).toEqual([
      "paid",
      500,
      3300,
    ]);
  });
});
