/**
 * Accounts' public entry for server code: what other features may import from it. Other features
 * import Accounts only through this file (lint: import zones).
 */
export { getProfile } from "./profile.server";
export { requireShopper, shopperKey } from "./shopper.server";
export { getUser } from "./session.server";
export { accountContactOf, accountDataOf, accountHolderOf, eraseAccount, signOutHeaders } from "./personal-data.server";
