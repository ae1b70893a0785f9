/**
 * Ordering's public entry for server code: what other features may import from it. Other features
 * import Ordering only through this file or public.ts (lint: import zones).
 */
export { queueConfirmationEmail } from "./confirmation-email.server";
export { type OrderView, findPaymentBySession, findSubscriptionOfUser, getOrderView } from "./order-queries.server";
export {
  type OrderRow,
  attachGuestOrders,
  cancelUnpaidOrder,
  expireUnpaidOrders,
  markOrderPaid,
  markOrderRefunded,
  transitionToPaid,
  transitionUnpaidToCancelled,
} from "./orders.server";
export { createRenewalOrder, markSubscriptionCancelled } from "./renewals.server";
export { subscriptionWeeklyPence } from "./subscription-charge.server";
