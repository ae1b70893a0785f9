import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { createOrderingMenu, weekDishes } from "../../../tests/factories/ordering";
import type { Cart, CartLine } from "./cart";
import { quoteCart } from "./quote.server";
import { STALE_CART_MESSAGE, UNREADABLE_CART_MESSAGE, EMPTY_CART_MESSAGE } from "./resolve-cart";

// Thursday 19 Nov 2026: this weekend's cutoff has passed, so the builder sells 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
let ids: Record<string, string>;
let lastWeek: Record<string, string>;

const cart = (...lines: CartLine[]): Cart => ({ version: 1, lines, deliveryDate: "2026-11-28" });
const essentials = (over: Partial<Extract<CartLine, { type: "essentials" }>> = {}): CartLine => ({
  id: "l1",
  type: "essentials",
  variant: "standard",
  cuisine: "Punjabi",
  quantity: 1,
  isSubscription: false,
  ...over,
});
const plus = (names: string[], over: Partial<Extract<CartLine, { type: "essentials_plus" }>> = {}): CartLine => ({
  id: "l2",
  type: "essentials_plus",
  variant: "standard",
  dishIds: names.map((n) => ids[n] ?? lastWeek[n]),
  quantity: 1,
  isSubscription: false,
  ...over,
});
const custom = (items: Array<[string, number]>, id = "l3"): CartLine => ({
  id,
  type: "custom",
  items: items.map(([n, quantity]) => ({ dishId: ids[n] ?? lastWeek[n], quantity })),
  isSubscription: false,
});

beforeAll(async () => {
  ids = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  // Last weekend's menu: other dishes, other cuisines.
  lastWeek = await createOrderingMenu(
    db,
    "2026-11-21",
    ["Bengali", "Hyderabadi"],
    weekDishes(["Bengali", "Hyderabadi"]),
  );
});

describe("quoteCart prices from the database", () => {
  it("an Essentials box is the week's four Essentials dishes of the cuisine at the standard price", async () => {
    const result = await quoteCart(cart(essentials({ quantity: 2 })), { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pricing).toMatchObject({
      subtotalPence: 6600,
      shippingPence: 700,
      discountPence: 0,
      totalPence: 7300,
      boxes: 2,
    });
    expect(result.lines[0]).toMatchObject({
      id: "l1",
      label: "Essentials (Standard, Punjabi)",
      type: "essentials",
      variant: "standard",
      cuisine: "Punjabi",
      quantity: 2,
      unitPricePence: 3300,
      lineTotalPence: 6600,
      discountPence: 0,
      isSubscription: false,
    });
    expect(result.lines[0].items.map((i) => [i.name, i.quantity])).toEqual([
      ["Punjabi Rice", 1],
      ["Punjabi Dal", 1],
      ["Punjabi Veg", 1],
      ["Punjabi Chicken", 1],
    ]);
  });

  it("a vegetarian Essentials box has the vegetarian main and the vegetarian price", async () => {
    const result = await quoteCart(cart(essentials({ variant: "vegetarian", cuisine: "Goan" })), { now });
    expect(result.ok && result.lines[0]).toMatchObject({
      unitPricePence: 3000,
      label: "Essentials (Vegetarian, Goan)",
    });
    expect(result.ok && result.lines[0].items.map((i) => i.name)).toEqual([
      "Goan Rice",
      "Goan Dal",
      "Goan Veg",
      "Goan Paneer",
    ]);
  });

  it("an Essentials Plus box takes one dish per group from both tiers, in group order", async () => {
    const result = await quoteCart(cart(plus(["Punjabi Lamb", "Goan Pulao", "Punjabi Dal", "Goan Saag"])), { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines[0]).toMatchObject({
      label: "Essentials Plus (Standard)",
      unitPricePence: 3500,
      variant: "standard",
      cuisine: null,
    });
    expect(result.lines[0].items.map((i) => i.name)).toEqual([
      "Goan Pulao",
      "Punjabi Dal",
      "Goan Saag",
      "Punjabi Lamb",
    ]);
  });

  it("a custom line is priced per dish with quantities and its catering discount", async () => {
    const result = await quoteCart(
      cart(
        custom([
          ["Punjabi Chicken", 6],
          ["Goan Saag", 4],
        ]),
      ),
      { now },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 6 × 950 + 4 × 650 = 8300; 10 dishes → 10% = 830; 10 containers → £8 shipping.
    expect(result.pricing).toMatchObject({
      subtotalPence: 8300,
      discountPence: 830,
      shippingPence: 800,
      totalPence: 8270,
    });
    expect(result.lines[0]).toMatchObject({
      label: "Custom Order",
      quantity: 1,
      lineTotalPence: 8300,
      discountPence: 830,
    });
    expect(result.lines[0].items).toEqual([
      {
        menuItemId: ids["Punjabi Chicken"],
        name: "Punjabi Chicken",
        quantity: 6,
        unitPricePence: 950,
        totalPence: 5700,
      },
      { menuItemId: ids["Goan Saag"], name: "Goan Saag", quantity: 4, unitPricePence: 650, totalPence: 2600 },
    ]);
  });

  it("a weekly subscription takes the subscription discount off", async () => {
    const result = await quoteCart(cart(essentials({ isSubscription: true })), { now });
    expect(result.ok && result.pricing).toMatchObject({
      subscriptionDiscountPence: 600,
      totalPence: 3300 + 500 - 600,
      hasSubscription: true,
    });
    expect(result.ok && result.lines[0].isSubscription).toBe(true);
  });

  it("ignores prices the browser adds to the cart", async () => {
    const tampered = cart({ ...essentials(), unitPricePence: 1, price: 1 } as unknown as CartLine);
    const result = await quoteCart({ ...tampered, totalPence: 1 } as Cart, { now });
    expect(result.ok && result.pricing.totalPence).toBe(3800);
  });

  it("runs inside a transaction", async () => {
    const result = await db.transaction(() => quoteCart(cart(essentials()), { now }));
    expect(result.ok && result.pricing.totalPence).toBe(3800);
  });

  it("follows price and settings changes made in the database", async () => {
    await db.update(s.boxTypes).set({ basePrice: 3450 }).where(eq(s.boxTypes.code, "essentials"));
    await db
      .insert(s.businessSettings)
      .values({ id: 1, businessName: "Test", contactEmail: "t@example.com", shippingBasePence: 400 });
    invalidatePublicCaches();
    try {
      const result = await quoteCart(cart(essentials()), { now });
      expect(result.ok && result.pricing).toMatchObject({ subtotalPence: 3450, shippingPence: 400, totalPence: 3850 });
    } finally {
      await db.update(s.boxTypes).set({ basePrice: 3300 }).where(eq(s.boxTypes.code, "essentials"));
      await db.delete(s.businessSettings);
      invalidatePublicCaches();
    }
  });
});

describe("quoteCart refuses stale or tampered carts", () => {
  const refused = async (c: Cart, message: string) =>
    expect(await quoteCart(c, { now })).toEqual({ ok: false, message });

  it("an empty cart", () => refused(cart(), EMPTY_CART_MESSAGE));
  it("a cart that does not match the schema", () =>
    refused(
      { version: 1, lines: [{ ...essentials(), quantity: 0 }], deliveryDate: null } as Cart,
      UNREADABLE_CART_MESSAGE,
    ));
  it("duplicate line ids", () => refused(cart(essentials(), essentials()), UNREADABLE_CART_MESSAGE));
  it("a cuisine that is not on this week's menu", () =>
    refused(cart(essentials({ cuisine: "Bengali" })), STALE_CART_MESSAGE));
  it("a dish from another week", () => refused(cart(custom([["Bengali Chicken", 2]])), STALE_CART_MESSAGE));
  it("an unknown dish", () =>
    refused(
      cart({
        id: "x",
        type: "custom",
        items: [{ dishId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
        isSubscription: false,
      }),
      STALE_CART_MESSAGE,
    ));
  it("the same dish twice in a custom line", () =>
    refused(
      cart(
        custom([
          ["Goan Saag", 1],
          ["Goan Saag", 2],
        ]),
      ),
      UNREADABLE_CART_MESSAGE,
    ));
  it("an Essentials Plus box without one dish per group", () =>
    refused(cart(plus(["Punjabi Rice", "Goan Pulao", "Punjabi Dal", "Punjabi Lamb"])), UNREADABLE_CART_MESSAGE));
  it("a meat main in a vegetarian Essentials Plus box", () =>
    refused(
      cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"], { variant: "vegetarian" })),
      UNREADABLE_CART_MESSAGE,
    ));
  it("a vegetarian main in a standard Essentials Plus box", () =>
    refused(cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Goan Chole"])), UNREADABLE_CART_MESSAGE));

  it("a dish that is no longer available", async () => {
    await db.update(s.menuItems).set({ isAvailable: false }).where(eq(s.menuItems.id, ids["Goan Saag"]));
    try {
      await refused(cart(custom([["Goan Saag", 1]])), STALE_CART_MESSAGE);
      await refused(cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"])), STALE_CART_MESSAGE);
    } finally {
      await db.update(s.menuItems).set({ isAvailable: true }).where(eq(s.menuItems.id, ids["Goan Saag"]));
    }
  });

  it("dishes of an inactive category, including an Essentials box that is no longer complete", async () => {
    await db.update(s.menuCategories).set({ isActive: false }).where(eq(s.menuCategories.name, "Vegetables"));
    try {
      await refused(cart(custom([["Goan Saag", 1]])), STALE_CART_MESSAGE);
      await refused(cart(essentials()), STALE_CART_MESSAGE);
    } finally {
      await db.update(s.menuCategories).set({ isActive: true }).where(eq(s.menuCategories.name, "Vegetables"));
    }
  });

  it("a box type that is no longer sold", async () => {
    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.code, "essentials_plus"));
    try {
      await refused(cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"])), STALE_CART_MESSAGE);
    } finally {
      await db.update(s.boxTypes).set({ isActive: true }).where(eq(s.boxTypes.code, "essentials_plus"));
    }
  });

  it("the whole cart when one line is stale", async () => {
    await refused(cart(essentials(), custom([["Bengali Dal", 1]])), STALE_CART_MESSAGE);
  });
});
