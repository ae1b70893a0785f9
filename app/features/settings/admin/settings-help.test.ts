import { describe, expect, it } from "vitest";
import { boxesOfLine, PORTIONS_PER_CUSTOM_BOX } from "~/features/cart/boxes";
import { priceOrder, type PricedLineInput } from "~/features/cart/pricing";
import { DEFAULT_PRICING_SETTINGS } from "../defaults";
import { SETTINGS_HELP } from "./settings-help";

// The Settings help against what the pricing engine does with the settings.
const s = DEFAULT_PRICING_SETTINGS;
const custom = (portions: number, isSubscription = false): PricedLineInput => ({
  type: "custom",
  items: [{ unitPricePence: 500, quantity: portions }],
  isSubscription,
});
const box = (quantity: number, containersPerBox = 4, isSubscription = false): PricedLineInput => ({
  type: "box",
  quantity,
  unitPricePence: 3300,
  containersPerBox,
  isSubscription,
});

describe("the Settings help says what the code does", () => {
  it("catering: the order's custom portions count together, boxes neither count nor get it", () => {
    // Two custom lines of 6 portions: neither reaches 10 alone, the order does.
    expect(priceOrder([custom(6), custom(6)], s).cateringPercent).toBe(s.cateringTier1Percent);
    expect(priceOrder([box(10), custom(1)], s).cateringPercent).toBe(0);
    expect(priceOrder([box(10), custom(10)], s).cateringDiscountPence).toBe(500);
    expect(SETTINGS_HELP.discounts).toContain("count every custom portion of the order together");
    expect(SETTINGS_HELP.discounts).toContain("boxes neither count nor get the discount");
    expect(SETTINGS_HELP.discounts).not.toMatch(/per line|a custom line by/);
  });

  it("the subscription discount: once per order, never below £0", () => {
    const two = priceOrder([box(1, 4, true), box(1, 4, true)], s);
    expect(two.subscriptionDiscountPence).toBe(s.subscriptionDiscountPence);
    expect(priceOrder([custom(1, true)], { ...s, subscriptionDiscountPence: 100_000 }).totalPence).toBe(0);
    expect(SETTINGS_HELP.discounts).toContain("once per order, never below £0");
  });

  it("shipping: a box counts its dishes, a custom order its portions, a collection pays none", () => {
    expect(priceOrder([box(1, 5)], s).containers).toBe(5);
    expect(priceOrder([custom(7)], s).containers).toBe(7);
    expect(priceOrder([box(3)], s, { fulfilment: "collection" }).shippingPence).toBe(0);
    expect(SETTINGS_HELP.shipping).toContain("a box one per dish (its box type's dishes per box)");
    expect(SETTINGS_HELP.shipping).toContain("a custom order one per portion");
    expect(SETTINGS_HELP.shipping).toContain("a collected order pays none");
    expect(SETTINGS_HELP.shipping).not.toContain("Boxes count 4 containers each");
  });

  it("capacity counts boxes as every screen does: a custom order's portions four to a box", () => {
    expect(PORTIONS_PER_CUSTOM_BOX).toBe(4);
    expect(boxesOfLine({ type: "custom", quantity: 1, portions: 10 })).toBe(3);
    expect(SETTINGS_HELP.ordering).toContain("a custom order's portions counting four to a box");
  });
});
