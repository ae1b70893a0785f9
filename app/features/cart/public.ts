/**
 * The shop's cart, for the browser and the server: what other features may import from it. Other
 * features import the cart only through this file or public.server.ts (lint: import zones).
 */
export { boxesOfLine, boxesOfLines, lineContentsText, packLine, PORTIONS_PER_CUSTOM_BOX } from "./boxes";
export { toPricingSettings, type PricingSettings } from "./pricing";
export type { Cart, CartLine } from "./cart";
export { DISH_GROUPS, VARIANT_LABEL, fixedBox, groupOfCategory, pickChoices, type OrderingMenu } from "./menu";
export { resolveCart } from "./resolve-cart";
export { orderSizeProblem } from "./order-size";
export { LineAllergens } from "./components/line-allergens";
export { CART_STORAGE_KEY, EMPTY_CART, CartSchema, type Variant, type Fulfilment, FulfilmentSchema } from "./cart";
export { priceOrder, type PricedLineInput, type OrderPricing } from "./pricing";
export { orderSizeLimits, type OrderSizeLimits } from "./order-size";
export { resolveCartLenient, type ResolvedLine } from "./resolve-cart";
export {
  EMPTY_CART_MESSAGE,
  UNREADABLE_CART_MESSAGE,
  readCart,
  readCartText,
  parseCartText,
  type CartInput,
} from "./cart";
export {
  boxUnitPrice,
  customChoices,
  fixedChoices,
  type BoxOffer,
  type DishGroup,
  type GroupedDishes,
  type MenuDish,
  menuForWeekend,
  type OrderingCatalog,
} from "./menu";
export { newLineId, useCart } from "./use-cart";
export { clearStoredCart, readStoredCart, readStoredCartText } from "./stored-cart";
export { DishAllergens, DishName, DishThumb } from "./components/dish-name";
export { basketNotice, basketOnMenu } from "./basket";
