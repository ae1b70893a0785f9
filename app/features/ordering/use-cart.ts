import { useCallback, useEffect, useRef, useState } from "react";
import { CART_STORAGE_KEY, CartSchema, EMPTY_CART, type Cart, type CartLine } from "./cart";

function readStoredCart(key: string): Cart | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const parsed = CartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeStoredCart(cart: Cart, key: string) {
  try {
    // An empty cart is not kept, unless it remembers how the order is fulfilled (the postcode check's choice).
    const empty =
      cart.lines.length === 0 &&
      !cart.deliveryDate &&
      cart.fulfilment === EMPTY_CART.fulfilment &&
      cart.postcode === EMPTY_CART.postcode;
    if (empty) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

export function newLineId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The cart kept in localStorage. The server renders the empty cart; the stored one (or the empty
 * one) is restored right after hydration through `sanitise` (`restored` turns true), and every
 * change after that is written back. `sanitise` lets the caller drop lines or a date that are no
 * longer valid, and apply what the page was opened with. `storageKey`: the back-office's manual
 * order keeps its own cart, apart from the shop's.
 */
export function useCart(sanitise: (cart: Cart) => Cart, storageKey: string = CART_STORAGE_KEY) {
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [restored, setRestored] = useState(false);
  const sanitiseRef = useRef(sanitise);
  sanitiseRef.current = sanitise;

  useEffect(() => {
    setCart(sanitiseRef.current(readStoredCart(storageKey) ?? EMPTY_CART));
    setRestored(true);
  }, [storageKey]);

  useEffect(() => {
    if (restored) writeStoredCart(cart, storageKey);
  }, [cart, restored, storageKey]);

  const addLine = useCallback((line: CartLine) => {
    setCart((current) => {
      // The same box again adds to the existing line's quantity.
      const same = current.lines.find((l) => line.type !== "custom" && sameBox(l, line));
      if (same && same.type !== "custom" && line.type !== "custom") {
        return {
          ...current,
          lines: current.lines.map((l) =>
            l === same ? { ...same, quantity: Math.min(99, same.quantity + line.quantity) } : l,
          ),
        };
      }
      return { ...current, lines: [...current.lines, line] };
    });
  }, []);

  const updateLine = useCallback((id: string, change: (line: CartLine) => CartLine) => {
    setCart((current) => ({ ...current, lines: current.lines.map((l) => (l.id === id ? change(l) : l)) }));
  }, []);

  const removeLine = useCallback((id: string) => {
    setCart((current) => ({ ...current, lines: current.lines.filter((l) => l.id !== id) }));
  }, []);

  /** Any other change of the whole cart (the delivery date and what follows from it, the fulfilment). */
  const change = useCallback((next: (current: Cart) => Cart) => setCart(next), []);

  /** Clearing the order removes the lines and the delivery date; how it is fulfilled stays. */
  const clear = useCallback(
    () => setCart((current) => ({ ...EMPTY_CART, fulfilment: current.fulfilment, postcode: current.postcode })),
    [],
  );

  return { cart, restored, addLine, updateLine, removeLine, change, clear };
}

function sameBox(a: CartLine, b: CartLine): boolean {
  if (a.type !== "box" || b.type !== "box" || a.isSubscription !== b.isSubscription) return false;
  return (
    a.boxTypeId === b.boxTypeId &&
    a.variant === b.variant &&
    a.cuisine === b.cuisine &&
    [...a.dishIds].sort().join() === [...b.dishIds].sort().join()
  );
}
