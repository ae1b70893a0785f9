import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { payments } from "~/db/schema/payments";
import { db } from "~/lib/db.server";
import type { PaymentProvider } from "./provider.server";

/**
 * An order with nothing left for a card to pay (decision 043): store credit or a promo code covers
 * its total. It needs no card and no payment page: its "checkout" leads straight to the
 * confirmation page, which finds the session paid (amount 0) like any provider's. Nothing is taken
 * or given back here; the credit it spent is the wallet's.
 */
export const creditProvider: PaymentProvider = {
  name: "credit",
  async createCheckout(order) {
    if (order.totalPence !== 0 || order.weeklyPence > 0) throw new Error("Store credit pays whole one-off orders only");
    const sessionId = `credit_${randomBytes(18).toString("base64url")}`;
    const base = order.returnOrigin ?? "";
    return { sessionId, url: `${base}/order-confirmation?session_id=${sessionId}` };
  },
  async verify(sessionId) {
    const [row] = await db
      .select({ status: payments.status, amount: payments.amountPence })
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    return {
      status: row && (row.status === "pending" || row.status === "paid") ? "paid" : "failed",
      amountPence: row?.amount ?? null,
      mode: "payment",
      paymentId: sessionId,
      subscriptionId: null,
    };
  },
  async closeCheckout() {
    return true;
  },
  async reopenCheckout() {
    return null;
  },
  async cancelSubscription() {},
  async pauseCollection() {},
  async updateWeeklyAmount() {},
  payRenewalNow() {
    return null;
  },
  async creditNextCharge() {
    throw new Error("Store credit pays one-off orders only: it has no weekly charges to credit");
  },
  async refund() {
    // No card was charged: what the order spent goes back to the customer's credit (the caller).
  },
};
