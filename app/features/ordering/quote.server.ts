import { CartSchema, type Cart } from "./cart";
import { loadOrderingMenu } from "./menu.server";
import { toPricingSettings } from "./pricing";
import { orderingSettings } from "~/features/settings/public.server";
import { resolveCart, UNREADABLE_CART_MESSAGE, type QuoteResult } from "./resolve-cart";

export type { QuoteResult, ResolvedLine, ResolvedLineItem } from "./resolve-cart";

/**
 * Prices a cart on the server from the database: box prices by code and variant, dishes that
 * exist, are available, in an active category and on the ordering week's menu, and the pricing
 * settings. Whatever the browser believes about money is ignored. A stale or tampered cart is
 * refused with a message for the customer.
 */
export async function quoteCart(cart: Cart, opts: { now?: Date } = {}): Promise<QuoteResult> {
  const parsed = CartSchema.safeParse(cart);
  if (!parsed.success) return { ok: false, message: UNREADABLE_CART_MESSAGE };
  const [menu, settings] = await Promise.all([loadOrderingMenu({ now: opts.now }), orderingSettings()]);
  return resolveCart(parsed.data, menu, toPricingSettings(settings));
}
