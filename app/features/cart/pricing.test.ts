import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING_SETTINGS } from "~/features/settings/defaults";
import {
  cateringPercent,
  priceLine,
  priceOrder,
  shippingFor,
  toPricingSettings,
  type PricedLineInput,
  type PricingSettings,
} from "./pricing";

// The defaults of decisions.md: £5 up to 4 containers, +50p per extra container, cap £10;
// 10% off custom dishes when the order has 10+ custom portions, 20% at 20+; £6 off an order with
// a weekly subscription.
const S: PricingSettings = DEFAULT_PRICING_SETTINGS;

const box = (
  quantity: number,
  unitPricePence = 3300,
  isSubscription = false,
  containersPerBox = 4,
): PricedLineInput => ({
  type: "box",
  quantity,
  unitPricePence,
  containersPerBox,
  isSubscription,
});
/** The catering discount of an order of these lines. */
const discountOf = (...lines: PricedLineInput[]) => priceOrder(lines, S).cateringDiscountPence;
const custom = (dishes: Array<[number, number]>, isSubscription = false): PricedLineInput => ({
  type: "custom",
  items: dishes.map(([unitPricePence, quantity]) => ({ unitPricePence, quantity })),
  isSubscription,
});

describe("shipping by containers", () => {
  it("is free with no containers", () => {
    expect(shippingFor(0, S)).toBe(0);
    expect(shippingFor(-3, S)).toBe(0);
  });
  it("is the base price from 1 to 4 containers", () => {
    for (const n of [1, 2, 3, 4]) expect(shippingFor(n, S)).toBe(500);
  });
  it("adds 50p per container beyond 4", () => {
    expect(shippingFor(5, S)).toBe(550);
    expect(shippingFor(8, S)).toBe(700);
    expect(shippingFor(13, S)).toBe(950);
  });
  it("is capped at £10 from 14 containers on", () => {
    expect(shippingFor(14, S)).toBe(1000);
    expect(shippingFor(15, S)).toBe(1000);
    expect(shippingFor(20, S)).toBe(1000);
    expect(shippingFor(400, S)).toBe(1000);
  });
  it("follows edited settings", () => {
    const edited = {
      ...S,
      shippingBasePence: 300,
      shippingBaseContainers: 8,
      shippingPerExtraContainerPence: 25,
      shippingCapPence: 400,
    };
    expect(shippingFor(8, edited)).toBe(300);
    expect(shippingFor(9, edited)).toBe(325);
    expect(shippingFor(100, edited)).toBe(400);
  });
});

describe("catering percentage of an order's custom portions", () => {
  it("is 0 below 10 dishes, 10% from 10, 20% from 20", () => {
    expect(cateringPercent(0, S)).toBe(0);
    expect(cateringPercent(9, S)).toBe(0);
    expect(cateringPercent(10, S)).toBe(10);
    expect(cateringPercent(19, S)).toBe(10);
    expect(cateringPercent(20, S)).toBe(20);
    expect(cateringPercent(250, S)).toBe(20);
  });
});

describe("priceLine", () => {
  it("prices a box line as unit price times quantity, 4 containers per box", () => {
    const line = priceLine(box(3, 3000));
    expect(line).toMatchObject({
      quantity: 3,
      unitPricePence: 3000,
      lineTotalPence: 9000,
      discountPence: 0,
      containers: 12,
      boxes: 3,
    });
  });
  it("a box type's dish count sets its containers", () => {
    expect(priceLine(box(2, 6000, false, 8)).containers).toBe(16);
  });
  it("prices a custom line per dish with its quantity; containers are the dish count", () => {
    const line = priceLine(
      custom([
        [450, 2],
        [950, 3],
      ]),
    );
    expect(line).toMatchObject({
      quantity: 1,
      lineTotalPence: 3750,
      unitPricePence: 3750,
      containers: 5,
      boxes: 2,
      discountPence: 0,
    });
  });
  it.each([
    [9, 0],
    [10, 10],
    [19, 10],
    [20, 20],
  ])("an order of %i custom portions gets %i percent off", (dishes, percent) => {
    const p = priceOrder([custom([[500, dishes]])], S);
    expect(p.lines[0].lineTotalPence).toBe(500 * dishes);
    expect(p.lines[0].discountPence).toBe((500 * dishes * percent) / 100);
    expect(p.cateringPercent).toBe(percent);
  });
  it("counts the line's total dish quantity, across dishes, for the catering tier", () => {
    expect(
      discountOf(
        custom([
          [500, 4],
          [600, 3],
          [700, 3],
        ]),
      ),
    ).toBe(Math.round((2000 + 1800 + 2100) / 10));
  });
  it("rounds the discount to whole pence (half up)", () => {
    // 10 × 333p = 3330p; 10% = 333p exactly. 10 × 335p = 3350p → 335p. 11 × 345p = 3795p → 379.5 → 380p.
    expect(discountOf(custom([[333, 10]]))).toBe(333);
    expect(discountOf(custom([[345, 11]]))).toBe(380);
    // 20% of 21 × 333p = 6993p → 1398.6 → 1399p.
    expect(discountOf(custom([[333, 21]]))).toBe(1399);
  });
  it("keeps amounts integers", () => {
    const [line] = priceOrder(
      [
        custom([
          [333, 13],
          [427, 9],
        ]),
      ],
      S,
    ).lines;
    for (const value of [line.lineTotalPence, line.discountPence, line.unitPricePence])
      expect(Number.isInteger(value)).toBe(true);
  });
});

describe("priceOrder", () => {
  it("is all zero for an empty order", () => {
    const p = priceOrder([], S);
    expect(p).toMatchObject({
      subtotalPence: 0,
      shippingPence: 0,
      discountPence: 0,
      subscriptionDiscountPence: 0,
      totalPence: 0,
      containers: 0,
      boxes: 0,
      servings: 0,
      costPerServingPence: 0,
      hasSubscription: false,
    });
  });
  it("one Essentials box: 4 containers, £5 shipping", () => {
    const p = priceOrder([box(1, 3300)], S);
    expect(p).toMatchObject({
      subtotalPence: 3300,
      shippingPence: 500,
      discountPence: 0,
      totalPence: 3800,
      containers: 4,
      boxes: 1,
      servings: 1.5,
    });
    expect(p.costPerServingPence).toBe(Math.round(3800 / 1.5));
  });
  it("two boxes (8 containers): £7 shipping", () => {
    const p = priceOrder([box(1, 3300), box(1, 3200)], S);
    expect(p).toMatchObject({
      subtotalPence: 6500,
      containers: 8,
      shippingPence: 700,
      totalPence: 7200,
      boxes: 2,
      servings: 3,
    });
  });
  it("5 custom containers: £5.50 shipping", () => {
    const p = priceOrder([custom([[500, 5]])], S);
    expect(p).toMatchObject({ subtotalPence: 2500, shippingPence: 550, totalPence: 3050 });
  });
  it("20+ containers: shipping capped at £10", () => {
    const p = priceOrder([box(5, 3000), custom([[500, 3]])], S);
    expect(p.containers).toBe(23);
    expect(p.shippingPence).toBe(1000);
  });
  it("counts catering portions per order: two lines of 9 earn the 10% tier together", () => {
    const p = priceOrder([custom([[500, 9]]), custom([[600, 9]])], S);
    expect(p.cateringPercent).toBe(10);
    expect(p.discountPence).toBe(450 + 540);
    expect(p.lines.map((l) => l.discountPence)).toEqual([450, 540]);
    const q = priceOrder([custom([[500, 10]]), custom([[500, 20]])], S);
    expect(q.cateringPercent).toBe(20);
    expect(q.discountPence).toBe(3000);
    expect(q.totalPence).toBe(15000 + 1000 - 3000);
  });
  it("shares the order's catering discount over its custom lines so they add up", () => {
    // 21 portions: 20% of 7 × (333 + 333 + 334)p = 1400p, shared 466 / 466 / 468.
    const p = priceOrder([custom([[333, 7]]), custom([[333, 7]]), custom([[334, 7]])], S);
    expect(p.cateringDiscountPence).toBe(1400);
    expect(p.lines.map((l) => l.discountPence)).toEqual([466, 466, 468]);
  });
  it("boxes never earn or count towards the catering discount", () => {
    const p = priceOrder([box(5), custom([[500, 6]])], S);
    expect(p.cateringDiscountPence).toBe(0);
    expect(p.lines[0].discountPence).toBe(0);
  });
  it("a collected order pays no shipping", () => {
    const p = priceOrder([box(3)], S, { fulfilment: "collection" });
    expect(p).toMatchObject({ shippingPence: 0, totalPence: 9900 });
  });
  it("takes £6 off an order with a weekly subscription, once", () => {
    const p = priceOrder([box(1, 3300, true), box(2, 3000, true)], S);
    expect(p.hasSubscription).toBe(true);
    expect(p.subscriptionDiscountPence).toBe(600);
    expect(p.discountPence).toBe(600);
    // 12 containers: £5 + 8 × 50p = £9 shipping.
    expect(p.shippingPence).toBe(900);
    expect(p.totalPence).toBe(3300 + 6000 + 900 - 600);
  });
  it("adds the subscription discount to catering discounts", () => {
    const p = priceOrder([box(1, 3300, true), custom([[500, 10]])], S);
    expect(p.discountPence).toBe(500 + 600);
    expect(p.subscriptionDiscountPence).toBe(600);
    // 14 containers: capped shipping.
    expect(p.totalPence).toBe(3300 + 5000 + 1000 - 1100);
  });
  it("never lets the subscription discount take a charge below zero", () => {
    const p = priceOrder([box(1, 0, true)], {
      ...S,
      shippingBasePence: 100,
    });
    expect(p.subscriptionDiscountPence).toBe(100);
    expect(p.totalPence).toBe(0);
  });
  it("rounds cost per serving to pence", () => {
    // 3 boxes at £33 + £9 shipping = £108 / 4.5 servings = £24.00; 1 box £33 + £5 = £38 / 1.5 = 2533.33… → 2533p.
    expect(priceOrder([box(3)], S).costPerServingPence).toBe(2400);
    expect(priceOrder([box(1)], S).costPerServingPence).toBe(2533);
  });
  it("counts a custom line's boxes as its dishes in fours (rounded up) for servings", () => {
    const p = priceOrder([custom([[500, 9]])], S);
    expect(p.boxes).toBe(3);
    expect(p.servings).toBe(4.5);
  });
});

describe("toPricingSettings", () => {
  it("picks the pricing constants out of a settings row", () => {
    const row = { ...S, businessName: "X", cutoffWeekday: 3 };
    expect(toPricingSettings(row)).toEqual(S);
  });
});
