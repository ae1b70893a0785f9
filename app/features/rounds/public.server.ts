/**
 * Rounds, for server code: what other features may import from it (lint: import zones).
 */
export { eraseRoundData, removeDeliveryPhotos, roundDataOf } from "./personal-data.server";
