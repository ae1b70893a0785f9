import { describe, expect, it } from "vitest";
import type { Cart } from "./cart";
import {
  customChoices,
  fixedBox,
  groupOfCategory,
  menuForWeekend,
  pickChoices,
  type BoxOffer,
  type MenuDish,
  type OrderingMenu,
} from "./menu";
import { DEFAULT_PRICING_SETTINGS } from "~/features/settings/defaults";
import { resolveCart, resolveCartLenient, STALE_CART_MESSAGE } from "./resolve-cart";

const dish = (id: string, over: Partial<MenuDish>): MenuDish => ({
  id,
  name: id,
  nativeName: null,
  description: null,
  imageUrl: null,
  group: "rice",
  boxType: "essentials",
  dishType: "vegetarian",
  pricePence: 500,
  cuisine: "Goan",
  dietaryInfo: [],
  allergens: [],
  mayContainAllergens: [],
  ...over,
});

const menu: OrderingMenu = {
  week: { saturday: "2026-11-28", label: "28 - 29 November", cuisines: ["Goan", "Punjabi"] },
  dishes: [
    dish("rice", { group: "rice" }),
    dish("dal", { group: "dal" }),
    dish("veg", { group: "vegetable" }),
    dish("fish", { group: "main", dishType: "standard", pricePence: 1000 }),
    dish("mushroom", { group: "main" }),
    dish("plus-rice", { group: "rice", boxType: "essentials_plus" }),
    dish("both-lamb", { group: "main", boxType: "both", dishType: "standard", cuisine: "Punjabi" }),
  ],
  boxes: [box("fixed-box", "Essentials", "fixed", 3300, 3000), box("pick-box", "Essentials Plus", "pick", 3500, 3200)],
};

function box(
  id: string,
  name: string,
  kind: BoxOffer["kind"],
  standardPence: number,
  vegetarianPence: number,
): BoxOffer {
  return { id, code: null, name, description: null, kind, dishCount: 4, standardPence, vegetarianPence };
}

describe("menu rules", () => {
  it("groups categories by name", () => {
    expect(groupOfCategory("Rice")).toBe("rice");
    expect(groupOfCategory("Dal & Legumes")).toBe("dal");
    expect(groupOfCategory("Legumes")).toBe("dal");
    expect(groupOfCategory("Seasonal Vegetables")).toBe("vegetable");
    expect(groupOfCategory("Mains")).toBe("main");
    expect(groupOfCategory("Desserts")).toBeNull();
    expect(groupOfCategory(null)).toBeNull();
  });
  it("builds the Essentials box from the cuisine's Essentials dishes and the variant's main", () => {
    expect(fixedBox(menu, "Goan", "standard")?.map((d) => d.id)).toEqual(["rice", "dal", "veg", "fish"]);
    expect(fixedBox(menu, "Goan", "vegetarian")?.map((d) => d.id)).toEqual(["rice", "dal", "veg", "mushroom"]);
    // Punjabi has only a main ("both" counts as Essentials): no complete box.
    expect(fixedBox(menu, "Punjabi", "standard")).toBeNull();
  });
  it("offers both tiers on Essentials Plus, and only vegetarian dishes for a vegetarian box", () => {
    expect(pickChoices(menu, "standard").rice.map((d) => d.id)).toEqual(["rice", "plus-rice"]);
    expect(pickChoices(menu, "standard").main.map((d) => d.id)).toEqual(["fish", "both-lamb"]);
    expect(pickChoices(menu, "vegetarian").main.map((d) => d.id)).toEqual(["mushroom"]);
  });
  it("filters only the mains shown on the Custom tab by the toggle", () => {
    expect(customChoices(menu, "vegetarian").main.map((d) => d.id)).toEqual(["mushroom"]);
    expect(customChoices(menu, "vegetarian").rice).toHaveLength(2);
  });
});

describe("resolveCart and resolveCartLenient", () => {
  const cart: Cart = {
    version: 2,
    deliveryDate: null,
    fulfilment: "delivery",
    postcode: null,
    lines: [
      {
        id: "a",
        type: "box",
        boxTypeId: "fixed-box",
        variant: "vegetarian",
        cuisine: "Goan",
        dishIds: [],
        quantity: 2,
        isSubscription: false,
      },
      { id: "b", type: "custom", items: [{ dishId: "gone", quantity: 1 }], isSubscription: false },
      { id: "c", type: "custom", items: [{ dishId: "fish", quantity: 3 }], isSubscription: false },
    ],
  };
  it("the strict resolver refuses the whole cart for one stale line", () => {
    expect(resolveCart(cart, menu, DEFAULT_PRICING_SETTINGS)).toEqual({ ok: false, message: STALE_CART_MESSAGE });
  });
  it("the lenient resolver prices what still resolves and reports the rest", () => {
    const { lines, pricing, staleLineIds } = resolveCartLenient(cart, menu, DEFAULT_PRICING_SETTINGS);
    expect(staleLineIds).toEqual(["b"]);
    expect(lines.map((l) => [l.id, l.label, l.lineTotalPence])).toEqual([
      ["a", "Essentials (Vegetarian, Goan)", 6000],
      ["c", "Custom Order", 3000],
    ]);
    // 8 + 3 containers: £5 + 7 × 50p.
    expect(pricing).toMatchObject({ subtotalPence: 9000, shippingPence: 850, totalPence: 9850 });
  });
  it("the two agree on a valid cart", () => {
    const valid: Cart = { ...cart, lines: [cart.lines[0], cart.lines[2]] };
    const strict = resolveCart(valid, menu, DEFAULT_PRICING_SETTINGS);
    const lenient = resolveCartLenient(valid, menu, DEFAULT_PRICING_SETTINGS);
    expect(strict.ok && strict.pricing).toEqual(lenient.pricing);
    expect(strict.ok && strict.lines).toEqual(lenient.lines);
  });
});

describe("menuForWeekend", () => {
  const catalog = {
    weekends: [
      { saturday: "2026-11-28", label: "28 - 29 November", cuisines: ["Goan", "Punjabi"], dishIds: ["veg", "rice"] },
      { saturday: "2026-12-05", label: "5 - 6 December", cuisines: ["Bengali", "Goan"], dishIds: ["dal", "veg"] },
    ],
    dishes: menu.dishes,
    boxes: menu.boxes,
  };
  it("gives a weekend its own cuisines and dishes, in the weekend's order", () => {
    const first = menuForWeekend(catalog, "2026-11-28");
    expect(first.week?.cuisines).toEqual(["Goan", "Punjabi"]);
    expect(first.dishes.map((d) => d.id)).toEqual(["veg", "rice"]);
    expect(menuForWeekend(catalog, "2026-12-05").dishes.map((d) => d.id)).toEqual(["dal", "veg"]);
  });
  it("gives a weekend without a published menu no dishes, so nothing resolves against it", () => {
    const none = menuForWeekend(catalog, "2026-12-12");
    expect(none).toEqual({ week: null, dishes: [], boxes: menu.boxes });
    const cart: Cart = {
      version: 2,
      deliveryDate: "2026-12-12",
      fulfilment: "delivery",
      postcode: null,
      lines: [{ id: "x", type: "custom", items: [{ dishId: "veg", quantity: 1 }], isSubscription: false }],
    };
    expect(resolveCartLenient(cart, none, DEFAULT_PRICING_SETTINGS).staleLineIds).toEqual(["x"]);
  });
});
