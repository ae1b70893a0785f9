import { formatPenceShort } from "~/lib/money";

/**
 * The advertised prices and discounts of the public site (How it works, the home hero, the FAQs),
 * generated from the box_types rows and the discount settings (the same data checkout charges
 * from), never typed in a page.
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

/** "1 dish" / "4 dishes" */
export function dishCountText(count: number): string {
  return `${count} ${count === 1 ? "dish" : "dishes"}`;
}

/** What a box of this kind is, in one sentence (How it works, the FAQs). */
export function boxKindSummary(box: Pick<BoxOffer, "kind">): string {
  return box.kind === "fixed"
    ? "A fixed box of the weekend's dishes for the cuisine you choose: rice, dal or legume, a vegetable dish and a main."
    : "Pick one dish from each group (rice, dal or legume, vegetable, main) from the weekend's whole menu.";
}

/** The short name of a kind: "Fixed box" / "Your pick". */
export function boxKindLabel(box: Pick<BoxOffer, "kind">): string {
  return box.kind === "fixed" ? "Fixed box" : "Your pick";
}

/** The box with the lowest price (its lower of the two prices; display order breaks ties), or null. */
export function cheapestBox<B extends Pick<BoxOffer, "standardPence" | "vegetarianPence">>(boxes: B[]): B | null {
  let best: B | null = null;
  for (const box of boxes) {
    if (!best || lowestPrice(box) < lowestPrice(best)) best = box;
  }
  return best;
}

function lowestPrice(box: Pick<BoxOffer, "standardPence" | "vegetarianPence">): number {
  return Math.min(box.standardPence, box.vegetarianPence);
}

/**
 * The figures marketing texts may quote (the home hero's placeholders): the cheapest active box's
 * lowest price ("£30") and its dish count ("4"); null with no active box type.
 */
export function headlineOffer(
  boxes: Array<Pick<BoxOffer, "standardPence" | "vegetarianPence" | "dishCount">>,
): { fromPrice: string; dishCount: string } | null {
  const box = cheapestBox(boxes);
  if (!box) return null;
  return { fromPrice: formatPenceShort(lowestPrice(box)), dishCount: String(box.dishCount) };
}

/**
 * The catering discount tiers as sentences, highest threshold last; [] when both are 0%. The
 * portions are the order's: every custom dish's quantity counts towards the tier (pricing.ts).
 */
export function cateringDiscountLines(rule: CateringRule): string[] {
  const tiers = [
    { min: rule.cateringTier1MinQty, percent: rule.cateringTier1Percent },
    { min: rule.cateringTier2MinQty, percent: rule.cateringTier2Percent },
  ]
    .filter((t) => t.percent > 0)
    .sort((a, b) => a.min - b.min);
  return tiers.map((t) => `${t.percent}% off when your catering order has ${t.min} or more portions`);
}

/** The note under the tiers: the order's portions count together; quotes on request. */
export function cateringNote(rule: CateringRule): string {
  const lowest = Math.min(rule.cateringTier1MinQty, rule.cateringTier2MinQty);
  return `Every custom portion in your order counts towards the discount, so catering can be ordered even if some items are below ${lowest} portions. Custom quotes are available for larger events.`;
}
