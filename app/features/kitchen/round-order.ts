import { parsePostcode } from "~/features/delivery/public";

/**
 * The order a driver takes a round in: deliveries grouped by postcode district (outward code),
 * districts by area letters then district number read as a number (SE4, SE15, SE22; EC1 before
 * EC1A before EC2), within a district by sector (SE15 4, SE15 5) then address, house numbers
 * read as numbers ("3 Bellenden Road" before "12 Rye Lane"). A postcode that is not a valid UK
 * postcode goes in a last group, "Other", so nobody is left off the sheet.
 */

/** The group of stops whose postcode cannot be read. */
export const OTHER_DISTRICT = "Other";

export interface Placed {
  /** The outward code ("SE15"), or OTHER_DISTRICT. */
  district: string;
  /** "SE15 4", or null when the postcode cannot be read. */
  sector: string | null;
  /** The postcode formatted with one space ("SE15 4ST"), or as stored when it cannot be read. */
  postcode: string;
}

interface DistrictKey {
  area: string;
  number: number;
  subDistrict: string;
}

const collator = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });

/** Where a postcode falls on the round. */
export function placePostcode(postcode: string | null): Placed {
  const parsed = postcode ? parsePostcode(postcode) : null;
  if (!parsed) return { district: OTHER_DISTRICT, sector: null, postcode: (postcode ?? "").trim() };
  return { district: parsed.outcode, sector: parsed.sector, postcode: parsed.postcode };
}

function districtKey(outcode: string): DistrictKey | null {
  const match = /^([A-Z]{1,2})(\d+)([A-Z]?)$/.exec(outcode);
  return match ? { area: match[1], number: Number(match[2]), subDistrict: match[3] } : null;
}

/** Sorts outward codes: area letters, then the district number numerically, then a sub-district letter; Other last. */
export function compareDistricts(a: string, b: string): number {
  const ka = districtKey(a);
  const kb = districtKey(b);
  if (!ka || !kb) return Number(!ka) - Number(!kb) || collator.compare(a, b);
  return ka.area.localeCompare(kb.area) || ka.number - kb.number || ka.subDistrict.localeCompare(kb.subDistrict);
}

/** Sorts sectors of one district ("SE15 4" before "SE15 5"); unreadable postcodes by their text. */
function compareSectors(a: Placed, b: Placed): number {
  if (a.sector && b.sector) return collator.compare(a.sector, b.sector);
  return Number(!a.sector) - Number(!b.sector) || collator.compare(a.postcode, b.postcode);
}

export interface RoundStopInput {
  postcode: string | null;
  address: string | null;
  /** The tie-breakers after the address, for a stable order. */
  name: string;
  orderNumber: string;
}

export interface District<T> {
  district: string;
  stops: Array<T & Placed>;
}

/** The deliveries in round order, grouped by district (districts in order, each with its stops in order). */
export function groupRound<T extends RoundStopInput>(stops: readonly T[]): Array<District<T>> {
  const placed = stops.map((stop) => ({ ...stop, ...placePostcode(stop.postcode) }));
  placed.sort(
    (a, b) =>
      compareDistricts(a.district, b.district) ||
      compareSectors(a, b) ||
      collator.compare(a.address ?? "", b.address ?? "") ||
      collator.compare(a.name, b.name) ||
      a.orderNumber.localeCompare(b.orderNumber),
  );
  const districts: Array<District<T>> = [];
  for (const stop of placed) {
    const last = districts.at(-1);
    if (last?.district === stop.district) last.stops.push(stop);
    else districts.push({ district: stop.district, stops: [stop] });
  }
  return districts;
}
