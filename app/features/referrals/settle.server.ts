import { and, eq } from "drizzle-orm";
import { referrals } from "~/db/schema/referrals";
import { accountContactOf } from "~/features/accounts/public.server";
import { renderEmail } from "~/features/messaging/public.server";
import { orderStatusesOf } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { addCredit, creditBalance } from "~/features/wallet/public.server";
import { db, transaction } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";

export const REFERRAL_CREDIT_NOTE = "Your friend's first order was delivered: thank you!";

export interface SettledReferrals {
  credited: number;
  voided: number;
}

/**
 * The `credit-referrals` job (every five minutes, decision 045): each pending referral whose order
 * was delivered (or collected) credits its referrer the settings' amount, with an email; each whose
 * order was cancelled or refunded is void. The pending → credited update is conditional, in the
 * credit's transaction, so two runs (or two instances) never credit twice. Referrals turned off
 * since still settle: they were promised. The amount is the settings' at delivery. The pending
 * referrals' orders are read in one query.
 */
export async function settleReferrals(now = new Date()): Promise<SettledReferrals> {
  const pending = await db
    .select({ id: referrals.id, orderId: referrals.orderId, referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(eq(referrals.status, "pending"));
  const statuses = await orderStatusesOf(pending.map((referral) => referral.orderId));
  const settled: SettledReferrals = { credited: 0, voided: 0 };
  for (const referral of pending) {
    const status = statuses.get(referral.orderId);
    if (status === "delivered" && (await credit(referral, now))) settled.credited++;
    if ((status === "cancelled" || status === "refunded") && (await voidReferral(referral.id))) settled.voided++;
  }
  return settled;
}

async function credit(referral: { id: string; orderId: string; referrerUserId: string }, now: Date) {
  return transaction(async () => {
    const { referralCreditPence: amountPence, businessName } = await getBusinessSettings();
    const [row] = await db
      .update(referrals)
      .set({ status: "credited", creditPence: amountPence, creditedAt: now })
      .where(and(eq(referrals.id, referral.id), eq(referrals.status, "pending")))
      .returning({ id: referrals.id });
    if (!row) return false;
    if (amountPence > 0) {
      await addCredit({
        userId: referral.referrerUserId,
        amountPence,
        reason: "referral",
        note: REFERRAL_CREDIT_NOTE,
        orderId: referral.orderId,
      });
      await queueCreditEmail(referral.referrerUserId, amountPence, businessName);
    }
    return true;
  });
}

async function voidReferral(id: string) {
  const [row] = await db
    .update(referrals)
    .set({ status: "void" })
    .where(and(eq(referrals.id, id), eq(referrals.status, "pending")))
    .returning({ id: referrals.id });
  return Boolean(row);
}

/** Tells the referrer their credit arrived, in the credit's transaction. */
async function queueCreditEmail(userId: string, amountPence: number, businessName: string) {
  const contact = await accountContactOf(userId);
  if (!contact) return;
  const balance = await creditBalance(userId);
  const { html, text } = renderEmail(businessName, {
    heading: `${formatPence(amountPence)} store credit: thank you!`,
    paragraphs: [
      `Hello${contact.firstName ? ` ${contact.firstName}` : ""}, a friend you invited has had their first order from ${businessName} delivered. ${REFERRAL_CREDIT_NOTE}`,
      `We have added ${formatPence(amountPence)} to your store credit. It is paid towards your next orders when you are signed in; My account shows it.`,
    ],
    rows: [
      ["Added to your store credit", formatPence(amountPence)],
      ["Your store credit now", formatPence(balance)],
    ],
  });
  await sendEmail({
    to: contact.email,
    subject: `${formatPence(amountPence)} store credit: your friend's first order was delivered`,
    html,
    text,
    kind: "referral-credit",
  });
}
