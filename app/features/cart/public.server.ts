/**
 * The shop's cart, for server code: what other features may import from it. Other features import
 * the cart only through this file or public.ts (lint: import zones).
 */
export { loadWeekendMenu } from "./menu.server";
export { weekMenuGaps } from "./weekend-readiness.server";
export { loadOrderingCatalog } from "./menu.server";
export { quoteCart, type QuoteResult, type ResolvedLine } from "./quote.server";
