import Stripe from "stripe";
import { resetStripeClient } from "~/features/payments/stripe-provider.server";
import { env } from "~/lib/env.server";
import { startStripeServer } from "./stripe-server";

/** The fake Stripe (tests/stripe-server.ts) started, and the app's Stripe client pointed at it with a test key. */
export async function connectFakeStripe() {
  const server = await startStripeServer();
  env.STRIPE_SECRET_KEY = "sk_test_dabba";
  env.STRIPE_API_BASE = server.base;
  resetStripeClient();
  return server;
}

/** Undoes connectFakeStripe: the app's Stripe client without a key or base, and the fake stopped. */
export async function disconnectFakeStripe(server: Awaited<ReturnType<typeof startStripeServer>>) {
  env.STRIPE_SECRET_KEY = undefined;
  env.STRIPE_API_BASE = undefined;
  resetStripeClient();
  await server.close();
}

const signer = new Stripe("sk_test_signer");
let events = 0;

/** A Stripe event of `type` about `object` as Stripe sends it: its JSON and its signature header for `secret`. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: unknown,
  id = `evt_test_${++events}_${Date.now()}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
