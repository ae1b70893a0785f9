import { requireShopper } from "~/features/accounts/shopper.server";
import { checkoutQuote } from "~/features/shop/checkout-quote.server";
import type { Route } from "./+types/checkout-quote";

/** POST {cart}: the cart priced by the server, for the checkout's summary. */
export async function action({ request }: Route.ActionArgs) {
  await requireShopper(request);
  const body = (await request.json().catch(() => null)) as { cart?: unknown } | null;
  const quote = await checkoutQuote(body?.cart ?? null);
  return Response.json(quote, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
