import {
  boxPriceText,
  cateringDiscountLines,
  cateringNote,
  customPriceText,
  type BoxPrices,
  type CateringRule,
} from "./offer-text";

/** The order builder tab an Order Now button opens (navigation state `selectedTab`). */
export type OrderTab = "essentials" | "essentialsPlus" | "custom";

export interface OrderTypeCard {
  name: string;
  tab: OrderTab;
  summary: string;
  /** Generated from box_types; null when the box type is missing or inactive. */
  price: string | null;
  points: string[];
}

/** The four ways to order on the How-it-works page, every figure taken from the data. */
export function buildOrderTypes(boxes: BoxPrices[], rule: CateringRule): OrderTypeCard[] {
  const essentials = boxes.find((b) => b.code === "essentials");
  const plus = boxes.find((b) => b.code === "essentials_plus");
  const priced = [essentials, plus].filter((b): b is BoxPrices => !!b);
  return [
    {
      name: essentials?.name ?? "Essentials",
      tab: "essentials",
      summary:
        essentials?.description ??
        "A fixed box of the week's four Essentials dishes: rice, dal or legume, a vegetable dish and a main.",
      price: essentials ? boxPriceText(essentials) : null,
      points: ["Choose the week's cuisine", "Vegetarian or meat/fish main", "Add a weekly subscription"],
    },
    {
      name: plus?.name ?? "Essentials Plus",
      tab: "essentialsPlus",
      summary:
        plus?.description ?? "Pick one dish from each group (rice, dal, vegetable, main) from the whole week's menu.",
      price: plus ? boxPriceText(plus) : null,
      points: ["One dish per group, your choice", "Both of the week's cuisines"],
    },
    {
      name: "Custom",
      tab: "custom",
      summary: "Any of the week's dishes in any quantity, each at its menu price.",
      price: customPriceText(priced.length ? priced : boxes),
      points: ["Mix dishes across cuisines", "Choose your own quantities"],
    },
    {
      name: "Catering",
      tab: "custom",
      summary: "Feeding a crowd? Build a custom order in larger quantities and the discount is applied automatically.",
      price: null,
      points: [...cateringDiscountLines(rule), cateringNote(rule)],
    },
  ];
}
