/**
 * Messaging's public entry for the browser and the server: what other features may import from it.
 * Other features import Messaging only through this file or public.server.ts (lint: import zones).
 */
export { ContactForm } from "./components/contact-form";
export { ContactMessageSchema, type ContactMessageInput } from "./contact-schemas";
export { CONSENT_LABELS, CONSENT_TOPICS, type ConsentSource, type ConsentTopic, type Preferences } from "./consent";
export { ConsentFields } from "./components/consent-fields";
export {
  CONSENT_FIELD,
  CONSENT_PHONE_FIELD,
  ConsentChoicesSchema,
  FORM_CONSENT_TOPICS,
  grantedOnly,
  type ConsentChoices,
  type FormConsentTopic,
} from "./consent-schemas";
export { PushToggle } from "./components/push-toggle";
export { EmailFrame } from "./components/email-frame";
