import { describe, expect, it } from "vitest";
import { csvCell, csvDownload, toCsv } from "./csv";

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("12 Rye Lane, London")).toBe('"12 Rye Lane, London"');
    expect(csvCell('the "blue" door')).toBe('"the ""blue"" door"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
  });

  it("makes cells a spreadsheet would run as a formula into text", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+44 20 7946 0321")).toBe("'+44 20 7946 0321");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@home")).toBe("'@home");
  });

  it("ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, null],
      ]),
    ).toBe("a,b\r\n1,\r\n");
  });

  it("downloads as UTF-8 with a byte order mark, so Excel reads accented and non-Latin text as written", async () => {
    const csv = toCsv([
      ["Name", "Dish"],
      ["অনন্যা শর্মা", "Crème brûlée"],
    ]);
    const response = csvDownload(csv, "round-sheet-2026-12-05.csv");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(csv);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="round-sheet-2026-12-05.csv"');
  });
});
