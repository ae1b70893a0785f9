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
  transitionUnpaidToCancelled,
} from "./orders.server";
export {
  type PaymentConfirmation,
  closeUnpaidCheckout,
  lockOrderForPayment,
  markOrderRefunded,
  markRenewalPaid,
  notePaymentOnOrder,
  oldestUnpaidRenewal,
  amountDuePence,
  subscriptionLinesOf,
  subscriptionWeeklyPence,
  transitionToPaid,
} from "./payment-reactions.server";
export {
  isKitchenOrder,
  kitchenDishPortions,
  kitchenLineItems,
  kitchenOrderLines,
  kitchenOrders,
  upcomingDeliveryDates,
} from "./kitchen-orders.server";
export { queueStatusEmail } from "./status-email.server";
export { changeOrderStatus, noteOnOrder, type StatusChangeOutcome } from "./status-changes.server";
export { changeRuleFor, findCustomerOrder, transitionToCustomerCancelled } from "./customer-order.server";
export { fulfilmentText } from "./order-queries.server";
export { createManualOrder, type ManualOrderInput } from "./manual-orders.server";
export { createOrderFromCart, GIFT_CARD_ONE_OFF, hasOrderedBefore } from "./orders.server";
export { listOrdersForUser } from "./order-queries.server";
export { contactsWhoOrdered, weekendOrderContacts } from "./weekend-checks.server";
export { anonymiseOrders, anonymiseOrdersPlacedBefore, orderDataOf, orderIdsOf } from "./personal-data.server";
export { orderStatusesOf } from "./order-statuses.server";
