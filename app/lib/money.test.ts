import { describe, expect, it } from "vitest";
import { formatPence, formatPenceShort, parsePounds } from "./money";

describe("money", () => {
  it("formats pence as pounds with two decimals", () => {
    expect(formatPence(3300)).toBe("£33.00");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(-600)).toBe("-£6.00");
  });
  it("drops decimals only for whole pounds in short form", () => {
    expect(formatPenceShort(3000)).toBe("£30");
    expect(formatPenceShort(3050)).toBe("£30.50");
  });
  it("parses typed pound amounts into pence and refuses junk", () => {
    expect(parsePounds("12.5")).toBe(1250);
    expect(parsePounds("£1,234.56")).toBe(123456);
    expect(parsePounds("0.1")).toBe(10);
    expect(parsePounds("1.234")).toBeNull();
    expect(parsePounds("abc")).toBeNull();
    expect(parsePounds("-3")).toBeNull();
  });
});
