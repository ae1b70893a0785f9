import { eq } from "drizzle-orm";
import { deliveryPostcodes, postcodeWaitlist } from "~/db/schema/delivery";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { FALLBACK_PREFIXES, INVALID_POSTCODE_MESSAGE, matchingPrefix, parsePostcode } from "./postcode-match";

export type PostcodeCheckResult =
  | { status: "invalid"; message: string }
  | { status: "available"; postcode: string; prefix: string }
  | { status: "unavailable"; postcode: string };

/** The active delivery prefixes, kept in memory until the next admin write. */
const readActivePrefixes = cachedPublic(async () => {
  const rows = await db
    .select({ prefix: deliveryPostcodes.prefix })
    .from(deliveryPostcodes)
    .where(eq(deliveryPostcodes.isActive, true));
  return rows.map((r) => r.prefix);
});

/** The active delivery prefixes; the fallback list when they cannot be read. */
export async function activePrefixes(): Promise<string[]> {
  try {
    return await readActivePrefixes();
  } catch (error) {
    logger.error({ err: error }, "could not read delivery postcodes; using the fallback prefixes");
    return [...FALLBACK_PREFIXES];
  }
}

/** Normalises, validates and matches a postcode against the active prefixes. */
export async function checkPostcode(input: string): Promise<PostcodeCheckResult> {
  const parsed = parsePostcode(input);
  if (!parsed) return { status: "invalid", message: INVALID_POSTCODE_MESSAGE };
  const prefix = matchingPrefix(parsed, await activePrefixes());
  return prefix
    ? { status: "available", postcode: parsed.postcode, prefix }
    : { status: "unavailable", postcode: parsed.postcode };
}

/**
 * Stores an email to be told when delivery reaches a postcode. Asking twice for the same email
 * and postcode keeps one entry.
 */
export async function joinWaitlist(
  email: string,
  postcode: string,
): Promise<{ ok: true; alreadyListed: boolean } | { ok: false; message: string }> {
  const parsed = parsePostcode(postcode);
  if (!parsed) return { ok: false, message: INVALID_POSTCODE_MESSAGE };
  const inserted = await db
    .insert(postcodeWaitlist)
    .values({ email: email.trim().toLowerCase(), postcode: parsed.postcode })
    .onConflictDoNothing()
    .returning({ id: postcodeWaitlist.id });
  return { ok: true, alreadyListed: inserted.length === 0 };
}
