import * as mupdf from "mupdf";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PrintedDocument } from "./documents.server";
import { receiptPdf } from "./receipt-pdf.server";
import { receiptLinesOf } from "./vat";

const lines = receiptLinesOf(
  {
    lines: [
      { description: "Essentials (Punjabi)", quantity: 1, totalPence: 3300, vatRatePercent: 0 },
      { description: "Essentials Plus, vegetarian (Goan)", quantity: 2, totalPence: 6400, vatRatePercent: 0 },
      { description: "Catering: Samosas × 12", quantity: 12, totalPence: 1200, vatRatePercent: 20 },
    ],
    totalPence: 10400,
    shippingPence: 500,
  },
  true,
);

const receipt: PrintedDocument = {
  id: "00000000-0000-4000-8000-000000000001",
  kind: "receipt",
  number: 123,
  issuedAt: new Date("2026-11-27T13:30:00Z"),
  orderNumber: "TIF-AB12CD34",
  lines,
  totalPence: 10400,
  vatPence: lines.reduce((a, l) => a + l.vatPence, 0),
  creditPence: 1500,
  buyer: { name: "Zoë Ahmed", email: "zoe@example.com", address: ["12 Rye Lane", "London", "SE15 4ST"] },
  seller: { name: "Saffron Dabba", address: ["London", "hello@saffrondabba.co.uk"], vatNumber: "GB123456789" },
  reason: null,
  discountPence: 1000,
  promoCode: "WELCOME10",
  promoDiscountPence: 400,
  giftCardPence: 2500,
};

function render(pdf: Buffer, path: string) {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  const page = document.loadPage(0);
  writeFileSync(path, page.toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
  return { pages: document.countPages(), text: page.toStructuredText("preserve-whitespace").asText() };
}

describe("a receipt's PDF", () => {
  it("prints the number, seller with VAT number, buyer, every line with its VAT, discounts, credit and the totals", async () => {
    const { pages, text } = render(await receiptPdf(receipt), "/tmp/receipt.png");
    console.info("receipt PDF rendered to /tmp/receipt.png");
    expect(pages).toBe(1);
    for (const expected of [
      "Receipt R-000123",
      "Saffron Dabba",
      "VAT number: GB123456789",
      "Order: TIF-AB12CD34",
      "Date: 27 November 2026",
      "Zoë Ahmed",
      "SE15 4ST",
      "Essentials Plus, vegetarian (Goan)",
      "Catering: Samosas × 12",
      "Code WELCOME10",
      "Paid by store credit",
      "£15.00",
      "Paid by gift card",
      "£25.00",
      "Paid by card",
      "£64.00",
      "Total",
      "£104.00",
      "VAT summary",
      "0% (zero-rated)",
    ])
      expect(text).toContain(expected);
    for (const l of lines) expect(text).toContain(l.description);
  });

  it("a credit note of a seller not registered says so, with its reason", async () => {
    const zero = receiptLinesOf(
      {
        lines: [{ description: "Essentials (Punjabi)", quantity: 1, totalPence: 3300, vatRatePercent: 0 }],
        totalPence: 3800,
        shippingPence: 500,
      },
      false,
    );
    const { text } = render(
      await receiptPdf({
        ...receipt,
        kind: "credit_note",
        number: 12,
        lines: zero,
        totalPence: 3800,
        vatPence: 0,
        creditPence: 3800,
        reason: "Refund of order TIF-AB12CD34",
        seller: { ...receipt.seller, vatNumber: null },
        discountPence: 0,
        promoCode: null,
        promoDiscountPence: 0,
      }),
      "/tmp/credit-note.png",
    );
    for (const expected of [
      "Credit note CN-000012",
      "Not VAT registered",
      "Refund of order TIF-AB12CD34",
      "Given back as store credit",
      "£38.00",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("VAT summary");
  });
});
