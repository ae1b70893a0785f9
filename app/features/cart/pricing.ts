/**
 * The one pricing engine (pure, no I/O). The order builder uses it to show figures; checkout runs
 * the same code on the server with prices read from the database, and charges what it returns.
 * All amounts are integer pence. What a box is comes from boxes.ts.
 */
import { boxesOfLine } from "./boxes";

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

/** Servings per box (spec: 1.5 per box). */
export const SERVINGS_PER_BOX = 1.5;

export type PricedLineInput =
  | {
      type: "box";
      quantity: number;
      unitPricePence: number;
      /** The box type's dish count: one container per dish. */
      containersPerBox: number;
      isSubscription: boolean;
    }
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
  /** The custom line's share of the order's catering discount (positive amount taken off). */
  discountPence: number;
  containers: number;
  boxes: number;
  isSubscription: boolean;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotalPence: number;
  shippingPence: number;
  /** Catering discount plus the subscription discount (positive amount taken off). */
  discountPence: number;
  cateringDiscountPence: number;
  /** The catering percentage earned by the order's custom portions (0 below the first tier). */
  cateringPercent: number;
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

/** The catering percentage for an order with this many custom portions in total (all lines). */
export function cateringPercent(totalDishes: number, s: PricingSettings): number {
  if (totalDishes >= s.cateringTier2MinQty) return s.cateringTier2Percent;
  if (totalDishes >= s.cateringTier1MinQty) return s.cateringTier1Percent;
  return 0;
}

/** A line's figures before the order-wide catering discount is shared out. */
export function priceLine(line: PricedLineInput): PricedLine {
  if (line.type === "custom") {
    const dishes = line.items.reduce((n, i) => n + i.quantity, 0);
    const lineTotalPence = line.items.reduce((sum, i) => sum + i.unitPricePence * i.quantity, 0);
    return {
      type: "custom",
      quantity: 1,
      unitPricePence: lineTotalPence,
      lineTotalPence,
      discountPence: 0,
      containers: dishes,
      boxes: boxesOfLine({ type: "custom", quantity: 1, portions: dishes }),
      isSubscription: line.isSubscription,
    };
  }
  return {
    type: "box",
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
    lineTotalPence: line.unitPricePence * line.quantity,
    discountPence: 0,
    containers: line.quantity * line.containersPerBox,
    boxes: boxesOfLine({ type: "box", quantity: line.quantity, portions: line.containersPerBox }),
    isSubscription: line.isSubscription,
  };
}

/**
 * Shares the order's catering discount out over its custom lines in proportion to their totals
 * (the last line takes the rounding), so the lines add up to the order's discount.
 */
function shareCateringDiscount(lines: PricedLine[], discountPence: number): PricedLine[] {
  const custom = lines.filter((l) => l.type === "custom" && l.lineTotalPence > 0);
  const base = custom.reduce((sum, l) => sum + l.lineTotalPence, 0);
  let left = discountPence;
  return lines.map((line) => {
    if (!custom.includes(line)) return line;
    const share = line === custom.at(-1) ? left : Math.round((discountPence * line.lineTotalPence) / base);
    left -= share;
    return { ...line, discountPence: share };
  });
}

export interface PricingOptions {
  /** A collected order pays no shipping. */
  fulfilment?: "delivery" | "collection";
}

export function priceOrder(inputs: PricedLineInput[], s: PricingSettings, opts: PricingOptions = {}): OrderPricing {
  const unshared = inputs.map(priceLine);
  const subtotalPence = unshared.reduce((sum, l) => sum + l.lineTotalPence, 0);
  const containers = unshared.reduce((n, l) => n + l.containers, 0);
  const boxes = unshared.reduce((n, l) => n + l.boxes, 0);
  const shippingPence = opts.fulfilment === "collection" ? 0 : shippingFor(containers, s);
  const hasSubscription = unshared.some((l) => l.isSubscription);
  // Catering tiers count the order's custom portions across all its custom lines.
  const customPortions = unshared.reduce((n, l) => n + (l.type === "custom" ? l.containers : 0), 0);
  const customTotal = unshared.reduce((sum, l) => sum + (l.type === "custom" ? l.lineTotalPence : 0), 0);
  const percent = cateringPercent(customPortions, s);
  const cateringDiscountPence = Math.round((customTotal * percent) / 100);
  const lines = shareCateringDiscount(unshared, cateringDiscountPence);
  const beforeSubscription = subtotalPence + shippingPence - cateringDiscountPence;
  // The weekly subscription discount never takes a charge below zero.
  const subscriptionDiscountPence = hasSubscription ? Math.min(s.subscriptionDiscountPence, beforeSubscription) : 0;
  const discountPence = cateringDiscountPence + subscriptionDiscountPence;
  const totalPence = Math.max(0, subtotalPence + shippingPence - discountPence);
  const servings = boxes * SERVINGS_PER_BOX;
  return {
    lines,
    subtotalPence,
    shippingPence,
    discountPence,
    cateringDiscountPence,
    cateringPercent: percent,
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
