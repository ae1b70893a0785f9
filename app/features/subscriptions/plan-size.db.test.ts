/**
 * Issue 25: a subscriber's plan change is bounded like any order (the settings' boxes and
 * portions per order), refused with the same message, and nothing changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { createOrderingMenu, ESSENTIALS_ID } from "../../../tests/factories/ordering";
import { changePlan } from "./self-service.server";

// Checkout on Thursday 19 November 2026; the change on Tuesday 24, before the cutoff of 28-29 November.
const checkoutAt = new Date("2026-11-19T10:00:00Z");
const changeAt = new Date("2026-11-24T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  // The owner takes at most 3 boxes an order.
  await db
    .insert(s.businessSettings)
    .values({ id: 1, ...DEFAULT_BUSINESS_SETTINGS, maxBoxesPerOrder: 3 })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: { maxBoxesPerOrder: 3 } });
  invalidatePublicCaches();
});

afterAll(async () => {
  await db.update(s.subscriptions).set({ status: "cancelled" });
  await db.delete(s.businessSettings);
  invalidatePublicCaches();
});

/** A paid weekly Essentials box on the test provider, as checkout and payment leave it. */
async function subscribe() {
  const user = await createCustomer(db);
  const cart = cartOf("2026-11-28", essentialsLine({ isSubscription: true }));
  const { sub } = await paidCheckout(db, cart, checkoutAt, { userId: user.id });
  return { sub, userId: user.id };
}

describe("a subscription's plan change", () => {
  it("to more boxes than an order may hold is refused with the limit, and the plan stays as it was", async () => {
    const { sub, userId } = await subscribe();
    const change = (quantity: number) =>
      changePlan(
        sub.id,
        userId,
        {
          version: sub.version,
          lines: [{ boxTypeId: ESSENTIALS_ID, variant: "standard", cuisine: "Punjabi", quantity }],
          deliveryDay: "saturday",
          address: "12 Rye Lane",
          city: "London",
          postcode: "SE15 4ST",
        },
        changeAt,
      );
    expect(await change(4)).toEqual({
      ok: false,
      message:
        "An order can hold at most 3 boxes; this one has 4. Please make it smaller, or get in touch for a larger order.",
    });
    const [unchanged] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(unchanged.plan).toEqual(sub.plan);
    expect(unchanged.weeklyAmountPence).toBe(sub.weeklyAmountPence);

    expect(await change(3)).toEqual({ ok: true, message: "Subscription updated" });
  });
});
