/**
 * Subscriptions' public entry for server code (decision 023): what the server and other features
 * may import from it (lint: import zones).
 */
export { renewDueSubscriptions } from "./renewals.server";
export { forecastRenewals, subscribersDueOn, type DueSubscriber, type ForecastRenewal } from "./forecast.server";
export {
  alertUnpublishedMenus,
  menuAlertText,
  unpublishedWeekendsDue,
  type UnpublishedWeekend,
} from "./menu-alerts.server";
export { subscriptionPaymentReactions } from "./payment-reactions.server";
export { activeSubscriptionOrderIds, eraseSubscriptions, subscriptionDataOf } from "./personal-data.server";
