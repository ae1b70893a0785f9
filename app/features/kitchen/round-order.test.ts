import { describe, expect, it } from "vitest";
import { OTHER_DISTRICT, compareDistricts, groupRound, placePostcode } from "./round-order";

let serial = 0;
const stop = (postcode: string | null, address: string, name = "Customer") => ({
  postcode,
  address,
  name,
  orderNumber: `TIF-${String(++serial).padStart(4, "0")}`,
});

describe("round order", () => {
  it("sorts districts by area letters, then the district number as a number, then a sub-district letter", () => {
    const districts = ["SE22", "SE15", "E1", "SE4", "EC2", "EC1A", "EC1", "SE1", "N1", "E14", OTHER_DISTRICT];
    expect([...districts].sort(compareDistricts)).toEqual([
      "E1",
      "E14",
      "EC1",
      "EC1A",
      "EC2",
      "N1",
      "SE1",
      "SE4",
      "SE15",
      "SE22",
      OTHER_DISTRICT,
    ]);
  });

  it("reads a postcode however it was typed into its district and sector", () => {
    expect(placePostcode("se154st")).toEqual({ district: "SE15", sector: "SE15 4", postcode: "SE15 4ST" });
    expect(placePostcode(" ec1a 1bb ")).toEqual({ district: "EC1A", sector: "EC1A 1", postcode: "EC1A 1BB" });
    expect(placePostcode("nowhere")).toEqual({ district: OTHER_DISTRICT, sector: null, postcode: "nowhere" });
  });

  it("groups deliveries by district in order, each by sector then address with house numbers read as numbers", () => {
    const round = groupRound([
      stop("SE22 8HH", "5 Lordship Lane"),
      stop("SE15 5AB", "1 Choumert Road"),
      stop("SE15 4ST", "12 Rye Lane"),
      stop("SE4 1AA", "9 Brockley Road"),
      stop("se15 4qq", "3 Bellenden Road"),
      stop("SE15 4ST", "2 Rye Lane"),
      stop("not a postcode", "1 Somewhere"),
    ]);
    expect(round.map((d) => d.district)).toEqual(["SE4", "SE15", "SE22", OTHER_DISTRICT]);
    expect(round[1].stops.map((s) => [s.sector, s.address])).toEqual([
      ["SE15 4", "2 Rye Lane"],
      ["SE15 4", "3 Bellenden Road"],
      ["SE15 4", "12 Rye Lane"],
      ["SE15 5", "1 Choumert Road"],
    ]);
    expect(round[1].stops[1].postcode).toBe("SE15 4QQ");
    expect(round.flatMap((d) => d.stops)).toHaveLength(7);
  });

  it("keeps two orders to the same address in a stable order, by name then order number", () => {
    const round = groupRound([stop("SE15 4ST", "12 Rye Lane", "Zoe"), stop("SE15 4ST", "12 Rye Lane", "Amir")]);
    expect(round[0].stops.map((s) => s.name)).toEqual(["Amir", "Zoe"]);
  });

  it("has no districts without deliveries", () => {
    expect(groupRound([])).toEqual([]);
  });
});
