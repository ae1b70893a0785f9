import type { OrderView } from "./order-queries.server";

/** An order's totals and lines (with their dishes and allergens) as its customer sees them: the confirmation page, My order. */
export function customerSummary(order: OrderView) {
  return {
    subtotalPence: order.subtotalPence,
    shippingPence: order.shippingPence,
    discountPence: order.discountPence,
    promoCode: order.promoCode,
    promoDiscountPence: order.promoDiscountPence,
    creditPence: order.creditPence,
    giftCardPence: order.giftCardPence,
    totalPence: order.totalPence,
    lines: order.lines.map((l) => ({
      id: l.id,
      label: l.label,
      quantity: l.quantity,
      lineTotalPence: l.lineTotalPence,
      isSubscription: l.isSubscription,
      items: l.items.map((i) => ({ name: i.name, quantity: i.quantity })),
      allergens: l.allergens,
      mayContain: l.mayContain,
    })),
  };
}
