/**
 * The largest order the shop accepts (business settings): boxes and dish portions per order. Pure,
 * so the builder shows the same refusal the server gives at quote, checkout, phone order and
 * subscription change. Portions are the pricing engine's containers: a box counts its dishes, a
 * custom line every dish portion.
 */
export interface OrderSizeLimits {
  maxBoxesPerOrder: number;
  maxPortionsPerOrder: number;
}

export const ORDER_TOO_LARGE_TITLE = "Order too large";

/** Only the limits (the settings row holds more than the browser needs). */
export const orderSizeLimits = (s: OrderSizeLimits): OrderSizeLimits => ({
  maxBoxesPerOrder: s.maxBoxesPerOrder,
  maxPortionsPerOrder: s.maxPortionsPerOrder,
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why an order of this size is refused, or null when it fits. */
export function orderSizeProblem(size: { boxes: number; containers: number }, limits: OrderSizeLimits): string | null {
  const { maxBoxesPerOrder: boxes, maxPortionsPerOrder: portions } = limits;
  const larger = "Please make it smaller, or get in touch for a larger order.";
  if (size.boxes > boxes)
    return `An order can hold at most ${plural(boxes, "box", "boxes")}; this one has ${size.boxes}. ${larger}`;
  if (size.containers > portions)
    return `An order can hold at most ${plural(portions, "portion", "portions")}; this one has ${size.containers}. ${larger}`;
  return null;
}
