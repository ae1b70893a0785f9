/**
 * Payments' public entry for server code: what other features may import from it. Other features
 * import Payments only through this file (lint: import zones).
 */
export { providerNamed, type PaymentProvider } from "./provider.server";
export type {
  CheckoutClosedEvent,
  InvoicePaidEvent,
  PaidEvent,
  PaymentEvent,
  RefundedEvent,
  SubscriptionEndedEvent,
} from "./events";
export { reactToPayments, type LoadReactions, type PaymentReactions } from "./reactions.server";
export { paymentRecorded, recordPaidPayment } from "./payment-records.server";
export { abandonPayment, startPayment } from "./checkout.server";
export { activeProvider } from "./provider.server";
export { abandonGiftCardPayment, confirmGiftCardPayment, startGiftCardPayment } from "./gift-card-payment.server";
