import type { BoxOffer } from "~/features/catalog/public";
import type { IsoDate } from "~/lib/dates";
import type { Variant } from "./cart";

/**
 * The menus the order builder sells (pure data and rules, shared by the browser and the server):
 * every orderable weekend's cuisines and dishes, and the active box types (decision 015).
 */
export type DishGroup = "rice" | "dal" | "vegetable" | "main";

export const DISH_GROUPS: ReadonlyArray<{ key: DishGroup; label: string }> = [
  { key: "rice", label: "Rice" },
  { key: "dal", label: "Dal & Legumes" },
  { key: "vegetable", label: "Vegetables" },
  { key: "main", label: "Mains" },
];

/** The category name decides the group: containing rice, legume or dal, vegetable, or main. */
export function groupOfCategory(name: string | null | undefined): DishGroup | null {
  const n = (name ?? "").toLowerCase();
  if (n.includes("rice")) return "rice";
  if (n.includes("legume") || n.includes("dal")) return "dal";
  if (n.includes("vegetable")) return "vegetable";
  if (n.includes("main")) return "main";
  return null;
}

export type { BoxOffer };

export interface MenuDish {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  imageUrl: string | null;
  group: DishGroup;
  /** The dish's tier: "essentials_plus" dishes only go in picked boxes, never in fixed ones. */
  boxType: "essentials" | "essentials_plus" | "both";
  /** null in the database counts as standard. */
  dishType: "vegetarian" | "standard";
  pricePence: number;
  cuisine: string | null;
  dietaryInfo: string[];
  /** Allergen keys the dish contains, and may contain (labels: allergenLabels). */
  allergens: string[];
  mayContainAllergens: string[];
}

/** A weekend that can be ordered: its Saturday, label, cuisine pair and the ids of its dishes. */
export interface OrderingWeekend {
  saturday: IsoDate;
  label: string;
  cuisines: string[];
  dishIds: string[];
}

/** What the builder receives once: the orderable weekends, their dishes and the box types. */
export interface OrderingCatalog {
  weekends: OrderingWeekend[];
  dishes: MenuDish[];
  boxes: BoxOffer[];
}

/** One weekend's menu: what a cart for a date of that weekend is resolved and priced against. */
export interface OrderingMenu {
  /** The weekend (its Saturday) and its cuisine pair; null when no menu is published for it. */
  week: { saturday: IsoDate; label: string; cuisines: string[] } | null;
  /** Available dishes of active categories on the weekend's menu, in one of the four groups. */
  dishes: MenuDish[];
  /** Active box types in display order. */
  boxes: BoxOffer[];
}

/** The menu of the weekend whose Saturday is `saturday` (an empty menu when none is published). */
export function menuForWeekend(catalog: OrderingCatalog, saturday: IsoDate | null): OrderingMenu {
  const weekend = catalog.weekends.find((w) => w.saturday === saturday);
  if (!weekend) return { week: null, dishes: [], boxes: catalog.boxes };
  const byId = new Map(catalog.dishes.map((d) => [d.id, d]));
  return {
    week: { saturday: weekend.saturday, label: weekend.label, cuisines: weekend.cuisines },
    dishes: weekend.dishIds.flatMap((id) => byId.get(id) ?? []),
    boxes: catalog.boxes,
  };
}

export const VARIANT_LABEL: Record<Variant, string> = { standard: "Standard", vegetarian: "Vegetarian" };

export function boxUnitPrice(box: Pick<BoxOffer, "standardPence" | "vegetarianPence">, variant: Variant): number {
  return variant === "vegetarian" ? box.vegetarianPence : box.standardPence;
}

/**
 * Whether a dish may go in a box of this variant: a vegetarian box holds only vegetarian dishes;
 * a standard box's main is a standard (meat or fish) dish.
 */
export function fitsVariant(dish: MenuDish, variant: Variant): boolean {
  if (variant === "vegetarian") return dish.dishType === "vegetarian";
  return dish.group !== "main" || dish.dishType === "standard";
}

export type GroupedDishes = Record<DishGroup, MenuDish[]>;

export function groupDishes(dishes: MenuDish[]): GroupedDishes {
  const grouped: GroupedDishes = { rice: [], dal: [], vegetable: [], main: [] };
  for (const dish of dishes) grouped[dish.group].push(dish);
  return grouped;
}

/** The dishes a fixed box of a cuisine may hold for the variant, by group (never Plus-only dishes). */
export function fixedChoices(menu: OrderingMenu, cuisine: string, variant: Variant): GroupedDishes {
  return groupDishes(
    menu.dishes.filter((d) => d.boxType !== "essentials_plus" && d.cuisine === cuisine && fitsVariant(d, variant)),
  );
}

/** A fixed box: the first fitting dish of each group of the cuisine, or null when a group has none. */
export function fixedBox(menu: OrderingMenu, cuisine: string, variant: Variant): MenuDish[] | null {
  const choices = fixedChoices(menu, cuisine, variant);
  const box = DISH_GROUPS.map((g) => choices[g.key][0]);
  return box.every(Boolean) ? box : null;
}

/** A picked box: the weekend's dishes of every tier that fit the variant, by group. */
export function pickChoices(menu: OrderingMenu, variant: Variant): GroupedDishes {
  return groupDishes(menu.dishes.filter((d) => fitsVariant(d, variant)));
}

/** Custom: every dish of the weekend; the Standard/Vegetarian toggle only filters the mains shown. */
export function customChoices(menu: OrderingMenu, variant: Variant): GroupedDishes {
  return groupDishes(menu.dishes.filter((d) => d.group !== "main" || fitsVariant(d, variant)));
}
