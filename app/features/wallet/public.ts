/**
 * Wallet (store credit, decision 043), browser-safe: what other features may import from it.
 */
export { GiveCreditButton } from "./components/give-credit-dialog";
export { GiveCreditSchema, MAX_GRANT_PENCE } from "./grant-schemas";
export { StoreCredit, type StoreCreditView } from "./components/store-credit";
export { creditMovementText } from "./movement-text";
