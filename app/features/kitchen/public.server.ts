/**
 * The kitchen, for server code: what other features may import from it (lint: import zones).
 */
export type { PrepForecastInput } from "./admin/prep-sheet.server";
export { getRoundSheet } from "./round-sheet.server";
export type { RoundCollectionPoint, RoundSheet, RoundStop } from "./round-sheet";
