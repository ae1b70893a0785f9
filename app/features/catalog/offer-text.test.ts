import { describe, expect, it } from "vitest";
import { boxPriceText, cateringDiscountLines, cateringNote, customPriceText } from "./offer-text";
import { buildOrderTypes } from "./order-types";

const rule = { cateringTier1MinQty: 10, cateringTier1Percent: 10, cateringTier2MinQty: 20, cateringTier2Percent: 20 };
const essentials = {
  code: "essentials",
  name: "Essentials",
  description: null,
  standardPence: 3300,
  vegetarianPence: 3000,
};
const plus = {
  code: "essentials_plus",
  name: "Essentials Plus",
  description: null,
  standardPence: 3500,
  vegetarianPence: 3200,
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
});

describe("catering discount text from the settings", () => {
  it("lists the tiers lowest first", () => {
    expect(cateringDiscountLines(rule)).toEqual([
      "10% off when your catering order has 10 or more portions",
      "20% off when your catering order has 20 or more portions",
    ]);
    expect(cateringNote(rule)).toBe(
      "Catering can be ordered even if some items are below 10 portions. Custom quotes are available for larger events.",
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

describe("the four order types", () => {
  it("open the order builder tabs essentials, essentialsPlus, custom and custom", () => {
    const types = buildOrderTypes([essentials, plus], rule);
    expect(types.map((t) => [t.name, t.tab])).toEqual([
      ["Essentials", "essentials"],
      ["Essentials Plus", "essentialsPlus"],
      ["Custom", "custom"],
      ["Catering", "custom"],
    ]);
    expect(types.map((t) => t.price)).toEqual([
      "£30 vegetarian / £33 meat or fish",
      "£32 vegetarian / £35 meat or fish",
      "from £30 vegetarian / from £33 meat or fish",
      null,
    ]);
    expect(types[3].points[0]).toBe("10% off when your catering order has 10 or more portions");
  });

  it("shows a new price as soon as the box type changes, and none for a missing box", () => {
    const types = buildOrderTypes([{ ...essentials, standardPence: 3400 }], rule);
    expect(types[0].price).toBe("£30 vegetarian / £34 meat or fish");
    expect(types[1].price).toBeNull();
    expect(types[2].price).toBe("from £30 vegetarian / from £34 meat or fish");
  });
});
