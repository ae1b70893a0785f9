import { CART_STORAGE_KEY } from "./cart";

/** The cart as the browser keeps it (raw JSON text), or null. Browser only. */
export function readStoredCartText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Clearing the order removes the cart and its delivery date (spec section 4). */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
