import { publicUrl } from "~/lib/env.server";
import { signValue, validSignature } from "~/lib/signing.server";
import { CONSENT_TOPICS, type ConsentTopic } from "./consent";
import { contactKey, updatePreferences } from "./consent.server";

/** Keeps an unsubscribe link's signature from standing for any other signed link. */
const PURPOSE = "unsubscribe";

const signed = (email: string, topic: ConsentTopic) => `${topic}:${contactKey(email)}`;

/**
 * The one-click unsubscribe address for a person and topic (email news unless said), which works
 * without signing in: `/unsubscribe?e=<email, base64url>&t=<signature>` (and `&c=<topic>` for
 * another topic). Marketing mail carries it in its text and its List-Unsubscribe header (RFC 8058).
 */
export function unsubscribeUrl(email: string, topic: ConsentTopic = "email-news"): string {
  const query = new URLSearchParams({ e: Buffer.from(contactKey(email)).toString("base64url") });
  if (topic !== "email-news") query.set("c", topic);
  query.set("t", signValue(PURPOSE, signed(email, topic)));
  return `${publicUrl()}/unsubscribe?${query}`;
}

export interface UnsubscribeLink {
  email: string;
  topic: ConsentTopic;
}

/** The person and topic an unsubscribe address names, or null when it was not made by us (changed, cut short). */
export function readUnsubscribeLink(url: URL): UnsubscribeLink | null {
  const [e, t, c] = ["e", "t", "c"].map((name) => url.searchParams.get(name));
  const topic = (c ?? "email-news") as ConsentTopic;
  if (!e || !t || !CONSENT_TOPICS.includes(topic) || e.length > 400 || t.length > 100) return null;
  const email = Buffer.from(e, "base64url").toString("utf8");
  return email && validSignature(PURPOSE, signed(email, topic), t) ? { email: contactKey(email), topic } : null;
}

/** Withdraws the link's topic (recorded as from the unsubscribe link; nothing when already withdrawn). */
export async function unsubscribe(link: UnsubscribeLink): Promise<void> {
  await updatePreferences(link.email, { [link.topic]: false }, "unsubscribe-link");
}
