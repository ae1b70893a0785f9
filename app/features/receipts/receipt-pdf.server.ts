import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatPence } from "~/lib/money";
import type { PrintedDocument } from "./documents.server";
import { documentNumber, vatSummary } from "./vat";

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Noto Sans (as kitchen paper prints with), read once: £, ×, accents. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff")),
    bold: readFileSync(require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff")),
  };
  return fonts;
}

const MARGIN = 50;
const A4_WIDTH = 595.28;
const RIGHT = A4_WIDTH - MARGIN;
const londonDate = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(d);

/** The document's title: "Receipt R-000123" / "Credit note CN-000012". */
export function documentTitle(doc: Pick<PrintedDocument, "kind" | "number">) {
  return `${doc.kind === "receipt" ? "Receipt" : "Credit note"} ${documentNumber(doc.kind, doc.number)}`;
}

/** The file a document downloads as: receipt-R-000123.pdf, credit-note-CN-000012.pdf. */
export function documentFileName(doc: Pick<PrintedDocument, "kind" | "number">) {
  return `${doc.kind === "receipt" ? "receipt" : "credit-note"}-${documentNumber(doc.kind, doc.number)}.pdf`;
}

/** Columns of the lines table: left edge and width (points), right-aligned for amounts. */
const COLUMNS = [
  { title: "Description", x: MARGIN, w: 215, align: "left" as const },
  { title: "Qty", x: MARGIN + 215, w: 35, align: "right" as const },
  { title: "VAT rate", x: MARGIN + 250, w: 55, align: "right" as const },
  { title: "Net", x: MARGIN + 305, w: 65, align: "right" as const },
  { title: "VAT", x: MARGIN + 370, w: 55, align: "right" as const },
  { title: "Gross", x: MARGIN + 425, w: RIGHT - (MARGIN + 425), align: "right" as const },
];

/** A receipt or credit note on A4 (decision 044): seller, buyer, lines with their VAT, totals, VAT per rate. */
export function receiptPdf(doc: PrintedDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: documentTitle(doc), Author: doc.seller.name },
  });
  const { regular, bold } = fontFiles();
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  const credit = doc.kind === "credit_note";

  // Seller, left; the document's title, date and order, right.
  pdf.font("bold").fontSize(18).text(doc.seller.name, MARGIN, MARGIN, { width: 280 });
  pdf.font("regular").fontSize(9.5);
  for (const line of doc.seller.address) pdf.text(line, { width: 280 });
  pdf.text(doc.seller.vatNumber ? `VAT number: ${doc.seller.vatNumber}` : "Not VAT registered", { width: 280 });
  const sellerBottom = pdf.y;
  pdf
    .font("bold")
    .fontSize(16)
    .text(documentTitle(doc), 330, MARGIN, { width: RIGHT - 330, align: "right" });
  pdf.font("regular").fontSize(9.5);
  pdf.text(`Date: ${londonDate(doc.issuedAt)}`, 330, pdf.y + 4, { width: RIGHT - 330, align: "right" });
  pdf.text(`Order: ${doc.orderNumber}`, { width: RIGHT - 330, align: "right" });
  if (doc.reason) pdf.text(doc.reason, { width: RIGHT - 330, align: "right" });

  // The buyer.
  let y = Math.max(sellerBottom, pdf.y) + 24;
  pdf
    .font("bold")
    .fontSize(10)
    .text(credit ? "Credited to" : "Sold to", MARGIN, y);
  pdf.font("regular").fontSize(9.5);
  for (const line of [doc.buyer.name, doc.buyer.email, ...doc.buyer.address]) if (line) pdf.text(line);

  // The lines.
  y = pdf.y + 22;
  pdf.font("bold").fontSize(9);
  for (const c of COLUMNS) pdf.text(c.title, c.x, y, { width: c.w, align: c.align });
  y = pdf.y + 4;
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.8).stroke();
  y += 6;
  pdf.font("regular").fontSize(9);
  for (const line of doc.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      `${line.vatRatePercent}%`,
      formatPence(line.netPence),
      formatPence(line.vatPence),
      formatPence(line.grossPence),
    ];
    const height = pdf.heightOfString(line.description, { width: COLUMNS[0].w - 6 });
    if (y + height > 760) {
      pdf.addPage();
      y = MARGIN;
    }
    cells.forEach((text, i) =>
      pdf.text(text, COLUMNS[i].x, y, { width: i === 0 ? COLUMNS[i].w - 6 : COLUMNS[i].w, align: COLUMNS[i].align }),
    );
    y += height + 5;
  }
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 10;

  // Totals: the goods before discounts, the discounts, delivery, the total, what credit paid.
  const goods = doc.lines.filter((l) => !l.delivery);
  const listPence = goods.reduce((a, l) => a + (l.listPence ?? l.grossPence), 0);
  const deliveryPence = doc.lines.filter((l) => l.delivery).reduce((a, l) => a + l.grossPence, 0);
  const discountPence = listPence - goods.reduce((a, l) => a + l.grossPence, 0);
  const rows: Array<[string, string, boolean?]> = [
    [credit ? "Items" : "Items before discounts", formatPence(listPence)],
  ];
  if (discountPence > 0) {
    const promo = doc.promoCode && doc.promoDiscountPence > 0 ? doc.promoDiscountPence : 0;
    if (discountPence - promo > 0) rows.push(["Discounts", `−${formatPence(discountPence - promo)}`]);
    if (promo) rows.push([`Code ${doc.promoCode}`, `−${formatPence(promo)}`]);
  }
  rows.push(["Delivery", formatPence(deliveryPence)]);
  rows.push([credit ? "Total credited" : "Total", formatPence(doc.totalPence), true]);
  if (doc.seller.vatNumber) rows.push(["of which VAT", formatPence(doc.vatPence)]);
  if (doc.creditPence > 0)
    rows.push([credit ? "Given back as store credit" : "Paid by store credit", formatPence(doc.creditPence)]);
  if (doc.giftCardPence > 0)
    rows.push([credit ? "Given back to the gift card" : "Paid by gift card", formatPence(doc.giftCardPence)]);
  if (doc.creditPence > 0 || doc.giftCardPence > 0)
    rows.push([
      credit ? "Refunded to the card" : "Paid by card",
      formatPence(doc.totalPence - doc.creditPence - doc.giftCardPence),
    ]);
  for (const [label, amount, strong] of rows) {
    pdf.font(strong ? "bold" : "regular").fontSize(strong ? 11 : 9.5);
    pdf.text(label, 300, y, { width: 160, align: "left" });
    pdf.text(amount, 460, y, { width: RIGHT - 460, align: "right" });
    y = pdf.y + 3;
  }

  // VAT per rate (registered sellers only).
  if (doc.seller.vatNumber) {
    y += 16;
    pdf.font("bold").fontSize(10).text("VAT summary", MARGIN, y);
    y = pdf.y + 4;
    const cols = [MARGIN, MARGIN + 110, MARGIN + 200, MARGIN + 290];
    pdf.font("bold").fontSize(9);
    ["Rate", "Net", "VAT", "Gross"].forEach((t, i) =>
      pdf.text(t, cols[i], y, { width: 85, align: i ? "right" : "left" }),
    );
    y = pdf.y + 3;
    pdf.font("regular");
    for (const r of vatSummary(doc.lines)) {
      const label = r.ratePercent === 0 ? "0% (zero-rated)" : `${r.ratePercent}%`;
      [label, formatPence(r.netPence), formatPence(r.vatPence), formatPence(r.grossPence)].forEach((t, i) =>
        pdf.text(t, cols[i], y, { width: 85, align: i ? "right" : "left" }),
      );
      y = pdf.y + 2;
    }
  }

  pdf
    .font("regular")
    .fontSize(8)
    .fillColor("#555555")
    .text(
      credit
        ? "This credit note cancels the receipt of the order named above. Prices include VAT where shown."
        : "Thank you for your order. Prices include VAT where shown.",
      MARGIN,
      y + 30,
      { width: RIGHT - MARGIN },
    );
  pdf.end();
  return done;
}
