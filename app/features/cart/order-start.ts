import { CART_STORAGE_KEY, EMPTY_CART, type Fulfilment } from "./cart";
import { readStoredCart } from "./stored-cart";

/**
 * The postcode check's choice (how the order is fulfilled and, for delivery, the postcode checked),
 * kept in the stored cart as well as in the navigation state, as a visitor who is not signed in
 * reaches the order page through the login page (the state does not survive that). Another
 * shopper's basket (someone signed out on this browser) is not carried on. Browser only.
 */
export function rememberOrderStart(start: { fulfilment: Fulfilment; postcode?: string }, owner: string | null) {
  const cart = readStoredCart(owner) ?? EMPTY_CART;
  const next = { ...cart, fulfilment: start.fulfilment, postcode: start.postcode ?? cart.postcode };
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the navigation state still carries the choice.
  }
}
