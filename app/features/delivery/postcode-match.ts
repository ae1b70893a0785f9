import { parse } from "postcode";

/**
 * Postcode areas we deliver to are stored as prefixes. A prefix matches on a postcode boundary,
 * never by naive string start (prefix SE1 must not accept SE15 1AA):
 * - letters only is an AREA ("SE": every SE postcode);
 * - an outward code is a DISTRICT ("SE15": outward code SE15 only; "EC1" also covers its
 *   sub-districts EC1A…EC1Y, which are part of district EC1);
 * - an outward code followed by one digit is a SECTOR ("SE15 1": SE15 1xx only).
 */
export type PrefixKind = "area" | "district" | "sector";

export interface DeliveryPrefix {
  /** Canonical form: "SE", "SE15", "SE15 1". */
  prefix: string;
  kind: PrefixKind;
}

export interface ParsedPostcode {
  /** Formatted with a single space: "SE15 1AA". */
  postcode: string;
  outcode: string;
  area: string;
  district: string;
  subDistrict: string | null;
  sector: string;
}

/** Fallback when the prefix list cannot be read (decisions.md). */
export const FALLBACK_PREFIXES = ["SE14", "SE15", "SE16"] as const;

export const INVALID_POSTCODE_MESSAGE = "Please enter a valid UK postcode, for example SE15 1AA.";

/** Strips spaces, upper-cases and validates a UK postcode; null when it is not one. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const parsed = parse(compact);
  if (!parsed.valid) return null;
  return {
    postcode: parsed.postcode,
    outcode: parsed.outcode,
    area: parsed.area,
    district: parsed.district,
    subDistrict: parsed.subDistrict,
    sector: parsed.sector,
  };
}

const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d)$/;

/**
 * Reads a prefix as typed by an admin ("se15", "SE15 1", "se151") into its canonical form and
 * kind; null when it is not an area, district or sector. Without a space an outward code is read
 * as a district first ("SE11" is district SE11), and only a longer one as a sector ("SE151").
 */
export function parsePrefix(input: string): DeliveryPrefix | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, " ");
  if (AREA.test(text)) return { prefix: text, kind: "area" };
  if (DISTRICT.test(text)) return { prefix: text, kind: "district" };
  const sector = SECTOR.exec(text);
  if (sector) return { prefix: `${sector[1]} ${sector[2]}`, kind: "sector" };
  return null;
}

/** Whether one prefix covers a parsed postcode, on boundaries. */
export function prefixMatches(prefix: DeliveryPrefix, postcode: ParsedPostcode): boolean {
  switch (prefix.kind) {
    case "area":
      return postcode.area === prefix.prefix;
    case "district":
      return postcode.outcode === prefix.prefix || postcode.district === prefix.prefix;
    case "sector":
      return postcode.sector === prefix.prefix;
  }
}

/** The first prefix of the list that covers the postcode (invalid prefixes are ignored), or null. */
export function matchingPrefix(postcode: ParsedPostcode, prefixes: readonly string[]): string | null {
  for (const raw of prefixes) {
    const prefix = parsePrefix(raw);
    if (prefix && prefixMatches(prefix, postcode)) return prefix.prefix;
  }
  return null;
}

/** Convenience for callers with a raw postcode: true when it is valid and covered. */
export function isPostcodeCovered(input: string, prefixes: readonly string[]): boolean {
  const parsed = parsePostcode(input);
  return parsed !== null && matchingPrefix(parsed, prefixes) !== null;
}

/** A sentence for the admin Delivery tab explaining what a prefix covers. */
export function describePrefix(input: string): string {
  const prefix = parsePrefix(input);
  if (!prefix) return "Not a postcode area, district or sector.";
  switch (prefix.kind) {
    case "area":
      return `Area: every ${prefix.prefix} postcode.`;
    case "district":
      return `District: postcodes starting ${prefix.prefix} followed by a space (e.g. ${prefix.prefix} 1AA), not longer districts.`;
    case "sector":
      return `Sector: postcodes ${prefix.prefix}xx only.`;
  }
}
