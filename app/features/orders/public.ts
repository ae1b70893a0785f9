/**
 * Orders, for the browser and the server: what other features may import from it. Other features
 * import Orders only through this file or public.server.ts (lint: import zones).
 */
export { canRefund, canRefundAsCredit, orderStatusLabel } from "./order-status";
export { discountRows, paymentRows } from "./order-money";
export { AllergyNote } from "./components/allergy-note";
export { type OrderStatus } from "./order-status";
export {
  MANUAL_PAYMENT_LABEL,
  type ManualPayment,
  MANUAL_PAYMENT_WORDS,
  ManualOrderSchema,
} from "./manual-order-schema";
export {
  ALLERGY_NOTE_MAX,
  ANY_TIME,
  CheckoutSchema,
  checkoutProblem,
  checkoutSchema,
  customerFrom,
  type CheckoutProblem,
  type CustomerDetails,
} from "./checkout-schema";
export { DELIVERY_WINDOW, DELIVERY_WINDOWS, deliveryWindowLabel, type DeliveryWindow } from "./delivery-windows";
export { CHECKOUT_REFUSALS, refusal, type CheckoutRefusal } from "./checkout-refusals";
