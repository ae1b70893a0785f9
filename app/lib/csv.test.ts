import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

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
});
