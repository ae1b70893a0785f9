import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { orderRow, writeOrder } from "../../../tests/factories/order-rows";
import { dashboardCsvResponse, loadDashboardPage } from "./admin/dashboard.server";
import { salesReportCsv, type SalesReport } from "./sales-report";
import { getSalesReport } from "./sales-report.server";

// A Wednesday before the cutoff (Wednesday 23:59): the weekend on sale is 17-18 May 2031; four
// weekends end with it and start on 26 April.
const TODAY = "2031-05-14";
const NOW = new Date("2031-05-14T12:00:00Z");
type OrderStatus = (typeof s.orderStatus.enumValues)[number];
let serial = 0;
const dishes: Record<string, string> = {};

async function dish(name: string) {
  const [row] = await db.insert(s.menuItems).values({ name, price: 500 }).returning();
  dishes[name] = row.id;
}

type Line = { quantity: number; items: Record<string, number> };

async function order(email: string, status: OrderStatus, deliveryDate: string, totalPence: number, lines: Line[]) {
  serial++;
  const boxes = lines.reduce((n, l) => n + l.quantity, 0);
  return writeOrder(
    db,
    orderRow({
      orderNumber: `TIF-DASH${String(serial).padStart(4, "0")}`,
      status,
      email,
      firstName: "Dash",
      lastName: `Customer ${serial}`,
      deliveryDate,
      phone: "07700900000",
      address: "1 Test Street",
      postcode: "SE15 1AA",
      subtotalPence: totalPence,
      totalPence,
      boxes,
      containers: 0,
    }),
    lines.map((line) => ({
      lineType: "box" as const,
      label: "Box",
      quantity: line.quantity,
      unitPricePence: 0,
      lineTotalPence: 0,
      items: Object.entries(line.items).map(([name, quantity]) => ({ menuItemId: dishes[name], name, quantity })),
    })),
  );
}

async function subscription(orderId: string, createdAt: string, cancelledAt?: string) {
  serial++;
  await db.insert(s.subscriptions).values({
    orderId,
    provider: "test",
    providerSubscriptionId: `sub_dash_${serial}`,
    weeklyAmountPence: 4500,
    nextDeliveryDate: "2031-05-24",
    status: cancelledAt ? "cancelled" : "active",
    createdAt: new Date(createdAt),
    cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
  });
}

const fourDishes = { "Dal makhani": 1, "Chicken curry": 1, "Jeera rice": 1, "Garlic naan": 1 };

beforeAll(async () => {
  for (const name of [...Object.keys(fourDishes), "Paneer tikka", "Lamb biryani", "Samosa"]) await dish(name);
  // Before the range: Carol is a returning customer when she orders again.
  await order("carol@example.com", "delivered", "2031-04-19", 3300, [{ quantity: 1, items: fourDishes }]);
  // 26-27 April: Alice (Saturday) and Bob (Sunday, two boxes); unpaid and refunded orders do not count.
  const alice = await order("alice@example.com", "paid", "2031-04-26", 4500, [{ quantity: 1, items: fourDishes }]);
  await order("bob@example.com", "delivered", "2031-04-27", 8000, [{ quantity: 2, items: fourDishes }]);
  await order("dave@example.com", "pending_payment", "2031-04-26", 3000, [
    { quantity: 1, items: { "Dal makhani": 10 } },
  ]);
  await order("ed@example.com", "refunded", "2031-04-26", 5000, [{ quantity: 1, items: { Samosa: 10 } }]);
  // 3-4 May: Alice again (her email in another case) and Carol; a cancelled order does not count.
  await order("Alice@Example.com", "preparing", "2031-05-03", 4500, [{ quantity: 1, items: { "Dal makhani": 3 } }]);
  await order("carol@example.com", "paid", "2031-05-04", 3300, [
    { quantity: 1, items: { "Dal makhani": 1, "Paneer tikka": 1, "Jeera rice": 1, "Garlic naan": 1 } },
  ]);
  await order("frank@example.com", "cancelled", "2031-05-03", 9900, [{ quantity: 3, items: fourDishes }]);
  // 10-11 May: no orders. 17-18 May: Bob returns; Gina is new, and so is Ed (his refunded order never counted).
  await order("bob@example.com", "out_for_delivery", "2031-05-17", 6600, [
    { quantity: 2, items: { "Paneer tikka": 1, "Chicken curry": 1, "Jeera rice": 1, "Lamb biryani": 1 } },
  ]);
  await order("gina@example.com", "paid", "2031-05-18", 3500, [{ quantity: 1, items: { "Lamb biryani": 2 } }]);
  await order("ed@example.com", "paid", "2031-05-17", 4000, [{ quantity: 1, items: { "Lamb biryani": 2, Samosa: 4 } }]);
  // After the range.
  await order("gina@example.com", "paid", "2031-05-24", 3500, [{ quantity: 1, items: { Samosa: 9 } }]);

  // Active throughout; active from 3 May and cancelled on Monday 12 May (after the 10-11 May weekend);
  // started at 00:30 on Monday 12 May in London (still the 11th in UTC): active from 17 May only.
  await subscription(alice.id, "2031-04-20T10:00:00Z");
  await subscription(alice.id, "2031-05-01T10:00:00Z", "2031-05-12T09:00:00Z");
  await subscription(alice.id, "2031-05-11T23:30:00Z");
});

describe("the sales dashboard", () => {
  it("counts paid orders per delivery weekend, customers new and returning, and active subscriptions", async () => {
    const report = await getSalesReport(4, TODAY);
    expect(report.weekends).toEqual([
      {
        saturday: "2031-04-26",
        revenuePence: 12500,
        orders: 2,
        boxes: 3,
        newCustomers: 2,
        returningCustomers: 0,
        activeSubscriptions: 1,
        topDish: { name: "Chicken curry", portions: 3 },
      },
      {
        saturday: "2031-05-03",
        revenuePence: 7800,
        orders: 2,
        boxes: 2,
        newCustomers: 0,
        returningCustomers: 2,
        activeSubscriptions: 2,
        topDish: { name: "Dal makhani", portions: 4 },
      },
      {
        saturday: "2031-05-10",
        revenuePence: 0,
        orders: 0,
        boxes: 0,
        newCustomers: 0,
        returningCustomers: 0,
        activeSubscriptions: 2,
        topDish: null,
      },
      {
        saturday: "2031-05-17",
        revenuePence: 14100,
        orders: 3,
        boxes: 4,
        newCustomers: 2,
        returningCustomers: 1,
        activeSubscriptions: 2,
        topDish: { name: "Lamb biryani", portions: 6 },
      },
    ]);
    expect(report.totals).toEqual({ revenuePence: 34400, orders: 7, boxes: 9, newCustomers: 4 });
    // Ties in portions go alphabetically.
    expect(report.topDishes).toEqual([
      { name: "Dal makhani", portions: 7 },
      { name: "Jeera rice", portions: 6 },
      { name: "Lamb biryani", portions: 6 },
      { name: "Chicken curry", portions: 5 },
      { name: "Garlic naan", portions: 4 },
    ]);
  });

  it("shows the last 12 weekends by default and falls back to 12 for a range it does not offer", async () => {
    for (const query of ["", "?weekends=7", "?weekends=abc"]) {
      const page = await loadDashboardPage(new Request(`http://shop.test/admin/dashboard${query}`), NOW);
      expect(page.weekends).toBe(12);
      expect(page.report.weekends).toHaveLength(12);
      expect(page.report.weekends[0].saturday).toBe("2031-03-01");
      expect(page.report.weekends.at(-1)!.saturday).toBe("2031-05-17");
    }
    // Carol's order of 19 April is in the 12 weekends: she is new then, so five new customers.
    const page = await loadDashboardPage(new Request("http://shop.test/admin/dashboard?weekends=12"), NOW);
    expect(page.report.totals).toEqual({ revenuePence: 37700, orders: 8, boxes: 10, newCustomers: 5 });
  });

  it("moves on to the weekend on sale once the current one's cutoff has passed", async () => {
    const thursday = new Date("2031-05-15T09:00:00Z");
    const page = await loadDashboardPage(new Request("http://shop.test/admin/dashboard?weekends=4"), thursday);
    expect(page.report.weekends.map((w) => w.saturday)).toEqual([
      "2031-05-03",
      "2031-05-10",
      "2031-05-17",
      "2031-05-24",
    ]);
    expect(page.report.weekends.at(-1)).toMatchObject({ revenuePence: 3500, orders: 1, returningCustomers: 1 });
  });

  it("downloads one CSV row per weekend", async () => {
    const response = await dashboardCsvResponse(new Request("http://shop.test/admin/dashboard.csv?weekends=4"), NOW);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sales-4-weekends-to-2031-05-17.csv"',
    );
    expect(await response.text()).toBe(
      [
        "Weekend,Revenue (£),Orders,Boxes,New customers,Returning customers,Active subscriptions,Top dish,Top dish portions",
        "2031-04-26,125.00,2,3,2,0,1,Chicken curry,3",
        "2031-05-03,78.00,2,2,0,2,2,Dal makhani,4",
        "2031-05-10,0.00,0,0,0,0,2,,",
        "2031-05-17,141.00,3,4,2,1,2,Lamb biryani,6",
        "",
      ].join("\r\n"),
    );
  });

  it("writes a dish name that looks like a formula as text, quoted when it holds a comma", () => {
    const report: SalesReport = {
      weekends: [
        {
          saturday: "2031-05-17",
          revenuePence: 1050,
          orders: 1,
          boxes: 1,
          newCustomers: 1,
          returningCustomers: 0,
          activeSubscriptions: 0,
          topDish: { name: '=HYPERLINK("x", "y")', portions: 2 },
        },
      ],
      totals: { revenuePence: 1050, orders: 1, boxes: 1, newCustomers: 1 },
      topDishes: [],
    };
    expect(salesReportCsv(report).split("\r\n")[1]).toBe(`2031-05-17,10.50,1,1,1,0,0,"'=HYPERLINK(""x"", ""y"")",2`);
  });
});
