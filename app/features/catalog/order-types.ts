import {
  boxKindLabel,
  boxKindSummary,
  boxPriceText,
  cateringDiscountLines,
  cateringNote,
  customPriceText,
  dishCountText,
  type BoxOffer,
  type CateringRule,
} from "./offer-text";

/** The Custom/Catering tab of the order builder. */
export const CUSTOM_TAB = "custom";

/**
 * The order builder tab an Order Now button opens (navigation state `selectedTab`): a box type's
 * id, or "custom" for Custom and Catering.
 */
export type OrderTab = string;

export interface OrderTypeCard {
  name: string;
  tab: OrderTab;
  /** "Fixed box" / "Your pick" for a box type; null for Custom and Catering. */
  kindLabel: string | null;
  /** "4 dishes" for a box type; null for Custom and Catering. */
  dishes: string | null;
  /** The owner's description of a box type (box_types.description), else what its kind means. */
  summary: string;
  /** Generated from box_types; null when there is nothing to state. */
  price: string | null;
  points: string[];
}

const BOX_POINTS: Record<BoxOffer["kind"], string[]> = {
  fixed: ["Choose one of the weekend's cuisines", "Vegetarian or meat/fish main", "Add a weekly subscription"],
  pick: [
    "One dish per group, your choice",
    "Both of the weekend's cuisines",
    "Vegetarian or meat/fish main",
    "Add a weekly subscription",
  ],
};

/**
 * The ways to order on the How-it-works page: every active box type in display order (its kind,
 * dish count and prices), then Custom and Catering; every figure taken from the data.
 */
export function buildOrderTypes(boxes: BoxOffer[], rule: CateringRule): OrderTypeCard[] {
  return [
    ...boxes.map((box): OrderTypeCard => ({
      name: box.name,
      tab: box.id,
      kindLabel: boxKindLabel(box),
      dishes: dishCountText(box.dishCount),
      summary: box.description?.trim() || boxKindSummary(box),
      price: boxPriceText(box),
      points: BOX_POINTS[box.kind],
    })),
    {
      name: "Custom",
      tab: CUSTOM_TAB,
      kindLabel: null,
      dishes: null,
      summary: "Any of the weekend's dishes in any quantity, each at its menu price.",
      price: customPriceText(boxes),
      points: ["Mix dishes across cuisines", "Choose your own quantities"],
    },
    {
      name: "Catering",
      tab: CUSTOM_TAB,
      kindLabel: null,
      dishes: null,
      summary: "Feeding a crowd? Build a custom order in larger quantities and the discount is applied automatically.",
      price: null,
      points: [...cateringDiscountLines(rule), cateringNote(rule)],
    },
  ];
}
