import type { ProviderName } from "./provider.server";

/*
 * Payments' provider-neutral events (decision 035). A provider's adapter (the Stripe webhook, the
 * test provider's page, a confirmation page asking the provider) only verifies what it heard and
 * translates it into one of these; applyPaymentEvent (payment-events.server.ts) hands each to the
 * reactions of the features whose rule it is: orders (paid, refunded, checkout closed), and the
 * features above payments that registered (subscriptions: paid, invoice paid, subscription ended),
 * and gift cards (a card bought on the site paid, or its checkout closed).
 */

/** A checkout was paid: the order's first payment (with a subscription line, its subscription's). */
export interface PaidEvent {
  type: "paid";
  provider: ProviderName;
  orderId: string;
  /** The provider's checkout session (payments.provider_session_id). */
  sessionId: string;
  paymentId: string | null;
  /** The amount the provider says it took (checked against the order's total); null when it does not say. */
  amountPence: number | null;
  /** The subscription the checkout started at the provider; null for a one-off order. */
  subscriptionId: string | null;
  /** What each later week charges, as quoted when the payment was opened (payments.weekly_amount_pence). */
  weeklyPence: number;
  /** Who reported it, for the order's history: webhook, confirmation page, test payment page, payment link. */
  source: string;
}

/** A checkout closed unpaid: its page expired, or the customer left it. */
export interface CheckoutClosedEvent {
  type: "checkoutClosed";
  orderId: string;
  sessionId: string;
  why: "expired" | "cancelled";
  /** Who closed it, for the order's history: webhook, system, customer. */
  source: string;
}

/** A subscription's weekly invoice was paid (the first charge is the checkout's `paid`). */
export interface InvoicePaidEvent {
  type: "invoicePaid";
  provider: ProviderName;
  /** The provider's subscription. */
  subscriptionId: string;
  invoiceId: string;
  paymentId: string | null;
  amountPence: number;
}

/** A payment was given back in full (at the provider, or asked for from here and done there). */
export interface RefundedEvent {
  type: "refunded";
  provider: ProviderName;
  /** The provider's payment id (payments.provider_payment_id). */
  paymentId: string;
  /** Why and by whom, for the order's history (default: refunded at the provider, by the webhook). */
  by?: { note: string; changedBy: string };
}

/** A subscription ended at the provider: nothing more is charged. */
export interface SubscriptionEndedEvent {
  type: "subscriptionEnded";
  provider: ProviderName;
  subscriptionId: string;
}

/** A gift card's checkout was paid (decision 046): the card becomes spendable. */
export interface GiftCardPaidEvent {
  type: "giftCardPaid";
  /** The provider's checkout session (gift_cards.provider_session_id). */
  sessionId: string;
  paymentId: string | null;
  /** The amount the provider says it took (checked against the card's); null when it does not say. */
  amountPence: number | null;
}

/** A gift card's checkout closed unpaid: the card waiting for it is cancelled. */
export interface GiftCardClosedEvent {
  type: "giftCardClosed";
  sessionId: string;
}

export type PaymentEvent =
  | PaidEvent
  | CheckoutClosedEvent
  | InvoicePaidEvent
  | RefundedEvent
  | SubscriptionEndedEvent
  | GiftCardPaidEvent
  | GiftCardClosedEvent;
