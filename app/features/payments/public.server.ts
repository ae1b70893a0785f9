/**
 * Payments' public entry for server code: what other features may import from it. Other features
 * import Payments only through this file (lint: import zones).
 */
export { providerNamed, type PaymentProvider } from "./provider.server";
