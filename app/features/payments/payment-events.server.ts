import { and, eq } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import {
  closeUnpaidCheckout,
  markOrderRefunded,
  amountDuePence,
  transitionToPaid,
  type OrderView,
} from "~/features/orders/public.server";
import { closeGiftCardCheckout, markGiftCardPaid } from "~/features/giftcards/public.server";
import { db, inTransaction } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { PaidEvent, PaymentEvent } from "./events";
import { reactionsTo } from "./reactions.server";
import { queueRefundEmail } from "./refund-email.server";

const CLOSED_NOTE = { expired: "Payment session expired", cancelled: "Payment cancelled by the customer" } as const;
const REFUNDED_AT_PROVIDER = { note: "Payment refunded at the payment provider", changedBy: "webhook" };

/**
 * The one reaction path of every provider's events (decision 035): inside the caller's
 * transaction (a webhook's, with its idempotency record; the test page's, with its lock), else in
 * one of its own, the event's rule is applied once: an order paid, refunded or its checkout
 * closed (orders' reactions, with what payments itself records), a subscription started, its
 * renewal paid or it ended (the reactions registered by features above payments). Returns whether
 * the event changed something (false: a duplicate, an unknown order, nothing left to do).
 */
export async function applyPaymentEvent(
  event: PaymentEvent,
  /** The order's view the caller has just read (its lines, for the confirmation email), if it has. */
  { known }: { known?: OrderView } = {},
): Promise<boolean> {
  const apply = () => react(event, known);
  // Inside the caller's transaction it is part of that one, without a savepoint: those callers
  // let a failure end their whole transaction anyway.
  return inTransaction() ? apply() : db.transaction(apply);
}

async function react(event: PaymentEvent, known?: OrderView): Promise<boolean> {
  switch (event.type) {
    case "paid":
      return paid(event, known);
    case "checkoutClosed":
      return closeUnpaidCheckout(event.orderId, event.sessionId, CLOSED_NOTE[event.why], event.source);
    case "refunded": {
      const [payment] = await db
        .update(payments)
        .set({ status: "refunded", updatedAt: new Date() })
        .where(and(eq(payments.providerPaymentId, event.paymentId), eq(payments.status, "paid")))
        .returning({ orderId: payments.orderId });
      if (!payment || !(await markOrderRefunded(payment.orderId, event.by ?? REFUNDED_AT_PROVIDER))) return false;
      await queueRefundEmail(payment.orderId);
      return true;
    }
    case "invoicePaid":
      return someChanged(await reactionsTo("invoicePaid"), (react) => react(event));
    case "subscriptionEnded":
      return someChanged(await reactionsTo("subscriptionEnded"), (react) => react(event));
    case "giftCardPaid":
      return markGiftCardPaid(event);
    case "giftCardClosed":
      return closeGiftCardCheckout(event.sessionId);
  }
}

/**
 * A checkout paid: only for exactly what the order left to pay (its total less its store credit; anything else is logged and left for a
 * person to look at); the order becomes paid once, and with a subscription line the reactions of
 * the features above (the subscription starts) run with it.
 */
async function paid(event: PaidEvent, known?: OrderView): Promise<boolean> {
  if (event.amountPence !== null) {
    const expected = await amountDuePence(event.orderId);
    if (expected === null) return false;
    if (event.amountPence !== expected) {
      logger.error(
        { orderId: event.orderId, expected, got: event.amountPence },
        "paid amount differs from the order total",
      );
      return false;
    }
  }
  // Loaded first: a subscription no feature would start stops the order from being paid.
  const reactions = event.subscriptionId ? await reactionsTo("paid") : [];
  const { provider, sessionId, paymentId, source } = event;
  const order = await transitionToPaid(event.orderId, { provider, sessionId, paymentId, source }, known);
  if (!order) return false;
  for (const react of reactions) await react(event, order);
  return true;
}

/** Runs every reaction (in registration order); true when any changed something. */
async function someChanged<R>(reactions: R[], run: (reaction: R) => Promise<boolean>): Promise<boolean> {
  let changed = false;
  for (const reaction of reactions) changed = (await run(reaction)) || changed;
  return changed;
}
