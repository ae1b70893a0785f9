/**
 * Delivery's public entry for server code: what other features may import from it. Other features
 * import Delivery only through this file or public.ts (lint: import zones).
 */
export { activeCollectionPoints, checkCollectionPoint, collectionPointsByIds } from "./collection-points.server";
export {
  availableDeliveryDates,
  checkDeliveryDate,
  checkRoom,
  dateHasLimit,
  manualDeliveryDates,
} from "./delivery-dates.server";
export { checkPostcode } from "./postcodes.server";
export { deleteWaitlistEntry, listWaitlist, waitlistCoveredBy, type WaitlistEntry } from "./waitlist.server";
export { eraseWaitlistEntries, waitlistDataOf } from "./personal-data.server";
