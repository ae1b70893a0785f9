import type { MessageChannel } from "../messages.server";

/** The channels in the order the back-office lists them, with their names (browser-safe). */
export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: "Email",
  sms: "SMS",
  whatsapp: "WhatsApp",
  push: "Push",
};
export const MESSAGE_CHANNELS = Object.keys(CHANNEL_LABELS) as MessageChannel[];

/** What one message on the channel is called ("Email queued", "SMS queued", …). */
export const MESSAGE_NOUN: Record<MessageChannel, string> = {
  email: "Email",
  sms: "SMS",
  whatsapp: "WhatsApp message",
  push: "Push notification",
};

/** The service a channel needs, named as its settings are. */
export const CHANNEL_SERVICE: Record<MessageChannel, string> = {
  email: "No SMTP server is configured (SMTP_URL)",
  sms: "Twilio is not configured for SMS (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)",
  whatsapp: "Twilio is not configured for WhatsApp (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_WHATSAPP_FROM)",
  push: "Push messages cannot be sent",
};
