/**
 * Privacy's public entry for the server (its job): no feature imports privacy, the top layer
 * (decision 038).
 */
export { applyRetention } from "./retention.server";
