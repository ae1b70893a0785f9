import { and, eq, inArray, or } from "drizzle-orm";
import { consentEvents, contactPreferences, pushSubscriptions } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import type { MessageChannel } from "./messages.server";

/** One address a message can go to: a channel and its address there (email, E.164 phone, push subscription id). */
export interface Reach {
  channel: MessageChannel;
  to: string;
}

/** A person and where they agreed to be sent marketing. */
export interface MarketingContact {
  /** Their email, lower-cased: consent, erasure and counts go by it. */
  contact: string;
  reach: Reach[];
}

/**
 * Everyone who agreed to marketing on at least one channel, with the addresses on each channel
 * they agreed to (SMS and WhatsApp only with a phone; push on each browser they subscribed).
 * Nobody else: consent is never presumed (PECR).
 */
export async function marketingAudience(): Promise<MarketingContact[]> {
  const [people, browsers] = await Promise.all([
    db
      .select()
      .from(contactPreferences)
      .where(
        or(
          eq(contactPreferences.emailNews, true),
          eq(contactPreferences.sms, true),
          eq(contactPreferences.whatsapp, true),
          eq(contactPreferences.push, true),
        ),
      )
      .orderBy(contactPreferences.email),
    db.select({ id: pushSubscriptions.id, email: pushSubscriptions.email }).from(pushSubscriptions),
  ]);
  const browsersOf = new Map<string, string[]>();
  for (const browser of browsers) browsersOf.set(browser.email, [...(browsersOf.get(browser.email) ?? []), browser.id]);
  return people
    .map((person) => {
      const reach: Reach[] = [];
      if (person.emailNews) reach.push({ channel: "email", to: person.email });
      if (person.sms && person.phone) reach.push({ channel: "sms", to: person.phone });
      if (person.whatsapp && person.phone) reach.push({ channel: "whatsapp", to: person.phone });
      if (person.push) for (const id of browsersOf.get(person.email) ?? []) reach.push({ channel: "push", to: id });
      return { contact: person.email, reach };
    })
    .filter((person) => person.reach.length > 0);
}

/**
 * Where a service message (an order's, a subscription's) goes: always by email, and by SMS too
 * when the person chose order updates by SMS and gave a phone.
 */
export async function serviceReach(email: string, phone?: string | null): Promise<Reach[]> {
  const contact = email.trim().toLowerCase();
  const [person] = await db.select().from(contactPreferences).where(eq(contactPreferences.email, contact));
  const reach: Reach[] = [{ channel: "email", to: contact }];
  const smsTo = person?.phone ?? phone;
  if (person?.smsOrderUpdates && smsTo) reach.push({ channel: "sms", to: smsTo });
  return reach;
}

/**
 * Those among `emails` (lower-cased) who withdrew email news and have not agreed again: a waitlist's
 * news, which they asked for, is not sent to someone who has since unsubscribed.
 */
export async function withdrewEmailNews(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: contactPreferences.email })
    .from(contactPreferences)
    .innerJoin(
      consentEvents,
      and(
        eq(consentEvents.email, contactPreferences.email),
        eq(consentEvents.topic, "email-news"),
        eq(consentEvents.granted, false),
      ),
    )
    .where(and(inArray(contactPreferences.email, emails), eq(contactPreferences.emailNews, false)));
  return new Set(rows.map((row) => row.email));
}
