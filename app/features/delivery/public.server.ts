/**
 * Delivery's public entry for server code: what other features may import from it. Other features
 * import Delivery only through this file or public.ts (lint: import zones).
 */
export { availableDeliveryDates, checkDeliveryDate } from "./delivery-dates.server";
