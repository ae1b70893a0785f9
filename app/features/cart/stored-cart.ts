import { basketFor } from "./basket";
import { CART_STORAGE_KEY, parseCartText, type Cart } from "./cart";

function storedText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** This shopper's stored cart, or null (none, unreadable, or another shopper's). Browser only. */
export function readStoredCart(owner: string | null): Cart | null {
  return basketFor(parseCartText(storedText()), owner);
}

/** This shopper's stored cart as its raw JSON text, or null (another shopper's). Browser only. */
export function readStoredCartText(owner: string): string | null {
  const text = storedText();
  const cart = parseCartText(text);
  return cart && !basketFor(cart, owner) ? null : text;
}

/** Clearing the order removes the cart and its delivery date (spec section 4). */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
