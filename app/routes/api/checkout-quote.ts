import { requireShopper } from "~/features/accounts/shopper.server";
import { checkoutQuote } from "~/features/shop/checkout-quote.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/checkout-quote";

/** POST {cart, promoCode?, giftCardCode?, email?}: the cart priced by the server, for the checkout's summary. */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = await requireShopper(request);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 254) : null);
  const quote = await checkoutQuote(body?.cart ?? null, {
    giftCardCode: text(body?.giftCardCode),
    clientIp: context.get(requestInfoContext).clientIp,
    promoCode: text(body?.promoCode),
    email: shopper.user?.email ?? text(body?.email),
    userId: shopper.user?.id ?? null,
  });
  return Response.json(quote, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
