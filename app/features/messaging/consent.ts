/**
 * Consent to marketing, per channel (PECR, UK GDPR): what may be asked, and where it was given.
 * Transactional messages (confirmation, status, receipts) do not depend on it: they always go by
 * email, and by SMS too when the customer chose "sms-order-updates".
 */
export const CONSENT_TOPICS = ["email-news", "sms", "whatsapp", "push", "sms-order-updates"] as const;
export type ConsentTopic = (typeof CONSENT_TOPICS)[number];

/** Where a consent was given or withdrawn (recorded with each change). */
export type ConsentSource =
  "sign-up" | "checkout" | "my-account" | "unsubscribe-link" | "sms-stop" | "push-permission" | "erasure" | "admin";

export interface Preferences {
  /** For SMS and WhatsApp, in E.164 form. */
  phone: string | null;
  emailNews: boolean;
  sms: boolean;
  whatsapp: boolean;
  push: boolean;
  smsOrderUpdates: boolean;
}

/** How each topic is asked, the same words on sign-up, checkout and My account (nothing pre-ticked). */
export const CONSENT_LABELS: Record<ConsentTopic, string> = {
  "email-news": "Email me when the menu is live and before the order deadline",
  sms: "Text me (SMS) when the menu is live and before the order deadline",
  whatsapp: "Send me the same on WhatsApp",
  push: "Send notifications to this device",
  "sms-order-updates": "Text me (SMS) about my orders as well as emailing me",
};
