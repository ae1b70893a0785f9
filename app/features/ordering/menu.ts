import type { IsoDate } from "~/lib/dates";
import type { Variant } from "./cart";

/**
 * The menu the order builder sells (pure data and rules, shared by the browser and the server):
 * the ordering week's cuisines, its available dishes in the four groups, and the box prices.
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

export type BoxCode = "essentials" | "essentials_plus";

export interface MenuDish {
  id: string;
  name: string;
  nativeName: string | null;
  description: string | null;
  imageUrl: string | null;
  group: DishGroup;
  boxType: "essentials" | "essentials_plus" | "both";
  /** null in the database counts as standard. */
  dishType: "vegetarian" | "standard";
  pricePence: number;
  cuisine: string | null;
  dietaryInfo: string[];
}

export interface BoxPrice {
  code: BoxCode;
  name: string;
  standardPence: number;
  vegetarianPence: number;
}

export interface OrderingMenu {
  /** The weekend the builder sells (its Saturday) and the week's cuisine pair; null when none is set. */
  week: { saturday: IsoDate; label: string; cuisines: string[] } | null;
  /** Available dishes of active categories in one of the four groups, in display order. */
  dishes: MenuDish[];
  boxes: Partial<Record<BoxCode, BoxPrice>>;
}

export const VARIANT_LABEL: Record<Variant, string> = { standard: "Standard", vegetarian: "Vegetarian" };

export function boxUnitPrice(box: BoxPrice, variant: Variant): number {
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

/** The Essentials dishes of a cuisine that fit the variant, by group (the Essentials tab's lists). */
export function essentialsChoices(menu: OrderingMenu, cuisine: string, variant: Variant): GroupedDishes {
  return groupDishes(
    menu.dishes.filter((d) => d.boxType !== "essentials_plus" && d.cuisine === cuisine && fitsVariant(d, variant)),
  );
}

/** The fixed Essentials box: the first fitting dish of each group, or null when a group has none. */
export function essentialsBox(menu: OrderingMenu, cuisine: string, variant: Variant): MenuDish[] | null {
  const choices = essentialsChoices(menu, cuisine, variant);
  const box = DISH_GROUPS.map((g) => choices[g.key][0]);
  return box.every(Boolean) ? box : null;
}

/** Essentials Plus: dishes of both tiers that fit the variant, by group. */
export function plusChoices(menu: OrderingMenu, variant: Variant): GroupedDishes {
  return groupDishes(menu.dishes.filter((d) => fitsVariant(d, variant)));
}

/** Custom: every dish of the week; the Standard/Vegetarian toggle only filters the mains shown. */
export function customChoices(menu: OrderingMenu, variant: Variant): GroupedDishes {
  return groupDishes(menu.dishes.filter((d) => d.group !== "main" || fitsVariant(d, variant)));
}
