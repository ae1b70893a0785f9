import { describe, expect, it } from "vitest";
import { XERO_COLUMNS, accountsCsv, xeroTaxType } from "./accounts-csv";
import { receiptLinesOf } from "./vat";

describe("Xero's sales invoice CSV", () => {
  it("names Xero's UK tax rates, and 'No VAT' for a seller not registered", () => {
    expect([0, 5, 20].map((rate) => xeroTaxType(rate, true))).toEqual([
      "Zero Rated Income",
      "5% (VAT on Income)",
      "20% (VAT on Income)",
    ]);
    expect(xeroTaxType(20, false)).toBe("No VAT");
  });

  it("quotes a name with a comma, keeps negative quantities numbers (not text) and the buyer's address in its columns", () => {
    const csv = accountsCsv([
      {
        kind: "credit_note",
        number: 7,
        issuedAt: new Date("2026-07-01T23:30:00Z"),
        orderNumber: "TIF-AB12CD34",
        lines: receiptLinesOf(
          {
            lines: [{ description: "Essentials", quantity: 1, totalPence: 3300, vatRatePercent: 0 }],
            totalPence: 3300,
            shippingPence: 0,
          },
          false,
        ),
        creditPence: 3300,
        giftCardPence: 0,
        buyer: { name: "Patel, Asha", email: "asha@example.com", address: ["12 Rye Lane", "London", "SE15 4ST"] },
        registered: false,
      },
    ]);
    const [header, row] = csv.trimEnd().split("\r\n");
    expect(header.split(",")).toEqual([...XERO_COLUMNS]);
    expect(row).toBe(
      [
        '"Patel, Asha"',
        "asha@example.com",
        "12 Rye Lane",
        "",
        "",
        "",
        "London",
        "",
        "SE15 4ST",
        "United Kingdom",
        "CN-000007",
        "Order TIF-AB12CD34; credit note; £33.00 given back as store credit",
        // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
        "02/07/2026",
        "02/07/2026",
        "",
        "",
        "Essentials",
        "-1",
        "33.00",
        "",
        "200",
        "No VAT",
        "0.00",
        "",
        "",
        "",
        "",
        "GBP",
        "",
      ].join(","),
    );
  });
});
