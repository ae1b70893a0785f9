/**
 * Messaging's public entry for server code: what other features may import from it. Other features
 * import Messaging only through this file or public.ts (lint: import zones).
 */
export { renderEmail } from "./email-template.server";
export { submitContactMessage } from "./contact.server";
export { consentHistory, contactKey, preferencesOf, updatePreferences } from "./consent.server";
export { queueMessage, type ChannelMessage, type MessageChannel, type OutgoingMessage } from "./messages.server";
export { eraseMessagingData, forgetMessagesBefore, messagingDataOf } from "./personal-data.server";
export { deliverOutboxMessage, resendMessage } from "./channels/deliver.server";
export { pushSubscriptionIds } from "./push-subscriptions.server";
export {
  marketingAudience,
  serviceReach,
  withdrewEmailNews,
  type MarketingContact,
  type Reach,
} from "./audience.server";
export {
  campaignContacts,
  campaignDeliveries,
  markCampaignLinkOpened,
  type CampaignDeliveries,
} from "./campaign-log.server";
export { firstProblem, readConsentForm, ukMobile, type ConsentForm } from "./consent-form.server";
export { queueOrderText } from "./order-texts.server";
export { unsubscribeUrl } from "./unsubscribe.server";
