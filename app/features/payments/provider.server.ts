import { env } from "~/lib/env.server";
import { creditProvider } from "./credit-provider.server";
import { manualProvider } from "./manual-provider.server";
import { stripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

export type ProviderName = "stripe" | "test" | "manual" | "credit";

/**
 * What a provider needs to take payment for an order, or for a gift card bought on the site
 * (`purpose`; its id the card's, decision 046). All money in pence, computed by the server.
 */
export interface CheckoutOrder {
  /** An order's checkout (the default), or a gift card's (a one-off payment, no subscription). */
  purpose?: "order" | "gift-card";
  id: string;
  orderNumber: string;
  email: string;
  totalPence: number;
  /** The weekly charge when the order has subscription lines, else 0. */
  weeklyPence: number;
  /** When the first weekly charge is due (the first renewal's cutoff); null without a subscription. */
  firstWeeklyChargeAt: Date | null;
  description: string;
  /** The origin the customer's browser returns to after paying (default: publicUrl()). */
  returnOrigin?: string;
}

export interface CheckoutStart {
  /** Where the browser goes to pay (same tab). */
  url: string;
  sessionId: string;
}

export interface VerifiedPayment {
  status: "paid" | "unpaid" | "failed";
  /** The amount the provider took, in pence (null when unknown). */
  amountPence: number | null;
  mode: "payment" | "subscription";
  paymentId: string | null;
  subscriptionId: string | null;
}

/** The one payment interface: Stripe when keys are configured, else the built-in test provider. */
export interface PaymentProvider {
  name: ProviderName;
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>;
  verify(sessionId: string): Promise<VerifiedPayment>;
  /** Closes an unpaid session so it can no longer be paid; false when it was already paid or closed. */
  closeCheckout(sessionId: string): Promise<boolean>;
  /**
   * The payment page of a session still open and payable for at least `minutes` more (a payment
   * link opened again leads to it), else null: paid, closed, or about to expire.
   */
  reopenCheckout(sessionId: string, minutes: number): Promise<string | null>;
  /** Ends a subscription at the end of the period already paid: nothing more is charged. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Stops (resumesAt: the instant collection starts again) or restarts (null) the weekly
   * charges, so a skipped or paused weekend is not charged.
   */
  pauseCollection(subscriptionId: string, resumesAt: Date | null): Promise<void>;
  /** Sets what each later week charges (after the subscriber changed their plan). */
  updateWeeklyAmount(subscriptionId: string, weeklyPence: number): Promise<void>;
  /**
   * How a renewal made at its weekend's cutoff is paid: the test provider pays it at once (the
   * payment's ids); Stripe returns null, the weekly invoice pays it (`invoice.paid`).
   */
  payRenewalNow(renewalKey: string): { sessionId: string; paymentId: string } | null;
  /**
   * Store credit that pays part or all of a renewal not paid now (decision 043): the provider
   * takes `pence` off the subscription's next charge (Stripe: a credit on the customer's balance,
   * used first by the weekly invoice finalised after the cutoff; asking again for the same order
   * is safe). Throws when the provider could not; the test provider pays renewals at once and is
   * never asked.
   */
  creditNextCharge(
    subscriptionId: string,
    credit: { pence: number; orderId: string; description: string },
  ): Promise<void>;
  /**
   * Gives a one-off payment back in full. Asking again for the same order is safe (Stripe: the
   * same idempotency key; a payment already refunded counts as done).
   */
  refund(payment: { paymentId: string; orderId: string }): Promise<void>;
}

export function activeProvider(): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider() : testProvider;
}

/** The provider that took a given payment (an order paid by Stripe is verified by Stripe). */
export function providerNamed(name: string): PaymentProvider {
  if (name === "stripe") return stripeProvider();
  if (name === "test") return testProvider;
  if (name === "manual") return manualProvider;
  if (name === "credit") return creditProvider;
  throw new Error(`Unknown payment provider: ${name}`);
}
