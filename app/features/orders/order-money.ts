/**
 * An order's money below its lines, as every page and email shows it: the catering and weekly
 * discounts, the promo code's own line (decision 042), and what store credit paid of the total
 * (decision 043). Pure, for the browser and the server.
 */
interface OrderMoney {
  discountPence: number;
  promoCode: string | null;
  promoDiscountPence: number;
  creditPence: number;
  giftCardPence: number;
  totalPence: number;
}

/** The discounts to list: the order's own ("Discounts") and its code's, each when not zero. */
export function discountRows(order: OrderMoney): Array<{ label: string; pence: number }> {
  const own = order.discountPence - order.promoDiscountPence;
  return [
    ...(own > 0 ? [{ label: "Discounts", pence: own }] : []),
    ...(order.promoDiscountPence > 0
      ? [{ label: `Code ${order.promoCode ?? ""}`.trim(), pence: order.promoDiscountPence }]
      : []),
  ];
}

/** After the total: what store credit and a gift card paid, and what the card paid, when either paid any. */
export function paymentRows(order: OrderMoney): Array<{ label: string; pence: number }> {
  if (order.creditPence <= 0 && order.giftCardPence <= 0) return [];
  return [
    ...(order.creditPence > 0 ? [{ label: "Paid by store credit", pence: order.creditPence }] : []),
    ...(order.giftCardPence > 0 ? [{ label: "Paid by gift card", pence: order.giftCardPence }] : []),
    { label: "Paid by card", pence: order.totalPence - order.creditPence - order.giftCardPence },
  ];
}
