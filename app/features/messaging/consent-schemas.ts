import { z } from "zod";
import type { ConsentTopic } from "./consent";

/**
 * The topics a form asks with a checkbox (sign-up, checkout, My account), in the order shown: news
 * and reminders by email, SMS and WhatsApp, then order updates by SMS. Push is asked by the device
 * itself (it needs the browser's permission), so no form sends it.
 */
export const FORM_CONSENT_TOPICS = [
  "email-news",
  "sms",
  "whatsapp",
  "sms-order-updates",
] as const satisfies readonly ConsentTopic[];
export type FormConsentTopic = (typeof FORM_CONSENT_TOPICS)[number];

/** The topics that are sent to a phone: ticking one needs a UK mobile number. */
export const PHONE_TOPICS: readonly FormConsentTopic[] = ["sms", "whatsapp", "sms-order-updates"];

/** The field the checkboxes share: each ticked box sends its topic as a value of `consent`. */
export const CONSENT_FIELD = "consent";

/** The mobile number's field beside them (checkout's own phone field has the same name). */
export const CONSENT_PHONE_FIELD = "phone";

/**
 * The ticked boxes of a form, as every topic it asks and whether it was ticked (an unticked box
 * sends nothing, so a topic not sent is `false`). Takes what conform or `FormData.getAll` gives:
 * nothing, one value or a list; a value that is not a topic is refused.
 */
export const ConsentChoicesSchema = z
  .preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(FORM_CONSENT_TOPICS, { error: "Please choose from the options shown." }))
      .max(FORM_CONSENT_TOPICS.length),
  )
  .transform(
    (ticked) =>
      Object.fromEntries(FORM_CONSENT_TOPICS.map((topic) => [topic, ticked.includes(topic)])) as Record<
        FormConsentTopic,
        boolean
      >,
  );
export type ConsentChoices = z.output<typeof ConsentChoicesSchema>;

/** Only the topics ticked: what sign-up and checkout record (an unticked box there withdraws nothing). */
export function grantedOnly(choices: ConsentChoices): Partial<ConsentChoices> {
  return Object.fromEntries(Object.entries(choices).filter(([, ticked]) => ticked));
}

/** Whether any ticked topic is sent to a phone. */
export const needsPhone = (choices: Partial<ConsentChoices>) => PHONE_TOPICS.some((topic) => choices[topic]);

export const PHONE_FOR_TEXTS_MESSAGE = "To get texts or WhatsApp messages, please give a UK mobile number.";
export const NOT_A_UK_MOBILE_MESSAGE = "Please enter a UK mobile number, such as 07400 123456.";

/** The field a mail client's one-click unsubscribe POSTs (RFC 8058), which the unsubscribe page's button sends too. */
export const ONE_CLICK = { name: "List-Unsubscribe", value: "One-Click" } as const;
