import {
  changeRuleFor,
  findCustomerOrder,
  queueStatusEmail,
  transitionToCustomerCancelled,
} from "~/features/orders/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { applyPaymentEvent } from "./payment-events.server";
import type { ProviderName } from "./provider.server";
import { findRefundablePayment, refundAtProvider } from "./refund.server";

export type CustomerCancelOutcome =
  { ok: true; amountPence: number } | { ok: false; error: string; notFound?: boolean };

/**
 * A customer cancels their own one-off order before the deadline and gets the full amount back,
 * automatically, through the provider that took it. The provider refunds first (if it refuses,
 * nothing changes); then, in one transaction, the order goes `paid` → `cancelled` ("Cancelled by
 * the customer") → `refunded`, its payment is refunded, and the cancellation and refund emails
 * are queued. Its final status is `refunded`: the money went back, as with a back-office refund,
 * and the history keeps both steps. Its boxes no longer count for the date, so the public caches
 * drop. Stripe's `charge.refunded` webhook for the same refund then finds nothing to do.
 */
export async function cancelOrderForCustomer(
  orderId: string,
  userId: string,
  now: Date = new Date(),
): Promise<CustomerCancelOutcome> {
  const order = await findCustomerOrder(orderId, userId);
  if (!order) return { ok: false, error: "Order not found", notFound: true };
  const rule = await changeRuleFor(order, now);
  if (!rule.ok) return { ok: false, error: rule.message };
  const payment = await findRefundablePayment(orderId);
  if (!payment) return { ok: false, error: "This order has no payment to refund. Please contact us." };
  const refused = await refundAtProvider(payment, orderId);
  if (refused) return { ok: false, error: `${refused}. Your order has not been cancelled; please try again later.` };

  await db.transaction(async () => {
    // An admin may have moved the order on in the moment the provider took: the money is back
    // all the same, so the order is marked refunded from wherever it is.
    if (await transitionToCustomerCancelled(orderId, userId)) await queueStatusEmail(orderId, "cancelled");
    await applyPaymentEvent({
      type: "refunded",
      provider: payment.provider as ProviderName,
      paymentId: payment.paymentId,
      by: { note: "Refunded in full on the customer's cancellation", changedBy: userId },
    });
  });
  invalidatePublicCaches();
  return { ok: true, amountPence: payment.amountPence };
}
