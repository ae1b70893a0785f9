import { eq } from "drizzle-orm";
import { consentEvents, contactPreferences } from "~/db/schema/messaging";
import { db, transaction } from "~/lib/db.server";
import { CONSENT_TOPICS, type ConsentSource, type ConsentTopic, type Preferences } from "./consent";

const column = {
  "email-news": "emailNews",
  sms: "sms",
  whatsapp: "whatsapp",
  push: "push",
  "sms-order-updates": "smsOrderUpdates",
} as const satisfies Record<ConsentTopic, keyof Preferences>;

const NOTHING_AGREED: Preferences = {
  phone: null,
  emailNews: false,
  sms: false,
  whatsapp: false,
  push: false,
  smsOrderUpdates: false,
};

/** The email address consent is kept under: trimmed, lower-cased. */
export function contactKey(email: string): string {
  return email.trim().toLowerCase();
}

/** What the person with this email agreed to; nothing when they never said (nothing is pre-ticked). */
export async function preferencesOf(email: string): Promise<Preferences> {
  const [row] = await db
    .select()
    .from(contactPreferences)
    .where(eq(contactPreferences.email, contactKey(email)));
  if (!row) return NOTHING_AGREED;
  const { phone, emailNews, sms, whatsapp, push, smsOrderUpdates } = row;
  return { phone, emailNews, sms, whatsapp, push, smsOrderUpdates };
}

/**
 * Records what a person agreed to or withdrew, from where: only the topics named change, and each
 * change is a row of consent_events (when, which topic, granted or withdrawn, the source). A topic
 * set to what it already was records nothing. The phone (E.164) and account are kept when given.
 */
export async function updatePreferences(
  email: string,
  changes: Partial<Record<ConsentTopic, boolean>>,
  source: ConsentSource,
  contact: { phone?: string | null; userId?: string | null } = {},
): Promise<Preferences> {
  const key = contactKey(email);
  return transaction(async () => {
    await db.insert(contactPreferences).values({ email: key }).onConflictDoNothing();
    const [current] = await db.select().from(contactPreferences).where(eq(contactPreferences.email, key)).for("update");
    const changed = CONSENT_TOPICS.filter((topic) => topic in changes && changes[topic] !== current[column[topic]]);
    const set: Partial<typeof contactPreferences.$inferInsert> = { updatedAt: new Date() };
    for (const topic of changed) set[column[topic]] = changes[topic];
    if (contact.phone !== undefined) set.phone = contact.phone;
    if (contact.userId) set.userId = contact.userId;
    await db.update(contactPreferences).set(set).where(eq(contactPreferences.email, key));
    if (changed.length)
      await db
        .insert(consentEvents)
        .values(changed.map((topic) => ({ email: key, topic, granted: Boolean(changes[topic]), source })));
    return preferencesOf(key);
  });
}

/** Every consent change recorded for this email, oldest first (My account, the data download). */
export async function consentHistory(email: string) {
  return db
    .select({
      topic: consentEvents.topic,
      granted: consentEvents.granted,
      source: consentEvents.source,
      createdAt: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.email, contactKey(email)))
    .orderBy(consentEvents.createdAt);
}
