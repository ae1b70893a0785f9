/**
 * The kitchen, for server code: what other features may import from it (lint: import zones).
 */
export type { PrepForecastInput } from "./admin/prep-sheet.server";
