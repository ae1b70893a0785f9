import { csvCell } from "~/lib/csv";
import type { IssuedLine } from "./vat";
import { documentNumber } from "./vat";

/**
 * Xero's sales invoice import template (UK), its columns in its order. Amounts are VAT inclusive:
 * choose "Tax inclusive" in Xero's import step (decision 044). An invoice whose lines add up to a
 * negative total is imported as a credit note.
 */
export const XERO_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "Total",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/** Xero's sales account. */
export const SALES_ACCOUNT_CODE = "200";

/** Xero's UK tax rate names for a line: "No VAT" when the seller was not registered. */
export function xeroTaxType(ratePercent: number, registered: boolean): string {
  if (!registered) return "No VAT";
  if (ratePercent === 0) return "Zero Rated Income";
  return `${ratePercent}% (VAT on Income)`;
}

/** A document as the export reads it. */
export interface ExportedDocument {
  kind: "receipt" | "credit_note";
  number: number;
  issuedAt: Date;
  orderNumber: string;
  lines: IssuedLine[];
  creditPence: number;
  giftCardPence: number;
  buyer: { name: string; email: string; address: string[] };
  registered: boolean;
}

/**
 * The buyer's address (lib/address parts: the lines, then the city, then the postcode) in Xero's
 * columns: up to four lines, the city, the postcode.
 */
function addressColumns(parts: string[]) {
  if (parts.length < 2) return { lines: parts, city: "", postcode: "" };
  const postcode = parts[parts.length - 1];
  if (parts.length === 2) return { lines: [parts[0]], city: "", postcode };
  return { lines: parts.slice(0, -2).slice(0, 4), city: parts[parts.length - 2], postcode };
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
const londonDay = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(d);

/**
 * The period's receipts and credit notes as Xero's sales invoice CSV: one row per line, each at
 * quantity 1 (-1 on a credit note) and its whole VAT-inclusive amount, so pence are never lost
 * to a unit price; store credit spent or given back is a payment, not a sale, and is named in the
 * Reference.
 */
export function accountsCsv(documents: ExportedDocument[]): string {
  const rows: string[][] = [XERO_COLUMNS.map((c) => csvCell(c))];
  for (const doc of documents) {
    const credit = doc.kind === "credit_note";
    const sign = credit ? -1 : 1;
    const { lines: addressLines, city, postcode } = addressColumns(doc.buyer.address);
    const reference = [
      `Order ${doc.orderNumber}`,
      credit ? "credit note" : null,
      doc.creditPence > 0
        ? credit
          ? `£${pounds(doc.creditPence)} given back as store credit`
          : `£${pounds(doc.creditPence)} paid by store credit`
        : null,
      doc.giftCardPence > 0
        ? credit
          ? `£${pounds(doc.giftCardPence)} given back to the gift card`
          : `£${pounds(doc.giftCardPence)} paid by gift card`
        : null,
    ]
      .filter(Boolean)
      .join("; ");
    const date = londonDay(doc.issuedAt);
    for (const line of doc.lines) {
      const description = line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description;
      rows.push([
        csvCell(doc.buyer.name || doc.buyer.email),
        csvCell(doc.buyer.email),
        ...[0, 1, 2, 3].map((i) => csvCell(addressLines[i] ?? "")),
        csvCell(city),
        "",
        csvCell(postcode),
        csvCell(doc.buyer.address.length ? "United Kingdom" : ""),
        csvCell(documentNumber(doc.kind, doc.number)),
        csvCell(reference),
        date,
        date,
        "",
        "",
        csvCell(description),
        String(sign),
        pounds(line.grossPence),
        "",
        SALES_ACCOUNT_CODE,
        csvCell(xeroTaxType(line.vatRatePercent, doc.registered)),
        pounds(line.vatPence),
        "",
        "",
        "",
        "",
        "GBP",
        "",
      ]);
    }
  }
  return rows.map((r) => `${r.join(",")}\r\n`).join("");
}
