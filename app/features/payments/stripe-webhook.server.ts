import type Stripe from "stripe";
import { z } from "zod";
import { paymentEvents } from "~/db/schema/payments";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { PaymentEvent } from "./events";
import { applyPaymentEvent } from "./payment-events.server";
import { weeklyAmountOfSession } from "./payment-records.server";
import { stripeClient, verificationOf } from "./stripe-provider.server";

/** Stripe's own tolerance for a signature's age, applied to both directions. */
const STRIPE_TOLERANCE_SECONDS = 300;

export type WebhookOutcome = { status: number; body: string };

/**
 * The one timestamp of a Stripe-Signature header ("t=…,v1=…"), or null when the header names none,
 * several, or one that is not a number. Stripe's library signs with the last "t=" it reads; a header
 * with two could show one time to a check and have another one verified, so it is refused.
 */
export function signatureTimestamp(header: string): number | null {
  const stamps = header.split(",").filter((part) => part.split("=")[0].trim().toLowerCase() === "t");
  if (stamps.length !== 1) return null;
  const match = /^t=(\d{1,12})$/.exec(stamps[0]);
  return match ? Number(match[1]) : null;
}

/** Verifies the signature of a Stripe webhook delivery and handles its event once. */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return { status: 404, body: "Stripe is not configured" };
  if (!signature) return { status: 400, body: "Missing Stripe-Signature header" };
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null) {
    logger.warn("rejected a Stripe webhook whose signature header does not name one timestamp");
    return { status: 400, body: "Invalid signature" };
  }
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      STRIPE_TOLERANCE_SECONDS,
    );
  } catch (err) {
    logger.warn({ reason: (err as Error).message.split("\n")[0] }, "rejected a Stripe webhook with a bad signature");
    return { status: 400, body: "Invalid signature" };
  }
  // Stripe's library accepts a signature from the future; a replay signed ahead of time is refused.
  if (signedAt > Date.now() / 1000 + STRIPE_TOLERANCE_SECONDS) {
    logger.warn({ signedAt }, "rejected a Stripe webhook signed in the future");
    return { status: 400, body: "Signature timestamp outside the tolerance" };
  }
  if (event.type === "checkout.session.completed") {
    const orderId = event.data.object.metadata?.orderId ?? event.data.object.client_reference_id;
    if (orderId && !z.uuid().safeParse(orderId).success) return { status: 400, body: "Invalid order id" };
    const giftCardId = event.data.object.metadata?.giftCardId;
    if (giftCardId && !z.uuid().safeParse(giftCardId).success) return { status: 400, body: "Invalid gift card id" };
  }
  const result = await handleStripeEvent(event);
  return { status: 200, body: JSON.stringify({ received: true, result }) };
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = fromParent ?? legacy ?? null;
  return value ? (typeof value === "string" ? value : value.id) : null;
}

/** The payment of a weekly invoice (a refund of the renewal goes through it). */
function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
  const fromPayments = invoice.payments?.data?.[0]?.payment?.payment_intent;
  const value = fromPayments ?? legacy ?? null;
  return value ? (typeof value === "string" ? value : value.id) : null;
}

/** A gift card's Checkout Session completed (decision 046): the card is paid when Stripe says so. */
function giftCardPaidOf(session: Stripe.Checkout.Session): PaymentEvent | null {
  const verified = verificationOf(session);
  if (verified.status !== "paid") return null;
  return {
    type: "giftCardPaid",
    sessionId: session.id,
    paymentId: verified.paymentId,
    amountPence: verified.amountPence,
  };
}

/**
 * What a Stripe event means, as payments' provider-neutral event (decision 035); null for an event
 * nothing reacts to. `weeklyPence` is what the session's payment was opened with.
 */
export function paymentEventOf(event: Stripe.Event, weeklyPence = 0): PaymentEvent | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.metadata?.giftCardId) return giftCardPaidOf(session);
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      const verified = verificationOf(session);
      if (!orderId || verified.status !== "paid") return null;
      return {
        type: "paid",
        provider: "stripe",
        orderId,
        sessionId: session.id,
        paymentId: verified.paymentId,
        amountPence: verified.amountPence,
        subscriptionId: verified.subscriptionId,
        weeklyPence,
        source: "webhook",
      };
    }
    case "checkout.session.expired": {
      // The payment page closed unpaid (the customer left, or the payment window ran out).
      const session = event.data.object;
      if (session.metadata?.giftCardId) return { type: "giftCardClosed", sessionId: session.id };
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      return orderId
        ? { type: "checkoutClosed", orderId, sessionId: session.id, why: "expired", source: "webhook" }
        : null;
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      // The first charge is the checkout itself (checkout.session.completed marks it paid); a
      // weekly invoice pays the renewal made at its weekend's cutoff.
      if (invoice.billing_reason !== "subscription_cycle") return null;
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (!subscriptionId || !invoice.id) return null;
      return {
        type: "invoicePaid",
        provider: "stripe",
        subscriptionId,
        invoiceId: invoice.id,
        paymentId: paymentIntentOfInvoice(invoice),
        amountPence: invoice.amount_paid,
      };
    }
    case "charge.refunded": {
      // A refund made in Stripe's dashboard: a fully refunded payment marks its order refunded.
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      return charge.refunded && paymentIntent
        ? { type: "refunded", provider: "stripe", paymentId: paymentIntent }
        : null;
    }
    case "customer.subscription.deleted":
      return { type: "subscriptionEnded", provider: "stripe", subscriptionId: event.data.object.id };
    default:
      return null;
  }
}

/**
 * Handles one event exactly once: its id is recorded in payment_events in the same transaction
 * as its effects (applyPaymentEvent), so a replay (or a concurrent duplicate delivery) changes
 * nothing. Emails are queued in that transaction too, each at most once.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<"handled" | "duplicate" | "ignored"> {
  // Read before the transaction, so it holds only the event's own reads and writes.
  const session = event.type === "checkout.session.completed" ? event.data.object : null;
  const weeklyPence = session?.mode === "subscription" ? await weeklyAmountOfSession(session.id) : 0;
  const translated = paymentEventOf(event, weeklyPence);

  const result = await db.transaction(async () => {
    const [fresh] = await db
      .insert(paymentEvents)
      .values({ id: event.id, provider: "stripe", type: event.type })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (!fresh) return "duplicate" as const;
    if (!translated) return "ignored" as const;
    return (await applyPaymentEvent(translated)) ? ("handled" as const) : ("ignored" as const);
  });
  // A refund frees the date's boxes.
  if (result === "handled" && translated?.type === "refunded") invalidatePublicCaches();
  return result;
}
