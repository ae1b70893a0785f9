/**
 * One weekend, every screen that counts its boxes: the builder's quote, the stored order, the
 * round sheet, the packing labels PDF (its rendered text), the prep sheet, the dashboard and the
 * upcoming delivery dates all count the same boxes, and only the orders the kitchen makes (a
 * refunded order and an unpaid payment-link order are left out).
 */
import * as mupdf from "mupdf";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import type { Cart } from "~/features/cart/cart";
import type { CustomerDetails } from "~/features/orders/checkout-schema";
import { getPrepSheet } from "~/features/kitchen/admin/prep-sheet.server";
import { createManualOrder } from "~/features/orders/manual-orders.server";
import { quoteCart } from "~/features/cart/quote.server";
import { upcomingDeliveryDates } from "~/features/orders/public.server";
import { getSalesReport } from "~/features/reports/sales-report.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, customLine, essentialsLine, plusLine } from "../../../tests/factories/checkout";
import { guestOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { labelsPdfResponse } from "./admin/labels.server";
import { getRoundSheet } from "./round-sheet.server";

// Thursday 19 Nov 2026: the weekend of 28-29 November is on sale.
const now = new Date("2026-11-19T10:00:00Z");
const SATURDAY = "2026-11-28";
let cart: Cart;
let zara: string;
let cara: string;

async function placePaid(order: Cart, customer: Partial<CustomerDetails>, status: "paid" | "refunded" = "paid") {
  const placed = await guestOrderOf(order, customer, now);
  await db.update(s.orders).set({ status, paidAt: now }).where(eq(s.orders.id, placed.id));
  return placed;
}

beforeAll(async () => {
  const ids = await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
  const [point] = await db
    .insert(s.collectionPoints)
    .values({ name: "Dabba Kitchen", address: "12 Consort Road", postcode: "SE15 2PH", saturdayHours: "11:00 - 14:00" })
    .returning();
  invalidatePublicCaches();

  // Essentials + Essentials Plus + 10 custom portions: 1 + 1 + 3 boxes (4, 4 and 2 portions).
  const plus = ["Goan Pulao", "Goan Rajma", "Goan Saag", "Goan Lamb"].map((name) => ids[name]);
  const custom = customLine([
    [ids["Punjabi Dal"], 6],
    [ids["Goan Lamb"], 4],
  ]);
  cart = cartOf(SATURDAY, essentialsLine(), plusLine(plus), custom);
  zara = (await placePaid(cart, { firstName: "Zara", lastName: "Ahmed" })).orderNumber;
  const collection: Cart = { ...cartOf(SATURDAY, essentialsLine()), fulfilment: "collection" };
  cara = (await placePaid(collection, { firstName: "Cara", lastName: "Cole", collectionPointId: point.id }))
    .orderNumber;

  // Not made by the kitchen: a refunded order and a phone order whose payment link is unpaid.
  await placePaid(
    cartOf(SATURDAY, essentialsLine({ quantity: 2 })),
    { firstName: "Rhea", lastName: "Refunded" },
    "refunded",
  );
  const link = await createManualOrder({
    cart: cartOf(SATURDAY, essentialsLine({ quantity: 3 })),
    customer: customerDetails({ firstName: "Uma", lastName: "Unpaid" }),
    payment: "link",
    linkProvider: "test",
    admin: { id: "admin-counts", email: "owner@example.com" },
    now,
  });
  if (!link.ok) throw new Error(`${link.title}: ${link.message}`);
  expect(link.order.status).toBe("pending_payment");
});

/** The labels PDF of the date, as its pages' text (a label's wrapped lines joined by spaces). */
async function labelsPdfText(): Promise<string> {
  const response = await labelsPdfResponse(new Request(`http://shop.test/admin/orders/labels.pdf?date=${SATURDAY}`));
  expect(response.status).toBe(200);
  const doc = mupdf.Document.openDocument(new Uint8Array(await response.arrayBuffer()), "application/pdf");
  return Array.from({ length: doc.countPages() }, (_, i) =>
    doc.loadPage(i).toStructuredText("preserve-whitespace").asText(),
  )
    .join("\n")
    .replace(/\s+/g, " ");
}

describe("a weekend's box counts", () => {
  it("are the builder's: Essentials + Essentials Plus + 10 custom portions make 5 boxes, stored with the order", async () => {
    const quote = await quoteCart(cart, { now });
    expect(quote.ok && quote.pricing.boxes).toBe(5);
    const [order] = await db.select().from(s.orders).where(eq(s.orders.orderNumber, zara));
    expect(order.boxes).toBe(5);
  });

  it("agree across the round sheet, the labels PDF, the prep sheet and the dashboard", async () => {
    const round = await getRoundSheet(SATURDAY);
    const stops = round.districts.flatMap((d) => d.stops);
    expect(stops.map((stop) => [stop.name, stop.boxes])).toEqual([["Zara Ahmed", 5]]);
    expect(stops[0].contents).toEqual([
      "1 × Essentials (Standard, Punjabi)",
      "1 × Essentials Plus (Standard)",
      "Custom Order: 10 portions in 3 boxes",
    ]);
    expect(round.collectionPoints.flatMap((p) => p.collections.map((c) => [c.name, c.boxes]))).toEqual([
      ["Cara Cole", 1],
    ]);
    expect(round.totals).toMatchObject({ deliveryBoxes: 5, collectionBoxes: 1 });

    const text = await labelsPdfText();
    const boxLines = [...text.matchAll(/Box (\d+) of (\d+)/g)].map((m) => m[0]);
    expect(boxLines).toEqual(["Box 1 of 5", "Box 2 of 5", "Box 3 of 5", "Box 4 of 5", "Box 5 of 5", "Box 1 of 1"]);
    expect(text).toContain(`${zara} · Custom Order`);
    expect(text).toContain(`${cara} · Essentials (Standard, Punjabi)`);

    const prep = await getPrepSheet(SATURDAY);
    expect(prep).toMatchObject({ orderCount: 2, deliveries: 1, collections: 1, totalBoxes: 6 });
    expect(prep.boxes.map((b) => [b.boxType, b.quantity])).toEqual([
      ["Essentials", 2],
      ["Essentials Plus", 1],
      ["Custom", 3],
    ]);
    expect(prep.orders.find((o) => o.orderNumber === zara)?.lines).toEqual(stops[0].contents);

    const report = await getSalesReport(1, SATURDAY);
    expect(report.weekends[0]).toMatchObject({ saturday: SATURDAY, orders: 2, boxes: 6 });
  });

  it("pack a custom line's portions four to a box, each label listing what is in its box", async () => {
    const text = await labelsPdfText();
    expect(text).toContain("4 × Punjabi Dal");
    expect(text).toContain("2 × Punjabi Dal, 2 × Goan Lamb");
    expect(text.match(/2 × Goan Lamb/g)).toHaveLength(2);
  });

  it("leave out the refunded order and the unpaid payment-link order everywhere", async () => {
    const round = await getRoundSheet(SATURDAY);
    const prep = await getPrepSheet(SATURDAY);
    const names = [
      ...round.districts.flatMap((d) => d.stops.map((stop) => stop.name)),
      ...round.collectionPoints.flatMap((p) => p.collections.map((c) => c.name)),
      ...prep.orders.map((o) => o.customer),
    ];
    const text = await labelsPdfText();
    for (const name of ["Rhea Refunded", "Uma Unpaid"]) {
      expect(names).not.toContain(name);
      expect(text).not.toContain(name);
    }
    // "Upcoming deliveries" (the Orders tab, the prep and round sheets' date chips): 2 orders.
    expect(await upcomingDeliveryDates("2026-11-19")).toEqual([{ date: SATURDAY, orders: 2 }]);
  });
});
