import { useCallback, useEffect, useRef, useState } from "react";
import { withLine } from "./basket";
import { CART_STORAGE_KEY, EMPTY_CART, type Cart, type CartLine } from "./cart";
import { readStoredCart } from "./stored-cart";

function writeStoredCart(cart: Cart) {
  try {
    // An empty cart is not kept, unless it remembers how the order is fulfilled (the postcode check's choice).
    const empty =
      cart.lines.length === 0 &&
      !cart.setAside?.length &&
      !cart.deliveryDate &&
      cart.fulfilment === EMPTY_CART.fulfilment &&
      cart.postcode === EMPTY_CART.postcode;
    if (empty) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

export function newLineId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The cart. The server renders the empty cart; right after hydration the stored one (or the empty
 * one) is restored through `sanitise` (`restored` turns true), and every change after that is
 * written back. `sanitise` lets the caller drop lines or a date that are no longer valid, and apply
 * what the page was opened with. `keptFor`: the shop's basket is kept in localStorage for this
 * shopper (basketFor: another shopper's is not shown); without it (the back-office's phone
 * orders) the cart lives in the page only, so every order starts empty.
 */
export function useCart(sanitise: (cart: Cart) => Cart, keptFor?: string) {
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [restored, setRestored] = useState(false);
  const sanitiseRef = useRef(sanitise);
  sanitiseRef.current = sanitise;

  useEffect(() => {
    const stored = keptFor === undefined ? null : readStoredCart(keptFor);
    setCart(sanitiseRef.current(stored ?? (keptFor === undefined ? EMPTY_CART : { ...EMPTY_CART, owner: keptFor })));
    setRestored(true);
  }, [keptFor]);

  useEffect(() => {
    if (restored && keptFor !== undefined) writeStoredCart(cart);
  }, [cart, restored, keptFor]);

  const addLine = useCallback((line: CartLine) => {
    setCart((current) => ({ ...current, lines: withLine(current.lines, line) }));
  }, []);

  const updateLine = useCallback((id: string, change: (line: CartLine) => CartLine) => {
    setCart((current) => ({ ...current, lines: current.lines.map((l) => (l.id === id ? change(l) : l)) }));
  }, []);

  const removeLine = useCallback((id: string) => {
    setCart((current) => ({ ...current, lines: current.lines.filter((l) => l.id !== id) }));
  }, []);

  /** Any other change of the whole cart (the delivery date and what follows from it, the fulfilment). */
  const change = useCallback((next: (current: Cart) => Cart) => setCart(next), []);

  /** Clearing the order removes the lines (set-aside ones too) and the delivery date; how it is fulfilled stays. */
  const clear = useCallback(
    () =>
      setCart((current) => ({
        ...EMPTY_CART,
        fulfilment: current.fulfilment,
        postcode: current.postcode,
        owner: current.owner,
      })),
    [],
  );

  return { cart, restored, addLine, updateLine, removeLine, change, clear };
}
