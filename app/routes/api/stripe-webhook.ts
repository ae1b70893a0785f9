import { receiveStripeWebhook } from "~/features/payments/stripe-webhook.server";
import type { Route } from "./+types/stripe-webhook";

/** Stripe's webhook: signature verified against the raw body, each event handled once. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
  const outcome = await receiveStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
  return new Response(outcome.body, {
    status: outcome.status,
    headers: { "Content-Type": outcome.status === 200 ? "application/json" : "text/plain" },
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
