/**
 * Settings's public entry for server code: what other features may import from it. Other features
 * import Settings only through this file or public.ts (lint: import zones).
 */
export { getBusinessSettings, orderingSettings, saveReferralSettings } from "./settings.server";
