import { describe, expect, it } from "vitest";
import {
  describePrefix,
  FALLBACK_PREFIXES,
  isPostcodeCovered,
  matchingPrefix,
  parsePostcode,
  parsePrefix,
} from "./postcode-match";

describe("parsePostcode", () => {
  it("normalises spaces and case", () => {
    expect(parsePostcode(" se15 1aa ")?.postcode).toBe("SE15 1AA");
    expect(parsePostcode("se151aa")?.postcode).toBe("SE15 1AA");
    expect(parsePostcode("S E 1 5 1 A A")?.postcode).toBe("SE15 1AA");
  });
  it("rejects what is not a UK postcode", () => {
    for (const input of ["", "SE15", "hello", "12345", "SE15 1A", "ZZZZ 9ZZ", "SE15 1AAA"])
      expect(parsePostcode(input)).toBeNull();
  });
  it("reads the parts of a postcode", () => {
    expect(parsePostcode("EC1A 1BB")).toMatchObject({
      outcode: "EC1A",
      area: "EC",
      district: "EC1",
      subDistrict: "EC1A",
      sector: "EC1A 1",
    });
  });
});

describe("parsePrefix", () => {
  it("classifies areas, districts and sectors", () => {
    expect(parsePrefix("se")).toEqual({ prefix: "SE", kind: "area" });
    expect(parsePrefix("SE15")).toEqual({ prefix: "SE15", kind: "district" });
    expect(parsePrefix("SE1")).toEqual({ prefix: "SE1", kind: "district" });
    expect(parsePrefix("EC1A")).toEqual({ prefix: "EC1A", kind: "district" });
    expect(parsePrefix("se15 1")).toEqual({ prefix: "SE15 1", kind: "sector" });
    expect(parsePrefix("SE15  1")).toEqual({ prefix: "SE15 1", kind: "sector" });
    expect(parsePrefix("SE151")).toEqual({ prefix: "SE15 1", kind: "sector" });
  });
  it("reads a short outward code without space as a district", () => {
    expect(parsePrefix("SE11")).toEqual({ prefix: "SE11", kind: "district" });
  });
  it("rejects anything else", () => {
    for (const input of ["", "1", "SEX", "SE15 1A", "SE15 1AA", "S-E"]) expect(parsePrefix(input)).toBeNull();
  });
});

describe("matching on boundaries", () => {
  const covered = (postcode: string, prefixes: string[]) => isPostcodeCovered(postcode, prefixes);
  it("a district prefix never matches a longer district (SE1 vs SE15 1AA)", () => {
    expect(covered("SE15 1AA", ["SE1"])).toBe(false);
    expect(covered("SE1 5AA", ["SE1"])).toBe(true);
    expect(covered("SE1 0AA", ["SE15"])).toBe(false);
    expect(covered("SE15 1AA", ["SE15"])).toBe(true);
    expect(covered("se151aa", ["se15"])).toBe(true);
  });
  it("an area prefix matches every postcode of the area and no other area", () => {
    expect(covered("SE15 1AA", ["SE"])).toBe(true);
    expect(covered("SE1 5AA", ["SE"])).toBe(true);
    expect(covered("SW1A 1AA", ["S"])).toBe(false);
    expect(covered("S1 1AA", ["S"])).toBe(true);
    expect(covered("SW1A 1AA", ["SE"])).toBe(false);
  });
  it("a sector prefix matches only its sector", () => {
    expect(covered("SE15 1AA", ["SE15 1"])).toBe(true);
    expect(covered("SE15 2AA", ["SE15 1"])).toBe(false);
    expect(covered("SE1 1AA", ["SE15 1"])).toBe(false);
  });
  it("a district covers its sub-districts (EC1 covers EC1A), a sub-district only itself", () => {
    expect(covered("EC1A 1BB", ["EC1"])).toBe(true);
    expect(covered("EC1A 1BB", ["EC1A"])).toBe(true);
    expect(covered("EC1V 1BB", ["EC1A"])).toBe(false);
  });
  it("returns the matching prefix in canonical form and ignores invalid prefixes", () => {
    const parsed = parsePostcode("SE16 4AA")!;
    expect(matchingPrefix(parsed, ["nonsense!", "se14", "se16"])).toBe("SE16");
    expect(matchingPrefix(parsed, [])).toBeNull();
  });
  it("invalid postcodes are never covered", () => {
    expect(covered("SE15", ["SE"])).toBe(false);
  });
  it("the fallback list is SE14, SE15, SE16", () => {
    expect([...FALLBACK_PREFIXES]).toEqual(["SE14", "SE15", "SE16"]);
    expect(covered("SE14 6AF", [...FALLBACK_PREFIXES])).toBe(true);
    expect(covered("SE1 6AF", [...FALLBACK_PREFIXES])).toBe(false);
  });
});

describe("describePrefix", () => {
  it("explains what a prefix covers", () => {
    expect(describePrefix("SE")).toBe("Area: every SE postcode.");
    expect(describePrefix("se15")).toMatch(/^District: .*SE15 1AA/);
    expect(describePrefix("SE15 1")).toBe("Sector: postcodes SE15 1xx only.");
    expect(describePrefix("??")).toBe("Not a postcode area, district or sector.");
  });
});
