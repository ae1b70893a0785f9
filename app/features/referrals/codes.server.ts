import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { referralCodes } from "~/db/schema/referrals";
import { db } from "~/lib/db.server";

/** No look-alikes (0/O, 1/I/L, 5/S, 2/Z, 8/B): a code read aloud or copied by hand stays right. */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
const LENGTH = 8;

function newCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as the share link may carry it: the alphabet's letters only, any case. */
export function isCodeShaped(raw: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`, "i").test(raw);
}

/**
 * The customer's share code, made on first use: 8 characters from 25 (about 1.5 × 10^11 codes,
 * crypto random), so a code cannot be guessed from another. A clash with another customer's code
 * draws again; two first uses at once by the same customer agree on the stored one.
 */
export async function referralCodeOf(userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    // Either clash (this customer's row made meanwhile, or the code taken) writes nothing: look again.
    const [made] = await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing().returning();
    if (made) return made.code;
  }
  throw new Error("could not make a referral code");
}

/** The customer whose code this is (any case), or null. */
export async function referrerOfCode(raw: string): Promise<string | null> {
  const code = raw.trim();
  if (!isCodeShaped(code)) return null;
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`);
  return row?.userId ?? null;
}
