import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customLine, essentialsLine, plusLine } from "../../../tests/factories/checkout";
import { createOrderingMenu, weekDishes } from "../../../tests/factories/ordering";
import type { Cart, CartLine } from "./cart";
import { noMenuMessage, notOnMenuMessage, quoteCart } from "./quote.server";
import { UNREADABLE_CART_MESSAGE, EMPTY_CART_MESSAGE } from "./cart";

// Thursday 19 Nov 2026: this weekend's cutoff has passed, so the builder sells 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
let ids: Record<string, string>;
let lastWeek: Record<string, string>;

const cart = (...lines: CartLine[]): Cart => cartOf("2026-11-28", ...lines);
const essentials = (over: Parameters<typeof essentialsLine>[0] = {}) => essentialsLine({ id: "l1", ...over });
const plus = (names: string[], over: Parameters<typeof plusLine>[1] = {}) =>
  plusLine(
    names.map((n) => ids[n] ?? lastWeek[n]),
    { id: "l2", ...over },
  );
const custom = (items: Array<[string, number]>, id = "l3") =>
  customLine(
    items.map(([n, quantity]) => [ids[n] ?? lastWeek[n], quantity]),
    id,
  );
const STALE = notOnMenuMessage("2026-11-28");

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
      type: "box",
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
        allergens: [],
        mayContainAllergens: [],
      },
      {
        menuItemId: ids["Goan Saag"],
        name: "Goan Saag",
        quantity: 4,
        unitPricePence: 650,
        totalPence: 2600,
        allergens: [],
        mayContainAllergens: [],
      },
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
    refused({ ...cartOf(null), lines: [{ ...essentials(), quantity: 0 } as CartLine] }, UNREADABLE_CART_MESSAGE));
  it("duplicate line ids", () => refused(cart(essentials(), essentials()), UNREADABLE_CART_MESSAGE));
  it("a cart from before weekends drove the menu (version 1)", () =>
    refused({ version: 1, lines: [], deliveryDate: null } as unknown as Cart, UNREADABLE_CART_MESSAGE));
  it("a cuisine that is not on this week's menu", () => refused(cart(essentials({ cuisine: "Bengali" })), STALE));
  it("a dish from another week", () => refused(cart(custom([["Bengali Chicken", 2]])), STALE));
  it("an unknown dish", () =>
    refused(
      cart({
        id: "x",
        type: "custom",
        items: [{ dishId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
        isSubscription: false,
      }),
      STALE,
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
    invalidatePublicCaches();
    try {
      await refused(cart(custom([["Goan Saag", 1]])), STALE);
      await refused(cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"])), STALE);
    } finally {
      await db.update(s.menuItems).set({ isAvailable: true }).where(eq(s.menuItems.id, ids["Goan Saag"]));
      invalidatePublicCaches();
    }
  });

  it("dishes of an inactive category, including an Essentials box that is no longer complete", async () => {
    await db.update(s.menuCategories).set({ isActive: false }).where(eq(s.menuCategories.name, "Vegetables"));
    invalidatePublicCaches();
    try {
      await refused(cart(custom([["Goan Saag", 1]])), STALE);
      await refused(cart(essentials()), STALE);
    } finally {
      await db.update(s.menuCategories).set({ isActive: true }).where(eq(s.menuCategories.name, "Vegetables"));
      invalidatePublicCaches();
    }
  });

  it("a box type that is no longer sold", async () => {
    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.code, "essentials_plus"));
    invalidatePublicCaches();
    try {
      await refused(cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"])), STALE);
    } finally {
      await db.update(s.boxTypes).set({ isActive: true }).where(eq(s.boxTypes.code, "essentials_plus"));
      invalidatePublicCaches();
    }
  });

  it("the whole cart when one line is stale", async () => {
    await refused(cart(essentials(), custom([["Bengali Dal", 1]])), STALE);
  });
});

describe("the delivery date picks the menu", () => {
  it("a dish of another weekend is refused for this weekend's date and sold for its own", async () => {
    const lastWeekCart = cartOf("2026-11-21", custom([["Bengali Chicken", 2]]));
    // 21-22 November's cutoff has passed on the 19th; its menu still prices it (the date check is delivery's).
    const own = await quoteCart(lastWeekCart, { now });
    expect(own.ok && own.lines[0].items[0].name).toBe("Bengali Chicken");
    expect(await quoteCart({ ...lastWeekCart, deliveryDate: "2026-11-29" }, { now })).toEqual({
      ok: false,
      message: notOnMenuMessage("2026-11-28"),
    });
  });

  it("a fixed box takes the cuisines of its date's weekend", async () => {
    expect(await quoteCart(cartOf("2026-11-22", essentials({ cuisine: "Punjabi" })), { now })).toEqual({
      ok: false,
      message: notOnMenuMessage("2026-11-21"),
    });
    const bengali = await quoteCart(cartOf("2026-11-22", essentials({ cuisine: "Bengali" })), { now });
    expect(bengali.ok && bengali.lines[0].items.map((i) => i.name)).toEqual([
      "Bengali Rice",
      "Bengali Dal",
      "Bengali Veg",
      "Bengali Chicken",
    ]);
  });

  it("a date whose weekend has no published menu is refused", async () => {
    expect(await quoteCart(cartOf("2026-12-05", essentials()), { now })).toEqual({
      ok: false,
      message: noMenuMessage("2026-12-05"),
    });
  });

  it("without a date the cart is priced against the next orderable weekend", async () => {
    const result = await quoteCart(cartOf(null, essentials()), { now });
    expect(result.ok && result.lines[0].label).toBe("Essentials (Standard, Punjabi)");
  });
});

describe("per-order catering and fulfilment", () => {
  it("the catering tiers count the order's custom portions across lines", async () => {
    // Two lines of 9 portions: 18 portions earn the 10% tier on both lines.
    const result = await quoteCart(cart(custom([["Punjabi Rice", 9]], "c1"), custom([["Goan Dal", 9]], "c2")), { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pricing).toMatchObject({ subtotalPence: 9 * 350 + 9 * 550, cateringPercent: 10 });
    expect(result.pricing.cateringDiscountPence).toBe(810);
    expect(result.lines.map((l) => l.discountPence)).toEqual([315, 495]);
  });

  it("a collected order pays no shipping", async () => {
    const result = await quoteCart({ ...cart(essentials({ quantity: 2 })), fulfilment: "collection" }, { now });
    expect(result.ok && result.pricing).toMatchObject({ subtotalPence: 6600, shippingPence: 0, totalPence: 6600 });
  });

  it("a box type added in the back-office is sold with its own prices and dish count", async () => {
    const [box] = await db
      .insert(s.boxTypes)
      .values({ name: "Family Feast", kind: "pick", mealCount: 8, basePrice: 6000, vegetarianPrice: 5500 })
      .returning();
    invalidatePublicCaches();
    try {
      const result = await quoteCart(
        cart(plus(["Goan Pulao", "Punjabi Dal", "Goan Saag", "Punjabi Lamb"], { boxTypeId: box.id })),
        { now },
      );
      expect(result.ok && result.lines[0]).toMatchObject({ label: "Family Feast (Standard)", unitPricePence: 6000 });
      // 8 containers: £5 base for 4 + 4 × 50p.
      expect(result.ok && result.pricing).toMatchObject({ containers: 8, shippingPence: 700 });
    } finally {
      await db.delete(s.boxTypes).where(eq(s.boxTypes.id, box.id));
      invalidatePublicCaches();
    }
  });
});
