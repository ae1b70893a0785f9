import { and, asc, eq, ilike, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import {
  consentEvents,
  contactMessages,
  contactPreferences,
  emailOutbox,
  pushSubscriptions,
} from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import { hideMailSecrets } from "~/lib/mail-secrets.server";
import { CONSENT_TOPICS } from "./consent";
import { consentHistory, contactKey, preferencesOf, updatePreferences } from "./consent.server";

/** The messages sent to a person, on any channel (older email rows may lack `contact`). */
function messagesTo(key: string) {
  return or(
    eq(emailOutbox.contact, key),
    and(eq(emailOutbox.channel, "email"), sql`lower(${emailOutbox.to}) = ${key}`),
  )!;
}

/** A LIKE pattern matching `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What messaging holds about the person with this email (the data download): what they agreed to
 * and every change of it, the messages sent to them, what they wrote to us, the browsers that take
 * their push messages.
 */
export async function messagingDataOf(email: string) {
  const key = contactKey(email);
  const [preferences, history, messages, written, devices] = await Promise.all([
    preferencesOf(key),
    consentHistory(key),
    db
      .select({
        channel: emailOutbox.channel,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        kind: emailOutbox.kind,
        marketing: emailOutbox.marketing,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        openedAt: emailOutbox.openedAt,
      })
      .from(emailOutbox)
      .where(messagesTo(key))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select({
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${key}`)
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.email, key)),
  ]);
  // A secret in a message (a gift card's code) is not stored; the download says so in its place.
  for (const message of messages) message.text = await hideMailSecrets(message.text, "text");
  return { preferences, consentHistory: history, messages, contactMessages: written, pushDevices: devices };
}

/**
 * Erases what messaging holds about a person (decision 038), in the caller's transaction: every
 * consent is withdrawn (recorded with source `erasure`), then their preferences row (with the phone)
 * and their browsers' push subscriptions are deleted, and their consent history is kept under
 * `pseudonym`, without the address. Messages not yet sent to them are dropped; those sent keep
 * their channel, subject, kind and times (a campaign's counts) but lose the address and the body.
 * What they wrote through the contact form is deleted, and the body of its mail to the shop.
 */
export async function eraseMessagingData(email: string, pseudonym: string): Promise<void> {
  const key = contactKey(email);
  await updatePreferences(key, Object.fromEntries(CONSENT_TOPICS.map((topic) => [topic, false])), "erasure");
  await db.delete(contactPreferences).where(eq(contactPreferences.email, key));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.email, key));
  await db.update(consentEvents).set({ email: pseudonym }).where(eq(consentEvents.email, key));
  await db.delete(emailOutbox).where(and(messagesTo(key), eq(emailOutbox.status, "queued")));
  await db
    .update(emailOutbox)
    .set({ to: pseudonym, contact: pseudonym, html: "", text: "", unsubscribeUrl: null, error: null })
    .where(messagesTo(key));
  await db
    .update(emailOutbox)
    .set({ html: "", text: "" })
    .where(and(eq(emailOutbox.kind, "contact"), ilike(emailOutbox.text, `%<${literal(key)}>%`)));
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${key}`);
}

/**
 * The retention of messages (the settings' messageRetentionMonths): messages written before
 * `cutoff` keep their channel, kind, subject, status and times (a campaign's counts) but lose
 * their address, person and body. Messages still waiting to be sent are left alone. Returns how many.
 */
export async function forgetMessagesBefore(cutoff: Date): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ to: "", contact: null, html: "", text: "", unsubscribeUrl: null, error: null })
    .where(
      and(
        lt(emailOutbox.createdAt, cutoff),
        ne(emailOutbox.status, "queued"),
        or(ne(emailOutbox.to, ""), ne(emailOutbox.text, ""), isNotNull(emailOutbox.contact)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}
