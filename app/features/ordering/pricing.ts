/**
 * The one pricing engine (pure, no I/O). The order builder uses it to show figures; checkout runs
 * the same code on the server with prices read from the database, and charges what it returns.
 * All amounts are integer pence.
 */

/** The shipping and discount constants of the business settings (defaults in ~/features/settings/defaults). */
export interface PricingSettings {
  shippingBasePence: number;
  shippingBaseContainers: number;
  shippingPerExtraContainerPence: number;
  shippingCapPence: number;
  cateringTier1MinQty: number;
  cateringTier1Percent: number;
  cateringTier2MinQty: number;
  cateringTier2Percent: number;
  subscriptionDiscountPence: number;
}

/** Containers per Essentials / Essentials Plus box. */
export const CONTAINERS_PER_BOX = 4;
/** Servings per box (spec: 1.5 per box). */
export const SERVINGS_PER_BOX = 1.5;

export type PricedLineInput =
  | { type: "essentials" | "essentials_plus"; quantity: number; unitPricePence: number; isSubscription: boolean }
  | {
      type: "custom";
      items: Array<{ unitPricePence: number; quantity: number }>;
      isSubscription: boolean;
    };

export interface PricedLine {
  type: PricedLineInput["type"];
  quantity: number;
  unitPricePence: number;
  /** Before discount. */
  lineTotalPence: number;
  /** Catering discount of a custom line (positive amount taken off). */
  discountPence: number;
  containers: number;
  boxes: number;
  isSubscription: boolean;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotalPence: number;
  shippingPence: number;
  /** Catering discounts plus the subscription discount (positive amount taken off). */
  discountPence: number;
  subscriptionDiscountPence: number;
  totalPence: number;
  containers: number;
  boxes: number;
  servings: number;
  /** Total divided by servings, rounded to pence; 0 when there is nothing. */
  costPerServingPence: number;
  hasSubscription: boolean;
}

/** Shipping by containers: none for 0; the base up to the base count; per extra container; capped. */
export function shippingFor(containers: number, s: PricingSettings): number {
  if (containers <= 0) return 0;
  const extra = Math.max(0, containers - s.shippingBaseContainers);
  return Math.min(s.shippingCapPence, s.shippingBasePence + extra * s.shippingPerExtraContainerPence);
}

/** The catering percentage for a custom line with this many dishes in total. */
export function cateringPercent(totalDishes: number, s: PricingSettings): number {
  if (totalDishes >= s.cateringTier2MinQty) return s.cateringTier2Percent;
  if (totalDishes >= s.cateringTier1MinQty) return s.cateringTier1Percent;
  return 0;
}

export function priceLine(line: PricedLineInput, s: PricingSettings): PricedLine {
  if (line.type === "custom") {
    const dishes = line.items.reduce((n, i) => n + i.quantity, 0);
    const lineTotalPence = line.items.reduce((sum, i) => sum + i.unitPricePence * i.quantity, 0);
    const percent = cateringPercent(dishes, s);
    return {
      type: "custom",
      quantity: 1,
      unitPricePence: lineTotalPence,
      lineTotalPence,
      discountPence: Math.round((lineTotalPence * percent) / 100),
      containers: dishes,
      boxes: dishes > 0 ? Math.ceil(dishes / CONTAINERS_PER_BOX) : 0,
      isSubscription: line.isSubscription,
    };
  }
  return {
    type: line.type,
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
    lineTotalPence: line.unitPricePence * line.quantity,
    discountPence: 0,
    containers: line.quantity * CONTAINERS_PER_BOX,
    boxes: line.quantity,
    isSubscription: line.isSubscription,
  };
}

export function priceOrder(inputs: PricedLineInput[], s: PricingSettings): OrderPricing {
  const lines = inputs.map((l) => priceLine(l, s));
  const subtotalPence = lines.reduce((sum, l) => sum + l.lineTotalPence, 0);
  const containers = lines.reduce((n, l) => n + l.containers, 0);
  const boxes = lines.reduce((n, l) => n + l.boxes, 0);
  const shippingPence = shippingFor(containers, s);
  const hasSubscription = lines.some((l) => l.isSubscription);
  const cateringDiscount = lines.reduce((sum, l) => sum + l.discountPence, 0);
  const beforeSubscription = subtotalPence + shippingPence - cateringDiscount;
  // The weekly subscription discount never takes a charge below zero.
  const subscriptionDiscountPence = hasSubscription ? Math.min(s.subscriptionDiscountPence, beforeSubscription) : 0;
  const discountPence = cateringDiscount + subscriptionDiscountPence;
  const totalPence = Math.max(0, subtotalPence + shippingPence - discountPence);
  const servings = boxes * SERVINGS_PER_BOX;
  return {
    lines,
    subtotalPence,
    shippingPence,
    discountPence,
    subscriptionDiscountPence,
    totalPence,
    containers,
    boxes,
    servings,
    costPerServingPence: servings > 0 ? Math.round(totalPence / servings) : 0,
    hasSubscription,
  };
}

/** The pricing constants out of the business settings row (admin-editable). */
export function toPricingSettings(s: PricingSettings): PricingSettings {
  return {
    shippingBasePence: s.shippingBasePence,
    shippingBaseContainers: s.shippingBaseContainers,
    shippingPerExtraContainerPence: s.shippingPerExtraContainerPence,
    shippingCapPence: s.shippingCapPence,
    cateringTier1MinQty: s.cateringTier1MinQty,
    cateringTier1Percent: s.cateringTier1Percent,
    cateringTier2MinQty: s.cateringTier2MinQty,
    cateringTier2Percent: s.cateringTier2Percent,
    subscriptionDiscountPence: s.subscriptionDiscountPence,
  };
}
