import type { BoxOffer, MenuDish } from "~/features/cart/menu";

/** A vegetarian £5 Essentials dish of the ordering menu, with no picture, diet or allergens. */
export function menuDish(
  id: string,
  cuisine: string,
  group: MenuDish["group"],
  over: Partial<MenuDish> = {},
): MenuDish {
  return {
    id,
    name: id,
    nativeName: null,
    description: null,
    imageUrl: null,
    group,
    boxType: "essentials",
    dishType: "vegetarian",
    pricePence: 500,
    cuisine,
    dietaryInfo: [],
    allergens: [],
    mayContainAllergens: [],
    ...over,
  };
}

/** A box type of four dishes at £33 (£30 vegetarian). */
export function boxOffer(id: string, name: string, kind: BoxOffer["kind"]): BoxOffer {
  return {
    id,
    code: null,
    name,
    description: null,
    kind,
    dishCount: 4,
    standardPence: 3300,
    vegetarianPence: 3000,
  };
}
