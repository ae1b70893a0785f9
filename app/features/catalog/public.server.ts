/**
 * Catalog's public entry for server code: what other features may import from it. Other features
 * import Catalog only through this file or public.ts (lint: import zones).
 */
export { boxTypeVatRates, boxTypesByIds, listActiveBoxTypes } from "./box-types.server";
export {
  describeDishes,
  findWeekOf,
  getWeekDishes,
  listActiveWeeks,
  listWeeksFrom,
  type MenuDishRow,
  type MenuWeek,
} from "./dishes.server";
