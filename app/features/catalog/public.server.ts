/**
 * Catalog's public entry for server code: what other features may import from it. Other features
 * import Catalog only through this file or public.ts (lint: import zones).
 */
export { listActiveBoxTypes, listOrderableBoxTypes } from "./box-types.server";
export {
  describeDishes,
  findMenuWeek,
  findOrderingWeek,
  getWeekDishes,
  listActiveWeeks,
  listOrderableDishes,
} from "./dishes.server";
