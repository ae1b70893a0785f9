import type { Cart } from "~/features/cart/public";
import type { CheckoutRefusal, CustomerDetails } from "~/features/orders/public";
import { createOrderFromCart } from "~/features/orders/public.server";
import { activeProvider, startPayment } from "~/features/payments/public.server";

export interface PlaceOrderInput {
  /** The cart, read and checked at the edge (readCart), fulfilled as the form chose. */
  cart: Cart;
  customer: CustomerDetails;
  allergyNote: string | null;
  /** Who orders: a signed-in customer's id, or a guest. */
  userId: string | null;
  /** Where the browser comes back after paying (env.server.ts requestOrigin). */
  returnOrigin: string;
}

export type PlaceOrderResult =
  | { ok: true; paymentUrl: string }
  | { ok: false; status: 400 | 502; refusal: CheckoutRefusal; outsideArea: { postcode: string } | null };

/**
 * The checkout, as one use case: the order is priced and written by Orders (pending payment, the
 * date's capacity held), then its payment is opened by the active provider with the quoted
 * weekly price of its subscription. A refusal says why, in the checkout's words.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const created = await createOrderFromCart({
    cart: input.cart,
    customer: input.customer,
    allergyNote: input.allergyNote,
    userId: input.userId,
    isGuest: !input.userId,
    provider: activeProvider().name,
  });
  if (!created.ok) {
    const { title, message } = created;
    return { ok: false, status: 400, refusal: { title, message }, outsideArea: created.outsideArea ?? null };
  }
  const payment = await startPayment(created.order, {
    description: created.description,
    weeklyPence: created.weeklyPence,
    returnOrigin: input.returnOrigin,
  });
  if (!payment.ok)
    return { ok: false, status: 502, refusal: { title: payment.title, message: payment.message }, outsideArea: null };
  return { ok: true, paymentUrl: payment.url };
}
