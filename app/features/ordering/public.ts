/**
 * Ordering's public entry for the browser and the server: what other features may import from it.
 * Other features import Ordering only through this file or public.server.ts (lint: import zones).
 */
export { canRefund, orderStatusLabel } from "./order-status";
export { boxesOfLine, boxesOfLines, lineContentsText, packLine, PORTIONS_PER_CUSTOM_BOX } from "./boxes";
export { toPricingSettings, type PricingSettings } from "./pricing";
export type { Cart, CartLine } from "./cart";
export { DISH_GROUPS, VARIANT_LABEL, fixedBox, groupOfCategory, pickChoices, type OrderingMenu } from "./menu";
export { resolveCart } from "./resolve-cart";
export { orderSizeProblem } from "./order-size";
