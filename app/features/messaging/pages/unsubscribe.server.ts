import { data } from "react-router";
import { readUnsubscribeLink, unsubscribe, type UnsubscribeLink } from "../unsubscribe.server";
import type { ConsentTopic } from "../consent";
import { ONE_CLICK } from "../consent-schemas";

/** What is stopped, as "You're unsubscribed from …" says it. */
const STOPPED: Record<ConsentTopic, string> = {
  "email-news": "our emails about new menus and order deadlines",
  sms: "our texts about new menus and order deadlines",
  whatsapp: "our WhatsApp messages about new menus and order deadlines",
  push: "our notifications",
  "sms-order-updates": "texts about your orders",
};

export const INVALID_LINK =
  "This unsubscribe link is not valid: it may have been changed or cut short. Please use the whole link from the message, or sign in and change your choices in My account.";

const shown = (link: UnsubscribeLink) => ({ email: link.email, stopped: STOPPED[link.topic] });

/** The link's person and topic, or a 400 saying the link is not valid. */
export function loadUnsubscribePage(request: Request) {
  const link = readUnsubscribeLink(new URL(request.url));
  if (!link) return data({ link: null, problem: INVALID_LINK }, { status: 400 });
  return { link: shown(link), problem: null };
}

/**
 * Unsubscribes, without signing in: the mail client's POST of `List-Unsubscribe=One-Click` to the
 * link (no cookie, no Origin) or the page's button. Answers 200 once withdrawn (or already).
 */
export async function unsubscribeAction(request: Request) {
  const link = readUnsubscribeLink(new URL(request.url));
  if (!link) return data({ done: false, problem: INVALID_LINK }, { status: 400 });
  const form = await request.formData();
  if (form.get(ONE_CLICK.name) !== ONE_CLICK.value)
    return data({ done: false, problem: "Please use the Unsubscribe button." }, { status: 400 });
  await unsubscribe(link);
  return { done: true, problem: null };
}
