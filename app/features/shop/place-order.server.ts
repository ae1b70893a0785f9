import type { Cart } from "~/features/cart/public";
import type { CheckoutRefusal, CustomerDetails } from "~/features/orders/public";
import { grantedOnly } from "~/features/messaging/public";
import { updatePreferences, type ConsentForm } from "~/features/messaging/public.server";
import { createOrderFromCart } from "~/features/orders/public.server";
import { activeProvider, startPayment } from "~/features/payments/public.server";
import { recordReferral } from "~/features/referrals/public.server";
import { transaction } from "~/lib/db.server";

export interface PlaceOrderInput {
  /** The cart, read and checked at the edge (readCart), fulfilled as the form chose. */
  cart: Cart;
  customer: CustomerDetails;
  allergyNote: string | null;
  /** Who orders: a signed-in customer's id, or a guest. */
  userId: string | null;
  /** Where the browser comes back after paying (env.server.ts requestOrigin). */
  returnOrigin: string;
  /** What the customer agreed to be sent (the boxes ticked at checkout, the phone as a UK mobile). */
  consent?: ConsentForm;
  /** The promo code applied in the summary (decision 042). */
  promoCode?: string | null;
  /** A gift card's code applied in the summary (decision 046). */
  giftCardCode?: string | null;
  /** The share link's code this browser keeps (the dabba_ref cookie, unchecked: decision 045). */
  referralCode?: string | null;
}

export type PlaceOrderResult =
  | { ok: true; paymentUrl: string }
  | { ok: false; status: 400 | 502; refusal: CheckoutRefusal; outsideArea: { postcode: string } | null };

/**
 * The checkout, as one use case: the order is priced and written by Orders (pending payment, the
 * date's capacity held) and, in the same transaction, what the customer ticked is recorded as
 * given at checkout (guests too, by the order's email) and a share link's referral is recorded;
 * then its payment is opened by the active
 * provider with the quoted weekly price of its subscription. A refusal says why, in the
 * checkout's words, and records nothing.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const created = await transaction(async () => {
    const order = await createOrderFromCart({
      cart: input.cart,
      customer: input.customer,
      allergyNote: input.allergyNote,
      userId: input.userId,
      isGuest: !input.userId,
      provider: activeProvider().name,
      promoCode: input.promoCode,
      giftCardCode: input.giftCardCode,
    });
    if (order.ok) {
      await recordCheckoutConsent(input);
      // A friend's first order through a share link is a pending referral (decision 045).
      const { email } = input.customer;
      await recordReferral({ code: input.referralCode ?? null, orderId: order.order.id, email, userId: input.userId });
    }
    return order;
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

/** The boxes ticked at checkout (an unticked one withdraws nothing), with the phone when it is a UK mobile. */
async function recordCheckoutConsent({ consent, customer, userId }: PlaceOrderInput) {
  const granted = consent ? grantedOnly(consent.choices) : {};
  if (!Object.keys(granted).length) return;
  await updatePreferences(customer.email, granted, "checkout", { phone: consent?.phone ?? undefined, userId });
}
