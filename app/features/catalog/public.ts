/**
 * Catalog's public entry for the browser and the server: what other features may import from it.
 * Other features import Catalog only through this file or public.server.ts (lint: import zones).
 */
export { AllergenText } from "./components/allergen-text";
export type { BoxKind, BoxOffer, BoxPrices, CateringRule } from "./offer-text";
export { boxPriceText, cateringDiscountLines, dishCountText, headlineOffer } from "./offer-text";
export {
  ALLERGENS,
  NO_ALLERGENS_TEXT,
  type AllergenDeclaration,
  type AllergenKey,
  allergenLabels,
  allergenStatement,
  combineAllergens,
  dishesAllergenStatement,
} from "./allergens";
export { DishCarousel } from "./components/dish-carousel";
export { DishCard } from "./components/dish-image";
export { WeekSelector } from "./components/week-selector";
export { descriptionSnippet, groupByCuisine } from "./menu-format";
export { buildOrderTypes } from "./order-types";
