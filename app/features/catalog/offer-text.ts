import { formatPenceShort } from "~/lib/money";

/**
 * The advertised prices and discounts of the How-it-works page, generated from the box_types
 * rows and the discount settings (the same data checkout charges from), never typed in a page.
 */
export interface BoxPrices {
  code: string | null;
  name: string;
  description: string | null;
  standardPence: number;
  vegetarianPence: number;
}

/** How a box is filled: the weekend's dishes of one cuisine, or one pick per dish group. */
export type BoxKind = "fixed" | "pick";

/** An active box type as the builder, checkout and the public pages offer it. */
export interface BoxOffer extends BoxPrices {
  id: string;
  kind: BoxKind;
  /** Dishes (containers) in one box. */
  dishCount: number;
}

export interface CateringRule {
  cateringTier1MinQty: number;
  cateringTier1Percent: number;
  cateringTier2MinQty: number;
  cateringTier2Percent: number;
}

/** "£30 vegetarian / £33 meat or fish" */
export function boxPriceText(box: Pick<BoxPrices, "standardPence" | "vegetarianPence">): string {
  return `${formatPenceShort(box.vegetarianPence)} vegetarian / ${formatPenceShort(box.standardPence)} meat or fish`;
}

/** Custom orders start at the cheapest box: "from £30 vegetarian / from £33 meat or fish"; null with no boxes. */
export function customPriceText(boxes: Array<Pick<BoxPrices, "standardPence" | "vegetarianPence">>): string | null {
  if (boxes.length === 0) return null;
  const veg = Math.min(...boxes.map((b) => b.vegetarianPence));
  const std = Math.min(...boxes.map((b) => b.standardPence));
  return `from ${formatPenceShort(veg)} vegetarian / from ${formatPenceShort(std)} meat or fish`;
}

/** The catering discount tiers as sentences, highest threshold last; [] when both are 0%. */
export function cateringDiscountLines(rule: CateringRule): string[] {
  const tiers = [
    { min: rule.cateringTier1MinQty, percent: rule.cateringTier1Percent },
    { min: rule.cateringTier2MinQty, percent: rule.cateringTier2Percent },
  ]
    .filter((t) => t.percent > 0)
    .sort((a, b) => a.min - b.min);
  return tiers.map((t) => `${t.percent}% off when your catering order has ${t.min} or more portions`);
}

/** The note under the tiers: smaller quantities of some items are fine; quotes on request. */
export function cateringNote(rule: CateringRule): string {
  const lowest = Math.min(rule.cateringTier1MinQty, rule.cateringTier2MinQty);
  return `Catering can be ordered even if some items are below ${lowest} portions. Custom quotes are available for larger events.`;
}
