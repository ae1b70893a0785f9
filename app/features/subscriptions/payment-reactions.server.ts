import type { PaymentReactions } from "~/features/payments/public.server";
import { logger } from "~/lib/logger.server";
import { markSubscriptionCancelled, payRenewalFromInvoice, startSubscription } from "./charging.server";

/**
 * What a subscription does on payments' events (decision 035), whichever provider raised them:
 * registered with payments by the composition point (server/payment-reactions.ts), as payments
 * sits below subscriptions and cannot import them.
 */
export const subscriptionPaymentReactions: PaymentReactions = {
  // A checkout with subscription lines paid: the subscription starts at the weekly amount quoted.
  async paid(event, order) {
    if (!event.subscriptionId) return;
    await startSubscription(order, {
      name: event.provider,
      subscriptionId: event.subscriptionId,
      weeklyPence: event.weeklyPence,
    });
  },
  async invoicePaid(event) {
    const paid = await payRenewalFromInvoice({
      providerSubscriptionId: event.subscriptionId,
      invoiceId: event.invoiceId,
      paymentId: event.paymentId,
      amountPence: event.amountPence,
    });
    const logged = {
      invoiceId: event.invoiceId,
      subscriptionId: event.subscriptionId,
      amountPaidPence: event.amountPence,
    };
    if (paid === "no-renewal") logger.warn(logged, "weekly invoice paid with no renewal waiting for it");
    else logger.info({ ...logged, outcome: paid }, "weekly invoice");
    return paid === "paid" || paid === "no-renewal";
  },
  subscriptionEnded: (event) => markSubscriptionCancelled(event.subscriptionId),
};
