/**
 * Orders, for server code: what other features may import from it. Other features import Orders
 * only through this file or public.ts (lint: import zones).
 */
export { queueConfirmationEmail } from "./confirmation-email.server";
export { type OrderView, findOrderViewBySession, findPaymentBySession, getOrderView } from "./order-queries.server";
export {
  type OrderRow,
  attachGuestOrders,
  cancelUnpaidOrder,
  expireUnpaidOrders,
  insertOrder,
  markOrderPaid,
  markOrderRefunded,
  transitionToPaid,
  transitionUnpaidToCancelled,
} from "./orders.server";
export { closeUnpaidCheckout } from "./manual-orders.server";
export { isKitchenOrder, linePortions, upcomingDeliveryDates } from "./kitchen-orders.server";
export { queueStatusEmail } from "./status-email.server";
export {
  type InvoicePaymentResult,
  markSubscriptionCancelled,
  payRenewalFromInvoice,
  subscriptionWeeklyPence,
} from "./subscription-charge.server";
export { changeRuleFor, findCustomerOrder, transitionToCustomerCancelled } from "./customer-order.server";
export { fulfilmentText } from "./order-queries.server";
export { createManualOrder, type ManualOrderInput } from "./manual-orders.server";
