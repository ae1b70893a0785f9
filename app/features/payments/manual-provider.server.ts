import { eq } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import { db } from "~/lib/db.server";
import type { PaymentProvider } from "./provider.server";

/** The session id of a manual order's payment (one per order). */
export const manualSessionId = (orderId: string) => `manual_${orderId}`;

/**
 * Money an admin took by hand: cash or a bank transfer for a manual order (decision 025). It
 * records, it never takes or gives money: there is no checkout page, and a refund is recorded
 * while the business returns the money itself.
 */
export const manualProvider: PaymentProvider = {
  name: "manual",
  async createCheckout() {
    throw new Error("A manual payment has no checkout page");
  },
  async verify(sessionId) {
    const [row] = await db
      .select({ status: payments.status, amount: payments.amountPence, paymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    return {
      status: row?.status === "paid" ? "paid" : "unpaid",
      amountPence: row?.amount ?? null,
      mode: "payment",
      paymentId: row?.paymentId ?? null,
      subscriptionId: null,
    };
  },
  async closeCheckout() {
    return true;
  },
  async reopenCheckout() {
    return null;
  },
  async cancelSubscription() {
    // Manual orders are one-off.
  },
  async pauseCollection() {},
  async updateWeeklyAmount() {},
  payRenewalNow() {
    return null;
  },
  async creditNextCharge() {
    throw new Error("A manual payment has no weekly charges to credit");
  },
  async refund() {
    // The business returns the money by hand; the caller records the refund.
  },
};
