/**
 * Wallet (store credit, decision 043), for server code: what other features may import from it.
 * Wallet sits below Orders: it knows orders by id only and imports none of the features above it.
 */
export {
  type AddCredit,
  type CreditMovement,
  type CreditReason,
  type SpendCredit,
  addCredit,
  creditBalance,
  creditBalancesOf,
  creditDataOf,
  creditMovementsOf,
  creditRefunds,
  lockCredit,
  reverseCreditFor,
  spendCredit,
} from "./ledger.server";
export { giveCreditFromForm } from "./admin/give-credit.server";
