import { contactKey, preferencesOf } from "./consent.server";
import { ukMobile } from "./consent-form.server";
import { queueMessage } from "./messages.server";

/**
 * Queues a text about an order beside its email (confirmation, status), in the caller's
 * transaction, when the customer chose order updates by SMS: not marketing, so nothing else is
 * asked. It goes to the mobile they gave for texts, else the order's phone if that is a UK mobile;
 * with neither, nothing is sent. Returns whether a text was queued.
 */
export async function queueOrderText(message: {
  email: string;
  /** The phone on the order, as typed. */
  orderPhone: string | null;
  subject: string;
  text: string;
  kind: string;
}): Promise<boolean> {
  const chosen = await preferencesOf(message.email);
  if (!chosen.smsOrderUpdates) return false;
  const to = chosen.phone ?? ukMobile(message.orderPhone);
  if (!to) return false;
  const { subject, text, kind } = message;
  return Boolean(await queueMessage({ channel: "sms", to, contact: contactKey(message.email), subject, text, kind }));
}
