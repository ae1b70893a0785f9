import { asc, eq } from "drizzle-orm";
import { referralCodes, referrals } from "~/db/schema/referrals";
import { db } from "~/lib/db.server";

/**
 * A customer's part of their data download (decision 038): their share code and the referrals they
 * made (when, how each stands, the credit). The friend's email is the friend's data, not theirs:
 * left out. Erasure needs nothing here: both tables' rows go with the account (cascade).
 */
export async function referralDataOf(userId: string) {
  const [code] = await db
    .select({ code: referralCodes.code, createdAt: referralCodes.createdAt })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  const made = await db
    .select({
      status: referrals.status,
      creditPence: referrals.creditPence,
      creditedAt: referrals.creditedAt,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId))
    .orderBy(asc(referrals.createdAt));
  return { code: code ?? null, referrals: made };
}

/**
 * A friend's erasure (decision 038): the referrals that name their email keep the erasure's
 * pseudonym instead (the referrer's credit stands; nothing links back to the friend). The
 * referrer's own rows go with their account (cascade).
 */
export async function eraseReferralData(email: string, pseudonym: string): Promise<void> {
  await db
    .update(referrals)
    .set({ friendEmail: pseudonym })
    .where(eq(referrals.friendEmail, email.trim().toLowerCase()));
}
