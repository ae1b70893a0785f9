import { describe, expect, it } from "vitest";
import {
  boxPriceText,
  cateringDiscountLines,
  cateringNote,
  cheapestBox,
  customPriceText,
  dishCountText,
  headlineOffer,
  type BoxOffer,
} from "./offer-text";
import { buildOrderTypes } from "./order-types";

const rule = { cateringTier1MinQty: 10, cateringTier1Percent: 10, cateringTier2MinQty: 20, cateringTier2Percent: 20 };
const essentials: BoxOffer = {
  id: "b-essentials",
  code: "essentials",
  name: "Essentials",
  description: "The week's four Essentials dishes.",
  kind: "fixed",
  dishCount: 4,
  standardPence: 3300,
  vegetarianPence: 3000,
};
const plus: BoxOffer = {
  id: "b-plus",
  code: "essentials_plus",
  name: "Essentials Plus",
  description: null,
  kind: "pick",
  dishCount: 4,
  standardPence: 3500,
  vegetarianPence: 3200,
};
const family: BoxOffer = {
  id: "b-family",
  code: null,
  name: "Family Feast",
  description: "  ",
  kind: "pick",
  dishCount: 6,
  standardPence: 5200,
  vegetarianPence: 4800,
};

describe("how-it-works prices from box types", () => {
  it("states a box's vegetarian and meat or fish prices", () => {
    expect(boxPriceText(essentials)).toBe("£30 vegetarian / £33 meat or fish");
    expect(boxPriceText(plus)).toBe("£32 vegetarian / £35 meat or fish");
    expect(boxPriceText({ standardPence: 3350, vegetarianPence: 2999 })).toBe(
      "£29.99 vegetarian / £33.50 meat or fish",
    );
  });

  it("starts custom orders at the cheapest box", () => {
    expect(customPriceText([plus, essentials])).toBe("from £30 vegetarian / from £33 meat or fish");
    expect(customPriceText([])).toBeNull();
  });

  it("counts dishes", () => {
    expect(dishCountText(4)).toBe("4 dishes");
    expect(dishCountText(1)).toBe("1 dish");
  });
});

describe("the hero's figures from the box types", () => {
  it("quote the cheapest box's lowest price and its dish count", () => {
    expect(headlineOffer([plus, essentials, family])).toEqual({ fromPrice: "£30", dishCount: "4" });
    expect(headlineOffer([plus, family])).toEqual({ fromPrice: "£32", dishCount: "4" });
    expect(headlineOffer([family, { ...plus, vegetarianPence: 4850, standardPence: 4700 }])).toEqual({
      fromPrice: "£47",
      dishCount: "4",
    });
    expect(headlineOffer([{ ...family, vegetarianPence: 2750 }])).toEqual({ fromPrice: "£27.50", dishCount: "6" });
    expect(headlineOffer([])).toBeNull();
  });

  it("break a tie by display order", () => {
    expect(cheapestBox([plus, { ...essentials, vegetarianPence: 3200 }])?.id).toBe("b-plus");
  });
});

describe("catering discount text from the settings", () => {
  it("lists the tiers lowest first, counted on the order's portions", () => {
    expect(cateringDiscountLines(rule)).toEqual([
      "10% off when your catering order has 10 or more portions",
      "20% off when your catering order has 20 or more portions",
    ]);
    expect(cateringNote(rule)).toBe(
      "Every custom portion in your order counts towards the discount, so catering can be ordered even if some items are below 10 portions. Custom quotes are available for larger events.",
    );
  });

  it("follows changed thresholds and drops a 0% tier", () => {
    const changed = {
      cateringTier1MinQty: 12,
      cateringTier1Percent: 0,
      cateringTier2MinQty: 25,
      cateringTier2Percent: 15,
    };
    expect(cateringDiscountLines(changed)).toEqual(["15% off when your catering order has 25 or more portions"]);
  });
});

describe("the ways to order", () => {
  it("are the active box types in their order, then Custom and Catering; Order Now opens each box type's tab", () => {
    const types = buildOrderTypes([essentials, plus], rule);
    expect(types.map((t) => [t.name, t.tab])).toEqual([
      ["Essentials", "b-essentials"],
      ["Essentials Plus", "b-plus"],
      ["Custom", "custom"],
      ["Catering", "custom"],
    ]);
    expect(types.map((t) => t.price)).toEqual([
      "£30 vegetarian / £33 meat or fish",
      "£32 vegetarian / £35 meat or fish",
      "from £30 vegetarian / from £33 meat or fish",
      null,
    ]);
    expect(types.map((t) => [t.kindLabel, t.dishes])).toEqual([
      ["Fixed box", "4 dishes"],
      ["Your pick", "4 dishes"],
      [null, null],
      [null, null],
    ]);
    // The owner's description, else what the kind means.
    expect(types[0].summary).toBe("The week's four Essentials dishes.");
    expect(types[1].summary).toMatch(/^Pick one dish from each group/);
    expect(buildOrderTypes([{ ...essentials, description: null }], rule)[0].summary).toMatch(
      /^A fixed box of the weekend's dishes for the cuisine you choose/,
    );
    expect(types[3].points[0]).toBe("10% off when your catering order has 10 or more portions");
  });

  it("follow the box types: a new one appears, a missing one is gone, a price change shows", () => {
    const types = buildOrderTypes([{ ...essentials, standardPence: 3400 }, family], rule);
    expect(types.map((t) => t.name)).toEqual(["Essentials", "Family Feast", "Custom", "Catering"]);
    expect(types[0].price).toBe("£30 vegetarian / £34 meat or fish");
    expect(types[1]).toMatchObject({
      tab: "b-family",
      kindLabel: "Your pick",
      dishes: "6 dishes",
      summary: expect.stringMatching(/^Pick one dish from each group/),
      price: "£48 vegetarian / £52 meat or fish",
    });
    expect(types[2].price).toBe("from £30 vegetarian / from £34 meat or fish");
  });

  it("still offer Custom and Catering with no box type", () => {
    const types = buildOrderTypes([], rule);
    expect(types.map((t) => [t.name, t.price])).toEqual([
      ["Custom", null],
      ["Catering", null],
    ]);
  });
});
