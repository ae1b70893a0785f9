// The registry itself, not payments' public entry: that one opens the database on import.
import { reactToPayments } from "~/features/payments/reactions.server";

/**
 * The composition point of payments' events (decision 035): the features above payments that
 * react to them, which payments cannot import. Run by every entry: the server's start-up
 * (server/start.ts, production and development) and the tests' setup (tests/setup). Each feature's
 * reactions are loaded when the first event needs them, so wiring opens no database.
 */
export function wirePaymentReactions(): void {
  reactToPayments({
    subscriptions: async () => (await import("~/features/subscriptions/public.server")).subscriptionPaymentReactions,
  });
}
