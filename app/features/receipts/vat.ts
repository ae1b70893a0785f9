import type { ReceiptLine } from "~/db/schema/receipts";

/** The VAT rates Dabba sells at (percent): zero-rated food, reduced, standard. */
export const VAT_RATES = [0, 5, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** One line of an order as sold, before the order's discounts, VAT included (consumer prices). */
export interface SaleLine {
  description: string;
  quantity: number;
  /** The line's price before any discount (pence). */
  totalPence: number;
  /** The rate of this line's supply (box type's rate, or the settings' rate of custom lines). */
  vatRatePercent: number;
}

/** An order's amounts as the receipt needs them. */
export interface SaleOrder {
  lines: SaleLine[];
  /** What the customer paid in all (pence, VAT included, delivery included, discounts taken off). */
  totalPence: number;
  /** The delivery charge inside totalPence. */
  shippingPence: number;
}

/** A receipt line, with the price it had before its share of the order's discounts. */
export interface IssuedLine extends ReceiptLine {
  /** Before discounts (equal to grossPence on a delivery line). */
  listPence: number;
  /** A delivery charge's share at this rate, not goods. */
  delivery?: boolean;
}

/** VAT inside a VAT-inclusive amount: round(gross × rate / (100 + rate)). */
export function vatOf(grossPence: number, ratePercent: number): number {
  if (ratePercent <= 0 || grossPence <= 0) return 0;
  return Math.round((grossPence * ratePercent) / (100 + ratePercent));
}

/**
 * Shares `amount` over `weights` in proportion (floored), the last weight taking what rounding
 * leaves; every share is ≥ 0 when amount ≥ 0. All-zero weights: the last one takes it all.
 */
export function share(amount: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum > 0 ? Math.floor((amount * w) / sum) : 0));
  shares[shares.length - 1] = amount - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

function line(description: string, quantity: number, listPence: number, grossPence: number, rate: number): IssuedLine {
  const vatPence = vatOf(grossPence, rate);
  return {
    description,
    quantity,
    listPence,
    grossPence,
    netPence: grossPence - vatPence,
    vatPence,
    vatRatePercent: rate,
  };
}

/**
 * The lines of an order's receipt (decision 044). The goods carry what the customer paid less the
 * delivery charge, shared over the lines in proportion to their prices (so every discount: the
 * lines', the subscription's, a promo code's, is shared alike; the last line takes the rounding).
 * The delivery charge follows the goods it delivers: split over the rates in proportion to the
 * goods' value at each rate, one "Delivery" line per rate. Not VAT registered: every rate is 0.
 * The lines' gross amounts add up to the order's total exactly.
 */
export function receiptLinesOf(order: SaleOrder, vatRegistered: boolean): IssuedLine[] {
  const total = Math.max(0, order.totalPence);
  const lines = order.lines.map((l) => ({ ...l, vatRatePercent: vatRegistered ? l.vatRatePercent : 0 }));
  if (lines.length === 0) return total > 0 ? [line("Delivery", 1, total, total, 0)] : [];
  const shipping = Math.min(Math.max(0, order.shippingPence), total);
  const goods = share(
    total - shipping,
    lines.map((l) => Math.max(0, l.totalPence)),
  );
  const issued = lines.map((l, i) =>
    line(l.description, l.quantity, Math.max(0, l.totalPence), goods[i], l.vatRatePercent),
  );
  if (shipping > 0) {
    const rates = [...new Set(lines.map((l) => l.vatRatePercent))];
    const atRate = rates.map((rate) =>
      issued.filter((l) => l.vatRatePercent === rate).reduce((a, l) => a + l.grossPence, 0),
    );
    const delivery = share(shipping, atRate);
    rates.forEach((rate, i) => {
      if (delivery[i] > 0) {
        const description = rates.length > 1 ? `Delivery (goods at ${rate}% VAT)` : "Delivery";
        issued.push({ ...line(description, 1, delivery[i], delivery[i], rate), delivery: true });
      }
    });
  }
  return issued;
}

/** VAT per rate: net, VAT and gross of the lines at each rate, in rate order. */
export function vatSummary(lines: ReceiptLine[]) {
  const byRate = new Map<number, { ratePercent: number; netPence: number; vatPence: number; grossPence: number }>();
  for (const l of lines) {
    const row = byRate.get(l.vatRatePercent) ?? {
      ratePercent: l.vatRatePercent,
      netPence: 0,
      vatPence: 0,
      grossPence: 0,
    };
    row.netPence += l.netPence;
    row.vatPence += l.vatPence;
    row.grossPence += l.grossPence;
    byRate.set(l.vatRatePercent, row);
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/** A document's number as printed: R-000123, CN-000012. */
export function documentNumber(kind: "receipt" | "credit_note", number: number): string {
  return `${kind === "receipt" ? "R" : "CN"}-${String(number).padStart(6, "0")}`;
}
