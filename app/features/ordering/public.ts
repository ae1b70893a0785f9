/**
 * Ordering's public entry for the browser and the server: what other features may import from it.
 * Other features import Ordering only through this file or public.server.ts (lint: import zones).
 */
export { ORDER_STATUS_LABEL, PREP_STATUSES, canRefund } from "./order-status";
export { toPricingSettings, type PricingSettings } from "./pricing";
export type { Cart, CartLine } from "./cart";
export { DISH_GROUPS, VARIANT_LABEL, fixedBox, groupOfCategory, pickChoices, type OrderingMenu } from "./menu";
export { resolveCart } from "./resolve-cart";
export { orderSizeProblem } from "./order-size";
