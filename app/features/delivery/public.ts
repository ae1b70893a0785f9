/**
 * Delivery's public entry for the browser and the server: what other features may import from it.
 * Other features import Delivery only through this file or public.server.ts (lint: import zones).
 */
export {
  type CollectionPointOffer,
  OUTSIDE_AREA_TITLE,
  collectionDay,
  hoursOn,
  outsideAreaMessage,
  pointAddress,
  pointsOpenOn,
} from "./collection-points";
export {
  PAYMENT_WINDOW_MINUTES,
  cutoffInstant,
  describeCutoff,
  nextOrderableSaturday,
  paymentWindowClosed,
} from "./delivery-dates";
export { INVALID_POSTCODE_MESSAGE, parsePostcode } from "./postcode-match";
