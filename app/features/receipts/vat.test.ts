import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentNumber, receiptLinesOf, share, vatOf, vatSummary } from "./vat";

const box = (totalPence: number, vatRatePercent = 0) => ({
  description: "Essentials box (Punjabi)",
  quantity: 1,
  totalPence,
  vatRatePercent,
});

describe("VAT on a receipt", () => {
  it("takes VAT out of a VAT-inclusive price: 1/6 at 20%, 1/21 at 5%, none at 0%", () => {
    expect(vatOf(1200, 20)).toBe(200);
    expect(vatOf(2100, 5)).toBe(100);
    expect(vatOf(3300, 0)).toBe(0);
    expect(vatOf(1, 20)).toBe(0);
  });

  it("shares the discounts over the lines by their prices and splits delivery over the rates by the goods' value", () => {
    // A £33 zero-rated box and a £12 catering tray at 20%, £4.50 off, £5 delivery: £45.50 paid.
    const lines = receiptLinesOf(
      {
        lines: [box(3300, 0), { ...box(1200, 20), description: "Catering: Samosas × 12" }],
        totalPence: 4550,
        shippingPence: 500,
      },
      true,
    );
    expect(lines.map((l) => [l.description, l.grossPence, l.vatRatePercent, l.vatPence])).toEqual([
      ["Essentials box (Punjabi)", 2970, 0, 0],
      ["Catering: Samosas × 12", 1080, 20, 180],
      ["Delivery (goods at 0% VAT)", 366, 0, 0],
      ["Delivery (goods at 20% VAT)", 134, 20, 22],
    ]);
    expect(lines.reduce((a, l) => a + l.grossPence, 0)).toBe(4550);
    expect(vatSummary(lines)).toEqual([
      { ratePercent: 0, netPence: 3336, vatPence: 0, grossPence: 3336 },
      { ratePercent: 20, netPence: 1012, vatPence: 202, grossPence: 1214 },
    ]);
  });

  it("one Delivery line when every line has one rate; every rate 0 when not registered", () => {
    const lines = receiptLinesOf({ lines: [box(3300, 20)], totalPence: 3800, shippingPence: 500 }, false);
    expect(lines.map((l) => [l.description, l.grossPence, l.vatRatePercent, l.vatPence])).toEqual([
      ["Essentials box (Punjabi)", 3300, 0, 0],
      ["Delivery", 500, 0, 0],
    ]);
  });

  it("numbers documents R-000123 and CN-000012", () => {
    expect(documentNumber("receipt", 123)).toBe("R-000123");
    expect(documentNumber("credit_note", 12)).toBe("CN-000012");
  });

  it("shares with the last taking the rounding", () => {
    expect(share(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(share(10, [0, 0])).toEqual([0, 10]);
  });

  it("for any order: the lines add up to what was paid, VAT is never negative and never above the gross", () => {
    const order = fc
      .record({
        lines: fc.array(
          fc.record({
            description: fc.constant("Line"),
            quantity: fc.integer({ min: 1, max: 20 }),
            totalPence: fc.integer({ min: 0, max: 200_000 }),
            vatRatePercent: fc.constantFrom(0, 5, 20),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        shippingPence: fc.integer({ min: 0, max: 1500 }),
        discountPence: fc.integer({ min: 0, max: 50_000 }),
        vatRegistered: fc.boolean(),
      })
      .map((o) => {
        const subtotal = o.lines.reduce((a, l) => a + l.totalPence, 0);
        return { ...o, totalPence: Math.max(0, subtotal - o.discountPence) + o.shippingPence };
      });
    fc.assert(
      fc.property(order, (o) => {
        const lines = receiptLinesOf(o, o.vatRegistered);
        expect(lines.reduce((a, l) => a + l.grossPence, 0)).toBe(o.totalPence);
        for (const l of lines) {
          expect(l.vatPence).toBeGreaterThanOrEqual(0);
          expect(l.grossPence).toBeGreaterThanOrEqual(0);
          expect(l.netPence + l.vatPence).toBe(l.grossPence);
          if (!o.vatRegistered) expect(l.vatRatePercent).toBe(0);
        }
        const delivery = lines.filter((l) => l.delivery).reduce((a, l) => a + l.grossPence, 0);
        expect(delivery).toBe(o.shippingPence);
      }),
      { numRuns: 500 },
    );
  });
});
