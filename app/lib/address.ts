/** One part of an address as stored: an address line, city, region or postcode (may be blank). */
type AddressPart = string | null | undefined;

const key = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The parts of an address worth writing, in order, each once: blank parts are left out, and a part
 * already written is not written again, whether as a part ("London" the city, then "London" the
 * region) or as the end of an address line the customer typed ("12 Rye Lane, London", then the
 * city "London"). Every address the shop shows or sends goes through here.
 */
export function addressParts(...parts: AddressPart[]): string[] {
  const written = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim().replace(/\s+/g, " ");
    if (!text || written.has(key(text))) continue;
    kept.push(text);
    written.add(key(text));
    for (const segment of text.split(",")) written.add(key(segment));
  }
  return kept;
}

/** An address on one line: "12 Rye Lane, London, SE15 4ST". */
export function formatAddress(...parts: AddressPart[]): string {
  return addressParts(...parts).join(", ");
}
