import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { payments } from "~/db/schema/payments";
import { PAYMENT_WINDOW_MINUTES } from "~/features/delivery/public";
import { db } from "~/lib/db.server";
import type { PaymentProvider } from "./provider.server";

const PREFIX = "test_cs_";

export function isTestSessionId(sessionId: string): boolean {
  return sessionId.startsWith(PREFIX) && /^[A-Za-z0-9_-]{10,80}$/.test(sessionId);
}

/** Provider ids the test provider hands out for a session (stable, so replays match). */
export function testIdsFor(sessionId: string) {
  const suffix = sessionId.slice(PREFIX.length);
  return { paymentId: `test_pi_${suffix}`, subscriptionId: `test_sub_${suffix}` };
}

const pageOf = (sessionId: string) => `/pay/test/${sessionId}`;

/**
 * The built-in provider used when no Stripe keys are configured: a local payment page
 * (/pay/test/:sessionId) clearly labelled as test mode, with Pay and Cancel. No card is charged.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async createCheckout() {
    const sessionId = `${PREFIX}${randomBytes(18).toString("base64url")}`;
    return { sessionId, url: pageOf(sessionId) };
  },
  async verify(sessionId) {
    const [row] = await db
      .select({ status: payments.status, amount: payments.amountPence, weeklyPence: payments.weeklyAmountPence })
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    const ids = testIdsFor(sessionId);
    // A session opened with a weekly amount is a subscription's (startPayment stores it for those only).
    const isSubscription = Boolean(row?.weeklyPence);
    return {
      status: row?.status === "paid" ? "paid" : row && row.status !== "pending" ? "failed" : "unpaid",
      amountPence: row?.amount ?? null,
      mode: isSubscription ? "subscription" : "payment",
      paymentId: ids.paymentId,
      subscriptionId: isSubscription ? ids.subscriptionId : null,
    };
  },
  async closeCheckout() {
    // The test page takes payment only for a pending session: the caller marks it closed.
    return true;
  },
  async reopenCheckout(sessionId, minutes) {
    const [row] = await db
      .select({ status: payments.status, openedAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    // As at Stripe, the page takes payment for PAYMENT_WINDOW_MINUTES after it was opened.
    const closesAt = row ? row.openedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000 : 0;
    return row?.status === "pending" && closesAt - Date.now() >= minutes * 60_000 ? pageOf(sessionId) : null;
  },
  async cancelSubscription() {
    // Nothing recurs at a test provider: cancelling is recorded by the caller.
  },
  async pauseCollection() {
    // Renewals are paid as they are made (payRenewalNow): a skipped week makes none.
  },
  async updateWeeklyAmount() {
    // Each renewal is paid at the subscription's weekly amount when it is made.
  },
  payRenewalNow(renewalKey) {
    return { sessionId: `${PREFIX}renewal_${renewalKey}`, paymentId: `test_pi_renewal_${renewalKey}` };
  },
  async creditNextCharge() {
    // Never asked: renewals are paid as they are made (payRenewalNow), their credit taken off then.
  },
  async refund() {
    // No money was taken: the refund is recorded by the caller.
  },
};
