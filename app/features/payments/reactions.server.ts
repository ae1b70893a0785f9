import type { OrderRow } from "~/features/orders/public.server";
import type { InvoicePaidEvent, PaidEvent, SubscriptionEndedEvent } from "./events";

/**
 * What a feature above payments does on its events (decision 035), inside the event's
 * transaction; each answers whether it changed something.
 */
export interface PaymentReactions {
  /** The checkout of `order` was paid, and this event made the order paid (once per order). */
  paid?: (event: PaidEvent, order: OrderRow) => Promise<void>;
  invoicePaid?: (event: InvoicePaidEvent) => Promise<boolean>;
  subscriptionEnded?: (event: SubscriptionEndedEvent) => Promise<boolean>;
}

/** A feature's reactions, loaded when the first event needs them (wiring them opens nothing). */
export type LoadReactions = () => Promise<PaymentReactions>;

const registered = new Map<string, LoadReactions>();

/**
 * Registers, by feature, the reactions of features payments cannot import (they sit above it).
 * Called once by the composition point every entry runs (server/payment-reactions.ts: the
 * server's start-up and the tests' setup); registering a feature again replaces its reactions.
 */
export function reactToPayments(features: Record<string, LoadReactions>): void {
  for (const [feature, load] of Object.entries(features)) registered.set(feature, load);
}

/**
 * The registered reactions to one kind of event. An event that only a higher feature can act on
 * (a subscription's) and finds none fails loudly, so its transaction does nothing rather than,
 * say, pay an order without starting its subscription.
 */
export async function reactionsTo<K extends keyof PaymentReactions>(
  type: K,
): Promise<Array<NonNullable<PaymentReactions[K]>>> {
  const loaded = await Promise.all([...registered.values()].map((load) => load()));
  const reactions = loaded.flatMap((features) => (features[type] ? [features[type]] : []));
  if (reactions.length === 0)
    throw new Error(`No feature reacts to payments' "${type}" events: wire them (server/payment-reactions.ts)`);
  return reactions as Array<NonNullable<PaymentReactions[K]>>;
}
