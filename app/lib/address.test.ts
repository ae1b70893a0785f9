import { describe, expect, it } from "vitest";
import { addressParts, formatAddress } from "./address";

describe("formatAddress", () => {
  it("writes the city once when the region is the same city", () => {
    expect(formatAddress("12 Rye Lane", "London", "London", "SE15 4ST")).toBe("12 Rye Lane, London, SE15 4ST");
    expect(formatAddress("12 Rye Lane", "london ", "LONDON", "SE15 4ST")).toBe("12 Rye Lane, london, SE15 4ST");
  });

  it("keeps a region that differs from the city", () => {
    expect(formatAddress("3 High Street", "Bromley", "London", "BR1 1AA")).toBe(
      "3 High Street, Bromley, London, BR1 1AA",
    );
  });

  it("leaves out a city the customer already typed at the end of the street line", () => {
    expect(formatAddress("12 Rye Lane, Peckham, London", "London", "London", "SE15 4ST")).toBe(
      "12 Rye Lane, Peckham, London, SE15 4ST",
    );
  });

  it("keeps a street named after the city", () => {
    expect(formatAddress("5 London Road", "London", "SE23 3TW")).toBe("5 London Road, London, SE23 3TW");
  });

  it("leaves out blank and missing parts and tidies spaces", () => {
    expect(formatAddress("  12  Rye Lane ", null, "", undefined, "SE15 4ST")).toBe("12 Rye Lane, SE15 4ST");
    expect(formatAddress(null, undefined, " ")).toBe("");
  });

  it("gives the parts for an address written line by line", () => {
    expect(addressParts("Flat 2", "12 Rye Lane", "London", "London", "SE15 4ST")).toEqual([
      "Flat 2",
      "12 Rye Lane",
      "London",
      "SE15 4ST",
    ]);
  });
});
