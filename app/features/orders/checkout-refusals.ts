import { EMPTY_CART_MESSAGE } from "~/features/cart/public";
import { OUTSIDE_AREA_TITLE } from "~/features/delivery/public";

/** Why an order was not placed, as the customer reads it in the checkout's toast. */
export interface CheckoutRefusal {
  title: string;
  message: string;
}

/**
 * Every refusal of a checkout (the shop's, the back-office's New order, the pay page), in one
 * place: its title and, where it does not depend on the case, its message.
 */
export const CHECKOUT_REFUSALS = {
  noItems: { title: "No Items", message: EMPTY_CART_MESSAGE },
  noDate: { title: "Delivery Date Unavailable", message: "Please pick a delivery date." },
  missingAddress: { title: "Missing Information", message: "Please fill in your delivery address." },
  invalidPostcode: { title: "Invalid Postcode" },
  outsideArea: { title: OUTSIDE_AREA_TITLE },
  collectionPoint: { title: "Collection Point Unavailable" },
  orderChanged: { title: "Your order has changed" },
  promoCode: { title: "Promo code not applied" },
  giftCard: { title: "Gift card not applied" },
  payment: { title: "Payment Error", message: "Failed to process payment. Please try again." },
} as const satisfies Record<string, { title: string; message?: string }>;

export type CheckoutRefusalKind = keyof typeof CHECKOUT_REFUSALS;

/** The refusal of `kind`, with the case's own message where it has one. */
export function refusal(kind: CheckoutRefusalKind, message?: string): CheckoutRefusal {
  const known: { title: string; message?: string } = CHECKOUT_REFUSALS[kind];
  return { title: known.title, message: message ?? known.message ?? "" };
}
