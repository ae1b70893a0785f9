/**
 * Rounds, for server code: what other features may import from it (lint: import zones).
 */
export { eraseRoundData, removeDeliveryPhotos } from "./personal-data.server";
