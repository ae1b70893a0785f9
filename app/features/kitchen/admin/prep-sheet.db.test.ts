import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import type { OrderStatus } from "~/features/orders/order-status";
import { orderRow, writeOrder } from "../../../../tests/factories/order-rows";
import { getPrepSheet, prepSheetCsv } from "./prep-sheet.server";

const DATE = "2031-05-17";
let serial = 0;

async function dish(name: string) {
  const [row] = await db.insert(s.menuItems).values({ name, price: 500 }).returning();
  return row;
}

let essentialsType: string;
let plusType: string;
async function boxTypes() {
  if (essentialsType) return;
  const rows = await db
    .insert(s.boxTypes)
    .values([
      {
        code: "essentials",
        name: "Essentials",
        basePrice: 3300,
        vegetarianPrice: 3000,
        kind: "fixed",
        displayOrder: 1,
      },
      { code: "essentials_plus", name: "Essentials Plus", basePrice: 3500, vegetarianPrice: 3200, displayOrder: 2 },
    ])
    .returning();
  [essentialsType, plusType] = rows.map((r) => r.id);
}

type Line = {
  type: "box" | "custom";
  boxTypeId?: string | null;
  label?: string;
  variant?: "standard" | "vegetarian";
  cuisine?: string;
  quantity: number;
  items: Array<{ dish: { id: string; name: string }; quantity: number }>;
};

async function order(status: OrderStatus, lines: Line[], deliveryDate = DATE) {
  serial++;
  return writeOrder(
    db,
    orderRow({
      orderNumber: `TIF-PREP${String(serial).padStart(4, "0")}`,
      status,
      email: `prep${serial}@example.com`,
      firstName: "Prep",
      lastName: `Customer ${serial}`,
      phone: "07700900000",
      address: "1 Test Street",
      postcode: "SE15 1AA",
      deliveryDate,
      subtotalPence: 0,
      totalPence: 0,
      boxes: 0,
      containers: 0,
    }),
    lines.map((line) => ({
      lineType: line.type,
      boxTypeId: line.boxTypeId ?? null,
      variant: line.variant ?? "standard",
      cuisine: line.cuisine ?? null,
      label: line.label ?? line.type,
      quantity: line.quantity,
      unitPricePence: 0,
      lineTotalPence: 0,
      items: line.items.map((i) => ({ menuItemId: i.dish.id, name: i.dish.name, quantity: i.quantity })),
    })),
  );
}

describe("prep sheet", () => {
  it("totals the portions of each dish across paid and later orders only, boxes expanded into their dishes", async () => {
    const [rice, dal, veg, chicken, lamb] = await Promise.all(
      ["Jeera Rice", "Dal Tadka", "Aloo Gobi", "Butter Chicken", "Lamb Rogan Josh"].map(dish),
    );
    await boxTypes();
    const essentials = (quantity: number): Line => ({
      type: "box",
      boxTypeId: essentialsType,
      label: "Essentials (Standard, Punjabi)",
      cuisine: "Punjabi",
      quantity,
      items: [rice, dal, veg, chicken].map((d) => ({ dish: d, quantity: 1 })),
    });

    // Counted: paid 2 Essentials boxes; preparing 1 box + custom (3 lamb, 2 rice); out for delivery 1 box; delivered custom 4 lamb.
    await order("paid", [essentials(2)]);
    await order("preparing", [
      essentials(1),
      {
        type: "custom",
        quantity: 1,
        items: [
          { dish: lamb, quantity: 3 },
          { dish: rice, quantity: 2 },
        ],
      },
    ]);
    await order("out_for_delivery", [essentials(1)]);
    await order("delivered", [{ type: "custom", quantity: 1, items: [{ dish: lamb, quantity: 4 }] }]);
    // Not counted: unpaid, cancelled, refunded, and another date.
    await order("pending_payment", [essentials(5)]);
    await order("cancelled", [essentials(7), { type: "custom", quantity: 1, items: [{ dish: lamb, quantity: 9 }] }]);
    await order("refunded", [essentials(3)]);
    await order("paid", [essentials(6)], "2031-05-18");

    const sheet = await getPrepSheet(DATE);
    const portions = Object.fromEntries(sheet.dishes.map((d) => [d.name, d.portions]));
    expect(portions).toEqual({
      "Jeera Rice": 2 + 1 + 2 + 1,
      "Dal Tadka": 4,
      "Aloo Gobi": 4,
      "Butter Chicken": 4,
      "Lamb Rogan Josh": 3 + 4,
    });
    expect(sheet.totalPortions).toBe(6 + 4 + 4 + 4 + 7);
    expect(sheet.orderCount).toBe(4);
    expect(sheet.boxes).toEqual([
      { lineType: "box", boxType: "Essentials", variant: "standard", cuisine: "Punjabi", quantity: 4 },
      // Custom portions four to a box: 5 portions are 2 boxes, 4 portions 1.
      { lineType: "custom", boxType: "Custom", variant: "standard", cuisine: null, quantity: 3 },
    ]);
    expect(sheet.totalBoxes).toBe(7);

    const csv = prepSheetCsv(sheet);
    expect(csv.split("\r\n")[0]).toBe("Dish,Cuisine,Category,Portions");
    expect(csv).toContain("Lamb Rogan Josh,,,7");
    expect(csv).toContain("Total,,,25");
  });

  it("groups boxes by box type, dish type and cuisine, in the box types' order; a deleted type by its lines' label", async () => {
    await boxTypes();
    const [rice] = await Promise.all(["Pulao"].map(dish));
    const items = [{ dish: rice, quantity: 1 }];
    const plus = (variant: "standard" | "vegetarian", quantity: number): Line => ({
      type: "box",
      boxTypeId: plusType,
      label: `Essentials Plus (${variant})`,
      variant,
      quantity,
      items,
    });
    await order("paid", [plus("vegetarian", 1), plus("standard", 2)], "2031-06-14");
    await order("paid", [plus("standard", 3)], "2031-06-14");
    await order(
      "paid",
      [{ type: "box", boxTypeId: null, label: "Family Feast (Standard, Goan)", cuisine: "Goan", quantity: 1, items }],
      "2031-06-14",
    );
    await order(
      "paid",
      [
        {
          type: "box",
          boxTypeId: essentialsType,
          label: "Essentials (Vegetarian, Goan)",
          variant: "vegetarian",
          cuisine: "Goan",
          quantity: 2,
          items,
        },
      ],
      "2031-06-14",
    );
    const sheet = await getPrepSheet("2031-06-14");
    expect(sheet.boxes.map((b) => [b.quantity, b.boxType, b.variant, b.cuisine])).toEqual([
      [2, "Essentials", "vegetarian", "Goan"],
      [5, "Essentials Plus", "standard", null],
      [1, "Essentials Plus", "vegetarian", null],
      [1, "Family Feast", "standard", "Goan"],
    ]);
  });

  it("multiplies a line's quantity by the dish's portions per unit, and keeps dishes deleted since", async () => {
    const paneer = await dish("Paneer Tikka");
    await order("paid", [{ type: "custom", quantity: 3, items: [{ dish: paneer, quantity: 2 }] }], "2031-06-07");
    await db.delete(s.menuItems);
    const sheet = await getPrepSheet("2031-06-07");
    expect(sheet.dishes).toEqual([expect.objectContaining({ name: "Paneer Tikka", menuItemId: null, portions: 6 })]);
  });

  it("is empty for a date without paid orders", async () => {
    const sheet = await getPrepSheet("2031-07-05");
    expect(sheet).toMatchObject({ orderCount: 0, totalPortions: 0, dishes: [], boxes: [] });
  });

  it("neutralises spreadsheet formulas in the CSV", () => {
    const csv = prepSheetCsv({
      date: DATE,
      orderCount: 1,
      deliveries: 1,
      collections: 0,
      totalPortions: 1,
      totalBoxes: 0,
      boxes: [],
      orders: [],
      dishes: [
        { menuItemId: null, name: "=HYPERLINK(1)", cuisine: "A, B", category: null, portions: 1, forecastPortions: 0 },
      ],
      forecastPortions: 0,
      forecastBoxes: [],
      forecast: [],
    });
    expect(csv).toContain(`'=HYPERLINK(1),"A, B",,1`);
  });
});
