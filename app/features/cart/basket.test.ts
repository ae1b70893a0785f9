import { describe, expect, it } from "vitest";
import { basketFor, basketNotice, basketOnMenu, withLine } from "./basket";
import { EMPTY_CART, type Cart, type CartLine } from "./cart";
import type { MenuDish, OrderingMenu } from "./menu";
import { boxOffer, menuDish as dish } from "../../../tests/factories/menu";

const fourOf = (cuisine: string, shared: MenuDish[] = []) => [
  dish(`${cuisine}-rice`, cuisine, "rice"),
  dish(`${cuisine}-dal`, cuisine, "dal"),
  dish(`${cuisine}-veg`, cuisine, "vegetable"),
  dish(`${cuisine}-main`, cuisine, "main"),
  ...shared,
];
const essentials = boxOffer("essentials", "Essentials", "fixed");
const naan = dish("naan", "Punjabi", "main");
const weekend = (saturday: string, label: string, cuisines: string[], dishes: MenuDish[]): OrderingMenu => ({
  week: { saturday, label, cuisines },
  dishes,
  boxes: [essentials],
});
/** The first weekend: Punjabi and Goan; the second: Bengali, with the naan of the first too. */
const first = weekend(
  "2026-11-28",
  "28 - 29 November",
  ["Punjabi", "Goan"],
  [...fourOf("Punjabi"), ...fourOf("Goan"), naan],
);
const second = weekend("2026-12-05", "5 - 6 December", ["Bengali"], [...fourOf("Bengali"), naan]);
const orderable = [first, second];

const box = (id: string, cuisine: string, quantity = 1): CartLine => ({
  id,
  type: "box",
  boxTypeId: "essentials",
  variant: "vegetarian",
  cuisine,
  dishIds: [],
  quantity,
  isSubscription: false,
});
const custom = (id: string, dishId: string, quantity: number): CartLine => ({
  id,
  type: "custom",
  items: [{ dishId, quantity }],
  isSubscription: false,
});
const cart = (lines: CartLine[], over: Partial<Cart> = {}): Cart => ({ ...EMPTY_CART, lines, ...over });

describe("a change of weekend", () => {
  it("keeps the lines the new menu has, sets the others aside by name, and brings them back on the first weekend again", () => {
    const start = cart([box("punjabi", "Punjabi", 2), custom("naan", "naan", 3), custom("goan", "Goan-dal", 1)]);

    const there = basketOnMenu({ ...start, deliveryDate: "2026-12-05" }, second, orderable);
    expect(there.cart.lines.map((l) => l.id)).toEqual(["naan"]);
    expect(there.setAside).toEqual(["2 × Essentials (Vegetarian, Punjabi)", "Custom Order (1 × Goan-dal)"]);
    expect(there.broughtBack).toEqual([]);
    expect(basketNotice(there, "5 - 6 December")).toBe(
      "Not on the menu for the weekend of 5 - 6 December, so set aside: 2 × Essentials (Vegetarian, Punjabi); " +
        "Custom Order (1 × Goan-dal). They come back when you pick a date whose menu has them.",
    );

    const bengali = { ...there.cart, lines: [...there.cart.lines, box("bengali", "Bengali")] };
    const back = basketOnMenu({ ...bengali, deliveryDate: "2026-11-28" }, first, orderable);
    expect(back.cart.lines.map((l) => l.id)).toEqual(["naan", "punjabi", "goan"]);
    expect(back.cart.setAside?.map((l) => l.id)).toEqual(["bengali"]);
    expect(back.broughtBack).toEqual(["2 × Essentials (Vegetarian, Punjabi)", "Custom Order (1 × Goan-dal)"]);
    expect(basketNotice(back, "28 - 29 November")).toMatch(
      /^Back in your order: 2 × Essentials \(Vegetarian, Punjabi\); Custom Order \(1 × Goan-dal\)\. Not on the menu for the weekend of 28 - 29 November, so set aside: 1 × Essentials \(Vegetarian, Bengali\)\./,
    );
  });

  it("says nothing when every line comes along, and adds a returning box to the same box's line", () => {
    const start = cart([box("a", "Punjabi", 2)], { setAside: [box("b", "Punjabi", 3)] });
    const same = basketOnMenu(start, first, orderable);
    expect(same.cart.lines).toEqual([box("a", "Punjabi", 5)]);
    expect(same.cart.setAside).toBeUndefined();
    expect(basketNotice(basketOnMenu(same.cart, first, orderable), "28 - 29 November")).toBeNull();
  });

  it("drops, and counts, lines no orderable weekend sells any more; set-aside ones go quietly", () => {
    const gone = basketOnMenu(
      cart([custom("gone", "retired-dish", 1), box("punjabi", "Punjabi")], { setAside: [box("x", "Keralan")] }),
      first,
      orderable,
    );
    expect(gone.cart.lines.map((l) => l.id)).toEqual(["punjabi"]);
    expect(gone.cart.setAside).toBeUndefined();
    expect(gone.dropped).toBe(1);
  });
});

describe("whose basket", () => {
  const stored = cart([box("a", "Punjabi")], { owner: "user:1" });

  it("is shown to its owner only; one written before anyone signed in becomes the shopper's", () => {
    expect(basketFor(stored, "user:1")).toEqual(stored);
    expect(basketFor(stored, "user:2")).toBeNull();
    expect(basketFor(stored, "guest:abc")).toBeNull();
    expect(basketFor(stored, null)).toBeNull();
    expect(basketFor({ ...stored, owner: undefined }, "guest:abc")).toEqual({ ...stored, owner: "guest:abc" });
    expect(basketFor(null, "user:1")).toBeNull();
  });
});

describe("adding a line", () => {
  it("adds the same box to its line, up to 99", () => {
    expect(withLine([box("a", "Punjabi", 98)], box("b", "Punjabi", 5))).toEqual([box("a", "Punjabi", 99)]);
    expect(withLine([box("a", "Punjabi")], box("b", "Goan"))).toHaveLength(2);
    expect(withLine([custom("a", "naan", 1)], custom("b", "naan", 1))).toHaveLength(2);
  });
});
