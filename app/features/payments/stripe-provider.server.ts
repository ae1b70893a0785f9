import Stripe from "stripe";
import { PAYMENT_WINDOW_MINUTES } from "~/features/delivery/public";
import { env, publicUrl } from "~/lib/env.server";
import type { CheckoutOrder, PaymentProvider, VerifiedPayment } from "./provider.server";

let client: Stripe | undefined;

/**
 * The Stripe SDK client. STRIPE_API_BASE points it at another host (tests run a local
 * Stripe-shaped server); retries are off so a failure surfaces at once.
 */
export function stripeClient(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  if (client) return client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
  return client;
}

/** Drops the cached client (tests change the environment between files). */
export function resetStripeClient(): void {
  client = undefined;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * Checkout Session parameters for exactly the server-computed amount in GBP. With a
 * subscription line the session is a subscription: the first order is paid today in full as a
 * one-time item, and the weekly recurring price starts after a trial ending at the first
 * renewal's cutoff, so every weekly invoice falls on a cutoff, when its renewal order is made.
 */
export function checkoutSessionParams(order: CheckoutOrder): Stripe.Checkout.SessionCreateParams {
  const base = order.returnOrigin ?? publicUrl();
  if (order.purpose === "gift-card") return giftCardSessionParams(order, base);
  const metadata = { orderId: order.id, orderNumber: order.orderNumber };
  const common = {
    customer_email: order.email,
    client_reference_id: order.id,
    metadata,
    success_url: `${base}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
    // Stripe's back link: the checkout page closes this session and cancels the unpaid order.
    cancel_url: `${base}/checkout?payment=cancelled&order=${order.id}`,
    // Payable only while the order, written a moment ago, holds its boxes (PENDING_HOLD_MINUTES
    // is longer); checkout.session.expired then cancels the order.
    expires_at: Math.floor(Date.now() / 1000) + PAYMENT_WINDOW_MINUTES * 60,
  };
  const product = (name: string) => ({ name, description: order.description.slice(0, 500) || undefined });
  if (order.weeklyPence > 0) {
    if (!order.firstWeeklyChargeAt) throw new Error("A subscription checkout needs its first weekly charge's date");
    return {
      ...common,
      mode: "subscription",
      subscription_data: { metadata, trial_end: Math.floor(order.firstWeeklyChargeAt.getTime() / 1000) },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "gbp",
            unit_amount: order.weeklyPence,
            recurring: { interval: "week" },
            product_data: product(`Weekly subscription (${order.orderNumber})`),
          },
        },
        {
          quantity: 1,
          price_data: {
            currency: "gbp",
            unit_amount: order.totalPence,
            product_data: product(`Order ${order.orderNumber}`),
          },
        },
      ],
    };
  }
  return {
    ...common,
    mode: "payment",
    payment_intent_data: { metadata },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: order.totalPence,
          product_data: product(`Order ${order.orderNumber}`),
        },
      },
    ],
  };
}

/**
 * A gift card's Checkout Session (decision 046): a one-off payment of the card's amount, named by
 * `giftCardId` metadata (no order); paid, it returns to the thank-you page; Stripe's back link
 * leads to the gift card page, which closes the session and cancels the card waiting for it.
 */
function giftCardSessionParams(card: CheckoutOrder, base: string): Stripe.Checkout.SessionCreateParams {
  const metadata = { giftCardId: card.id };
  return {
    mode: "payment",
    customer_email: card.email,
    metadata,
    payment_intent_data: { metadata },
    success_url: `${base}/gift-cards/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}/gift-cards?payment=cancelled&card=${card.id}`,
    expires_at: Math.floor(Date.now() / 1000) + PAYMENT_WINDOW_MINUTES * 60,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: card.totalPence,
          product_data: { name: card.orderNumber, description: card.description.slice(0, 500) || undefined },
        },
      },
    ],
  };
}

export function verificationOf(session: Stripe.Checkout.Session): VerifiedPayment {
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  return {
    status: paid ? "paid" : session.status === "expired" ? "failed" : "unpaid",
    amountPence: session.amount_total ?? null,
    mode: session.mode === "subscription" ? "subscription" : "payment",
    paymentId:
      idOf(session.payment_intent as string | { id: string } | null) ??
      idOf(session.invoice as string | { id: string } | null),
    subscriptionId: idOf(session.subscription as string | { id: string } | null),
  };
}

export function stripeProvider(): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(order) {
      const session = await stripeClient().checkout.sessions.create(checkoutSessionParams(order));
      if (!session.url) throw new Error("Failed to create payment - invalid response");
      return { url: session.url, sessionId: session.id };
    },
    async verify(sessionId) {
      return verificationOf(await stripeClient().checkout.sessions.retrieve(sessionId));
    },
    async closeCheckout(sessionId) {
      try {
        await stripeClient().checkout.sessions.expire(sessionId);
        return true;
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open (paid, or already expired).
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw err;
      }
    },
    async reopenCheckout(sessionId, minutes) {
      const session = await stripeClient().checkout.sessions.retrieve(sessionId);
      const payableFor = session.expires_at * 1000 - Date.now();
      return session.status === "open" && session.url && payableFor >= minutes * 60_000 ? session.url : null;
    },
    async cancelSubscription(subscriptionId) {
      // The week already invoiced is delivered; Stripe charges nothing after it.
      await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async pauseCollection(subscriptionId, resumesAt) {
      await stripeClient().subscriptions.update(subscriptionId, {
        // Invoices made while paused are voided: a skipped or paused week is never charged.
        pause_collection: resumesAt ? { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) } : "",
      });
    },
    async updateWeeklyAmount(subscriptionId, weeklyPence) {
      const stripe = stripeClient();
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await stripe.subscriptionItems.update(item.id, {
        price_data: { currency: "gbp", product, unit_amount: weeklyPence, recurring: { interval: "week" } },
        // The new amount applies from the next weekly invoice; the week paid stays as it was.
        proration_behavior: "none",
      });
    },
    payRenewalNow() {
      return null;
    },
    async creditNextCharge(subscriptionId, { pence, orderId, description }) {
      const stripe = stripeClient();
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const customer = idOf(subscription.customer);
      if (!customer) throw new Error(`Stripe subscription ${subscriptionId} has no customer`);
      // Negative is credit: Stripe takes it off the customer's next invoice before charging the card.
      await stripe.customers.createBalanceTransaction(
        customer,
        { amount: -pence, currency: "gbp", description, metadata: { orderId } },
        { idempotencyKey: `renewal-credit-${orderId}` },
      );
    },
    async refund({ paymentId, orderId }) {
      try {
        await stripeClient().refunds.create(
          { payment_intent: paymentId, metadata: { orderId } },
          { idempotencyKey: `refund-${orderId}` },
        );
      } catch (err) {
        // Refunded already (in Stripe's dashboard, say): what was asked for is true.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_already_refunded") return;
        throw err;
      }
    },
  };
}
