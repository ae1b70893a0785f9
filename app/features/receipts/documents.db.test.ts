import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { orderRow, writeOrder } from "../../../tests/factories/order-rows";
import { ESSENTIALS_ID, createOrderingMenu } from "../../../tests/factories/ordering";
import { XERO_COLUMNS } from "./accounts-csv";
import { accountsCsvResponse } from "./accounts-export.server";
import { orderDocuments, receiptPdfResponse } from "./download.server";

let owner: { id: string; email: string };
let stranger: { id: string };
let order: { id: string; orderNumber: string };

/** What a loader threw as a response (react-router's `data()`), or what it answered. */
async function statusOf(work: Promise<Response>) {
  try {
    return (await work).status;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  await db.update(s.boxTypes).set({ vatRatePercent: 0 }).where(eq(s.boxTypes.id, ESSENTIALS_ID));
  const vat = { vatRegistered: true, vatNumber: "GB123456789", customVatRatePercent: 20 };
  await db
    .insert(s.businessSettings)
    .values({ ...DEFAULT_BUSINESS_SETTINGS, ...vat })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: vat });
  invalidatePublicCaches();
  owner = await createCustomer(db, "Asha Patel");
  stranger = await createCustomer(db, "Someone Else");
  order = await writeOrder(
    db,
    orderRow({
      orderNumber: "TIF-DOC00001",
      firstName: "Asha",
      lastName: "Patel",
      email: owner.email,
      postcode: "SE15 4ST",
      deliveryDate: "2026-11-28",
      userId: owner.id,
      subtotalPence: 4500,
      shippingPence: 500,
      discountPence: 450,
      promoCode: "WELCOME10",
      promoDiscountPence: 450,
      totalPence: 4550,
      creditPence: 1000,
      // Paid at 23:30 on 30 November, London time (GMT in winter).
      paidAt: new Date("2026-11-30T23:30:00Z"),
    }),
    [
      {
        lineType: "box",
        boxTypeId: ESSENTIALS_ID,
        label: "Essentials (Punjabi)",
        quantity: 1,
        unitPricePence: 3300,
        lineTotalPence: 3300,
        items: [{ name: "Dal makhani", quantity: 1 }],
      },
      {
        lineType: "custom",
        label: "Custom: Samosas",
        quantity: 12,
        unitPricePence: 100,
        lineTotalPence: 1200,
        items: [{ name: "Samosa", quantity: 12 }],
      },
    ],
  );
});

describe("an order's receipts: where they are read", () => {
  it("the order page lists its receipt, issued when first asked; its customer downloads the PDF, nobody else", async () => {
    const [receipt] = await orderDocuments(order.id);
    expect(receipt).toMatchObject({ kind: "receipt", number: 1 });
    const params = { orderId: order.id, file: `${receipt.id}.pdf` };

    const own = await receiptPdfResponse(params, { userId: owner.id });
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Content-Disposition")).toBe('attachment; filename="receipt-R-000001.pdf"');
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const text = mupdf.Document.openDocument(Buffer.from(await own.arrayBuffer()), "application/pdf")
      .loadPage(0)
      .toStructuredText("preserve-whitespace")
      .asText();
    for (const expected of ["Receipt R-000001", "TIF-DOC00001", "Code WELCOME10", "Paid by store credit", "£45.50"])
      expect(text).toContain(expected);

    expect(await statusOf(receiptPdfResponse(params, { userId: stranger.id }))).toBe(404);
    expect(await statusOf(receiptPdfResponse(params, null))).toBe(404);
    expect(await statusOf(receiptPdfResponse({ orderId: order.id, file: "not-a-receipt.pdf" }))).toBe(404);
    expect(await statusOf(receiptPdfResponse({ orderId: "nope", file: `${receipt.id}.pdf` }))).toBe(404);
    // The back-office (no customer) gets any order's.
    expect(await statusOf(receiptPdfResponse(params))).toBe(200);
  });
});

describe("the accounts export (Xero's sales invoice CSV)", () => {
  const csvOf = async (query: string) => {
    const response = await accountsCsvResponse(new Request(`http://localhost/admin/dashboard/accounts.csv?${query}`));
    return (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
  };

  it("a receipt's lines and its credit note's, negative, with VAT, on the London day they were issued", async () => {
    await db.update(s.orders).set({ status: "refunded" }).where(eq(s.orders.id, order.id));
    const rows = await csvOf("from=2026-11-01&to=2026-12-31");
    expect(rows[0]).toBe(XERO_COLUMNS.join(","));
    const cells = rows.slice(1).map((r) => r.split(","));
    const receiptRows = cells.filter((c) => c[10] === "R-000001");
    expect(receiptRows.map((c) => [c[16], c[17], c[18], c[20], c[21], c[22]])).toEqual([
      ["Essentials (Punjabi)", "1", "29.70", "200", "Zero Rated Income", "0.00"],
      ["12 × Custom: Samosas", "1", "10.80", "200", "20% (VAT on Income)", "1.80"],
      ["Delivery (goods at 0% VAT)", "1", "3.66", "200", "Zero Rated Income", "0.00"],
      ["Delivery (goods at 20% VAT)", "1", "1.34", "200", "20% (VAT on Income)", "0.22"],
    ]);
    expect(receiptRows[0].slice(0, 2)).toEqual(["Asha Patel", owner.email]);
    expect(receiptRows[0][11]).toBe("Order TIF-DOC00001; £10.00 paid by store credit");
    // A receipt is dated when the order was paid, in London.
    expect(receiptRows[0][12]).toBe("30/11/2026");
    const creditRows = cells.filter((c) => c[10] === "CN-000001");
    expect(creditRows).toHaveLength(4);
    expect(creditRows.map((c) => c[17])).toEqual(["-1", "-1", "-1", "-1"]);
    expect(creditRows[1][18]).toBe("10.80");
    expect(creditRows[0][11]).toBe("Order TIF-DOC00001; credit note");

    expect(await csvOf("from=2026-12-01&to=2026-12-31")).toEqual([XERO_COLUMNS.join(",")]);
  });

  it("refuses a missing, malformed, reversed or longer-than-a-year period with a message (400)", async () => {
    for (const [query, message] of [
      ["", "Give the period's first and last day (YYYY-MM-DD)"],
      ["from=2026-13-01&to=2026-12-31", "Give the period's first and last day as dates (YYYY-MM-DD)"],
      ["from=2026-12-31&to=2026-12-01", "The period's last day comes before its first"],
      ["from=2025-01-01&to=2026-12-31", "Export at most a year at a time"],
    ]) {
      const refused = await accountsCsvResponse(new Request(`http://localhost/a.csv?${query}`)).catch(
        (e: unknown) => e,
      );
      expect(refused).toMatchObject({ init: { status: 400 }, data: message });
    }
  });
});
