import type { Cart, CartLine } from "~/features/cart/cart";
import type { CustomerDetails } from "~/features/orders/checkout-schema";
import { ESSENTIALS_ID, ESSENTIALS_PLUS_ID } from "./ordering";

/** Customer details as the checkout form delivers them after validation. */
export function customerDetails(over: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    firstName: "Asha",
    lastName: "Patel",
    email: `asha-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    address: "12 Rye Lane",
    city: "London",
    postcode: "SE15 4ST",
    phone: "020 7946 0321",
    deliveryInstructions: "Leave with the neighbour",
    billingAddressSame: true,
    ...over,
  };
}

type BoxLine = Extract<CartLine, { type: "box" }>;

/** An Essentials (fixed) box of the test menu (tests/factories/ordering). */
export function essentialsLine(over: Partial<BoxLine> = {}): CartLine {
  return {
    id: "e1",
    type: "box",
    boxTypeId: ESSENTIALS_ID,
    variant: "standard",
    cuisine: "Punjabi",
    dishIds: [],
    quantity: 1,
    isSubscription: false,
    ...over,
  };
}

/** An Essentials Plus (picked) box of the given dish ids. */
export function plusLine(dishIds: string[], over: Partial<BoxLine> = {}): CartLine {
  return {
    id: "p1",
    type: "box",
    boxTypeId: ESSENTIALS_PLUS_ID,
    variant: "standard",
    cuisine: null,
    dishIds,
    quantity: 1,
    isSubscription: false,
    ...over,
  };
}

export function customLine(items: Array<[string, number]>, id = "c1"): CartLine {
  return {
    id,
    type: "custom",
    items: items.map(([dishId, quantity]) => ({ dishId, quantity })),
    isSubscription: false,
  };
}

export function cartOf(deliveryDate: string | null, ...lines: CartLine[]): Cart {
  return { version: 2, lines, deliveryDate, fulfilment: "delivery", postcode: null };
}

/**
 * The checkout form's fields as the page posts them: a guest's delivery of `cart` to Asha Patel,
 * every required field filled; `over` replaces or adds fields.
 */
export function checkoutFormFields(
  cart: unknown,
  email: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    fulfilment: "delivery",
    cart: JSON.stringify(cart),
    firstName: "Asha",
    lastName: "Patel",
    email,
    address: "12 Rye Lane",
    city: "London",
    postcode: "SE15 4ST",
    phone: "020 7946 0321",
    billingAddressSame: "on",
    ...over,
  };
}
