import { nextOrderableSaturday } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { isIsoDate, weekendLabel, weekendSaturday } from "~/lib/dates";
import { CartSchema, UNREADABLE_CART_MESSAGE, type Cart } from "./cart";
import { loadWeekendMenu } from "./menu.server";
import { ORDER_TOO_LARGE_TITLE, orderSizeProblem } from "./order-size";
import { toPricingSettings } from "./pricing";
import { resolveCart, STALE_CART_MESSAGE, type QuoteResult } from "./resolve-cart";

export type { QuoteResult, ResolvedLine, ResolvedLineItem } from "./resolve-cart";

export const noMenuMessage = (saturday: string) =>
  `The menu for the weekend of ${weekendLabel(saturday)} is not published yet. Please pick another delivery date.`;
export const notOnMenuMessage = (saturday: string) =>
  `Some items in your order are not on the menu for the weekend of ${weekendLabel(saturday)}. Please review your order for that date.`;

/**
 * Prices a cart on the server from the database: against the menu of its delivery date's weekend
 * (the next orderable weekend until a date is picked), with box prices by box type and variant,
 * dishes that are on that weekend's menu, available and in an active category, and the pricing
 * settings. Whatever the browser believes about money is ignored. A stale, tampered or
 * wrong-weekend cart, or one larger than the settings allow, is refused with a message for the customer.
 */
export async function quoteCart(cart: Cart, opts: { now?: Date } = {}): Promise<QuoteResult> {
  const parsed = CartSchema.safeParse(cart);
  if (!parsed.success) return { ok: false, message: UNREADABLE_CART_MESSAGE };
  const settings = await orderingSettings();
  const date = parsed.data.deliveryDate;
  const saturday =
    date && isIsoDate(date) ? weekendSaturday(date) : nextOrderableSaturday(settings, opts.now ?? new Date());
  const menu = await loadWeekendMenu(saturday);
  if (!menu.week && date) return { ok: false, message: noMenuMessage(saturday) };
  const result = resolveCart(parsed.data, menu, toPricingSettings(settings));
  if (!result.ok && result.message === STALE_CART_MESSAGE && date)
    return { ok: false, message: notOnMenuMessage(saturday) };
  const tooLarge = result.ok ? orderSizeProblem(result.pricing, settings) : null;
  if (tooLarge) return { ok: false, title: ORDER_TOO_LARGE_TITLE, message: tooLarge };
  return result;
}
