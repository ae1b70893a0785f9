import type { Cart, CartLine } from "~/features/ordering/cart";
import type { CustomerDetails } from "~/features/ordering/checkout-schema";

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

export function essentialsLine(over: Partial<Extract<CartLine, { type: "essentials" }>> = {}): CartLine {
  return {
    id: "e1",
    type: "essentials",
    variant: "standard",
    cuisine: "Punjabi",
    quantity: 1,
    isSubscription: false,
    ...over,
  };
}

export function cartOf(deliveryDate: string, ...lines: CartLine[]): Cart {
  return { version: 1, lines, deliveryDate };
}
