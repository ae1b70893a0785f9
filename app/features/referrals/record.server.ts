import { and, eq } from "drizzle-orm";
import { referrals } from "~/db/schema/referrals";
import { getOrderView, hasOrderedBefore } from "~/features/orders/public.server";
import { db } from "~/lib/db.server";
import { inviteOf } from "./welcome.server";

export interface ReferredOrder {
  /** The code the share link left in the friend's browser (unchecked), or null. */
  code: string | null;
  orderId: string;
  email: string;
  userId: string | null;
}

export type ReferralOutcome = "recorded" | "no-invite" | "self" | "ordered-before" | "already-referred";

/**
 * A friend's order through a share link, recorded as a pending referral in the order's
 * transaction (decision 045) when referrals are on, the code is a customer's, the friend is not
 * that customer (their account or their email, whatever its case) and has no paid order before
 * this one. Whatever code the order carries does not matter: the link is what counts. A friend is
 * referred once: the unique email among live referrals refuses a second; a referral whose order
 * was never paid (cancelled unpaid, or still awaiting payment) gives way to this newer checkout.
 */
export async function recordReferral(input: ReferredOrder): Promise<ReferralOutcome> {
  const invite = await inviteOf(input.code);
  if (!invite) return "no-invite";
  const friendEmail = input.email.trim().toLowerCase();
  if (input.userId === invite.referrerUserId || friendEmail === invite.referrerEmail.trim().toLowerCase())
    return "self";
  if (await hasOrderedBefore(friendEmail, input.userId)) return "ordered-before";
  await voidUnpaidReferralsOf(friendEmail, input.orderId);
  const [row] = await db
    .insert(referrals)
    .values({ referrerUserId: invite.referrerUserId, orderId: input.orderId, friendEmail })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return row ? "recorded" : "already-referred";
}

/** The friend's pending referral on an order that was never paid makes way for their new checkout. */
async function voidUnpaidReferralsOf(friendEmail: string, newOrderId: string) {
  const pending = await db
    .select({ id: referrals.id, orderId: referrals.orderId })
    .from(referrals)
    .where(and(eq(referrals.friendEmail, friendEmail), eq(referrals.status, "pending")));
  for (const referral of pending) {
    if (referral.orderId === newOrderId) continue;
    const order = await getOrderView(referral.orderId);
    if (order && !order.paidAt)
      await db
        .update(referrals)
        .set({ status: "void" })
        .where(and(eq(referrals.id, referral.id), eq(referrals.status, "pending")));
  }
}
