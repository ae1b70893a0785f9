import { eq, sql } from "drizzle-orm";
import { referrals } from "~/db/schema/referrals";
import { requireShopper } from "~/features/accounts/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { requestOrigin } from "~/lib/env.server";
import { formatPence } from "~/lib/money";
import { referralCodeOf } from "./codes.server";
import { welcomeCode } from "./welcome.server";

export interface ReferAFriendView {
  /** The share link, absolute (PUBLIC_URL's origin when set). */
  link: string;
  /** "Give £5 off, get £10 credit". */
  headline: string;
  /** What the friend gets and what the customer gets, in a sentence. */
  terms: string;
  pending: number;
  credited: number;
  earnedPence: number;
}

/**
 * My account's "Refer a friend" (decision 045): the customer's share link (made on first view),
 * the offer both ways and how their referrals stand; null when referrals are off.
 */
export async function loadReferAFriend(request: Request): Promise<ReferAFriendView | null> {
  const settings = await getBusinessSettings();
  if (!settings.referralsEnabled) return null;
  const { user } = await requireShopper(request);
  if (!user) return null;
  const [code, welcome, counts] = await Promise.all([
    referralCodeOf(user.id),
    welcomeCode(settings.referralPromoCode),
    referralCountsOf(user.id),
  ]);
  const credit = formatPence(settings.referralCreditPence);
  const gets = settings.referralCreditPence > 0 ? `get ${credit} credit` : null;
  const headline = [welcome ? `Give ${welcome.offer}` : "Invite a friend", gets].filter(Boolean).join(", ");
  const terms = [
    welcome ? `Your friend gets ${welcome.offer} on their first order.` : null,
    gets ? `You get ${credit} store credit once that order is delivered.` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return { link: `${requestOrigin(request)}/r/${code}`, headline, terms, ...counts };
}

/** How the customer's referrals stand: pending, credited, and the credit they earned. */
async function referralCountsOf(userId: string) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')`.mapWith(Number),
      credited: sql<number>`count(*) filter (where ${referrals.status} = 'credited')`.mapWith(Number),
      earnedPence:
        sql<number>`coalesce(sum(${referrals.creditPence}) filter (where ${referrals.status} = 'credited'), 0)`.mapWith(
          Number,
        ),
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId));
  return { pending: row?.pending ?? 0, credited: row?.credited ?? 0, earnedPence: row?.earnedPence ?? 0 };
}
