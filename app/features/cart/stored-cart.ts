import { basketFor } from "./basket";
import { CART_STORAGE_KEY, CartSchema } from "./cart";

/** This shopper's stored cart (raw JSON text), or null (none, unreadable, or another shopper's). Browser only. */
export function readStoredCartText(owner: string): string | null {
  try {
    const text = window.localStorage.getItem(CART_STORAGE_KEY);
    const parsed = CartSchema.safeParse(text ? JSON.parse(text) : null);
    if (parsed.success && !basketFor(parsed.data, owner)) return null;
    return text;
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
