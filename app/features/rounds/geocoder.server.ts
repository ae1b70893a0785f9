import { inArray, sql } from "drizzle-orm";
import { postcodePositions } from "~/db/schema/rounds";
import { parsePostcode } from "~/features/delivery/public";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger, safeError } from "~/lib/logger.server";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface GeocoderPort {
  name: string;
  /** Positions of these postcodes ("SE15 4ST" form); null for a postcode it does not know. Throws when the service cannot be reached or answers an error. */
  lookup(postcodes: string[]): Promise<Map<string, LatLng | null>>;
}

/** postcodes.io refuses a bulk lookup of more than 100 postcodes. */
const BULK_LIMIT = 100;
/** A round is planned while the owner waits: a geocoder that hangs counts as unreachable. */
const TIMEOUT_MS = 5_000;
/** An unknown postcode may be a new one postcodes.io learns at its next monthly update. */
const UNKNOWN_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

const DEFAULT_GEOCODER_URL = "https://api.postcodes.io";

interface BulkAnswer {
  status: number;
  result?: { query: string; result: { postcode: string; latitude: number | null; longitude: number | null } | null }[];
  error?: string;
}

/** postcodes.io's bulk lookup: POST {base}/postcodes with {"postcodes": [...]}, 100 at most per request. */
export function postcodesIo(baseUrl: string = env.GEOCODER_URL ?? DEFAULT_GEOCODER_URL): GeocoderPort {
  const endpoint = `${baseUrl.replace(/\/+$/, "")}/postcodes`;
  return {
    name: "postcodes.io",
    async lookup(postcodes) {
      const positions = new Map<string, LatLng | null>();
      for (let start = 0; start < postcodes.length; start += BULK_LIMIT) {
        const batch = postcodes.slice(start, start + BULK_LIMIT);
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ postcodes: batch }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => null)) as BulkAnswer | null;
        if (!response.ok || !answer || !Array.isArray(answer.result))
          throw new Error(`postcodes.io answered ${response.status}${answer?.error ? `: ${answer.error}` : ""}`);
        for (const [index, postcode] of batch.entries()) {
          // Answers come in the order asked; `query` is echoed as sent.
          const item = answer.result.find((entry) => entry.query === postcode) ?? answer.result[index];
          const found = item?.result;
          positions.set(
            postcode,
            found && typeof found.latitude === "number" && typeof found.longitude === "number"
              ? { lat: found.latitude, lng: found.longitude }
              : null,
          );
        }
      }
      return positions;
    },
  };
}

/** The configured geocoder (GEOCODER_URL, else public postcodes.io). */
export function geocoder(): GeocoderPort {
  return postcodesIo(env.GEOCODER_URL ?? DEFAULT_GEOCODER_URL);
}

export interface Positions {
  /** By the postcode as given (normalised "SE15 4ST"). */
  found: Map<string, LatLng>;
  /** Postcodes without a position: unreadable, unknown to the geocoder, or not looked up because it could not be reached. */
  missing: string[];
  /** True when the geocoder could not be reached this time (the answer is from the cache only). */
  offline: boolean;
}

/**
 * Positions of postcodes: from the postcode_positions cache, the rest looked up once (in one or a
 * few bulk requests) and stored (unknown ones stored as null, asked again after 7 days). Input
 * postcodes in any spacing/case; keys are the normalised form. Never throws for a network failure.
 */
export async function positionsOf(postcodes: string[], port: GeocoderPort = geocoder()): Promise<Positions> {
  const found = new Map<string, LatLng>();
  const missing = new Set<string>();
  const wanted = new Set<string>();
  for (const input of postcodes) {
    const parsed = parsePostcode(input);
    if (parsed) wanted.add(parsed.postcode);
    else missing.add(input.trim());
  }
  if (wanted.size === 0) return { found, missing: [...missing], offline: false };

  const cached = await db
    .select()
    .from(postcodePositions)
    .where(inArray(postcodePositions.postcode, [...wanted]));
  const staleBefore = Date.now() - UNKNOWN_RETRY_MS;
  const toAsk: string[] = [];
  const known = new Map(cached.map((row) => [row.postcode, row]));
  for (const postcode of wanted) {
    const row = known.get(postcode);
    if (row && row.lat !== null && row.lng !== null) found.set(postcode, { lat: row.lat, lng: row.lng });
    else if (row && row.lookedUpAt.getTime() > staleBefore) missing.add(postcode);
    else toAsk.push(postcode);
  }
  if (toAsk.length === 0) return { found, missing: [...missing], offline: false };

  // One bulk request at a time, each stored as it comes: a geocoder failing half-way keeps what it gave.
  for (let start = 0; start < toAsk.length; start += BULK_LIMIT) {
    const batch = toAsk.slice(start, start + BULK_LIMIT);
    let answers: Map<string, LatLng | null>;
    try {
      answers = await port.lookup(batch);
    } catch (error) {
      logger.warn(
        { err: safeError(error), geocoder: port.name, postcodes: toAsk.length - start },
        "geocoder unreachable",
      );
      for (const postcode of toAsk.slice(start)) missing.add(postcode);
      return { found, missing: [...missing], offline: true };
    }
    await store(batch, answers, port.name, found, missing);
  }
  return { found, missing: [...missing], offline: false };
}

async function store(
  postcodes: string[],
  answers: Map<string, LatLng | null>,
  source: string,
  found: Map<string, LatLng>,
  missing: Set<string>,
) {
  const rows = postcodes.map((postcode) => {
    const position = answers.get(postcode) ?? null;
    if (position) found.set(postcode, position);
    else missing.add(postcode);
    return { postcode, lat: position?.lat ?? null, lng: position?.lng ?? null, source };
  });
  await db
    .insert(postcodePositions)
    .values(rows)
    .onConflictDoUpdate({
      target: postcodePositions.postcode,
      set: { lat: sql`excluded.lat`, lng: sql`excluded.lng`, source: sql`excluded.source`, lookedUpAt: sql`now()` },
    });
}
