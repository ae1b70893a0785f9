/**
 * Delivery's public entry for the browser and the server: what other features may import from it.
 * Other features import Delivery only through this file or public.server.ts (lint: import zones).
 */
export { PAYMENT_WINDOW_MINUTES, cutoffInstant, nextOrderableSaturday, paymentWindowClosed } from "./delivery-dates";
export { INVALID_POSTCODE_MESSAGE, parsePostcode } from "./postcode-match";
