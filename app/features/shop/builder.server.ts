import { cateringDiscountLines } from "~/features/catalog/public";
import { availableDeliveryDates } from "~/features/delivery/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { weekendSaturday } from "~/lib/dates";
import { loadOrderingCatalog } from "~/features/cart/public.server";
import { orderSizeLimits } from "~/features/cart/public";
import { toPricingSettings } from "~/features/cart/public";

/**
 * What the order builder needs, read once: the published weekends from the next orderable one on
 * with their menus, the box types, the pricing constants, the order size limits, and the delivery dates that can be
 * picked (orderable, with room, and of a weekend whose menu is published).
 */
export function loadBuilder(now: Date = new Date()) {
  return builderData(now, undefined, availableDeliveryDates);
}

/**
 * The builder's data from the weekend `from` on (the next orderable one by default), with the
 * dates `datesFrom` offers that belong to a published weekend: the shop's builder and the
 * back-office's New order.
 */
export async function builderData<D extends { date: string }>(
  now: Date,
  from: string | undefined,
  datesFrom: (now: Date) => Promise<D[]>,
) {
  const settings = await orderingSettings();
  const catalog = await loadOrderingCatalog(now, from);
  const published = new Set(catalog.weekends.map((w) => w.saturday));
  const dates = (await datesFrom(now)).filter((d) => published.has(weekendSaturday(d.date)));
  const catering = cateringDiscountLines(settings);
  return {
    catalog,
    pricingSettings: toPricingSettings(settings),
    orderLimits: orderSizeLimits(settings),
    dates,
    cateringText: catering.length ? `Catering: ${catering.join("; ")}.` : "",
  };
}
