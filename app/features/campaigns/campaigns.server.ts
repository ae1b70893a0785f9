import { and, asc, eq, lte } from "drizzle-orm";
import { campaigns } from "~/db/schema/campaigns";
import { listActiveWeeks } from "~/features/catalog/public.server";
import { cutoffInstant } from "~/features/delivery/public";
import { waitlistCoveredBy } from "~/features/delivery/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { todayInLondon, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { areaOpenedText, cutoffReminderText, menuLiveText, subscriberReminderText } from "./campaign-texts.server";

export type Campaign = typeof campaigns.$inferSelect;

/** A weekend just published (Catalog's hook hands it over). */
export interface PublishedWeek {
  id: string;
  saturday: IsoDate;
  cuisines: string[];
}
export type CampaignKind = Campaign["kind"];

/*
 * The weekend's rhythm (decision 040): publishing a weekend makes its "menu is live" campaign and
 * its two reminders; adding a district makes its waitlist's. Each is made once (the unique index)
 * as `scheduled`, so the owner sees it in the Campaigns tab before it goes and can change its
 * words, send it at once or cancel it; the `run-campaigns` job sends it when its time comes.
 */

type Trigger = Pick<Campaign, "kind" | "subject" | "body" | "linkPath" | "sendsAt"> &
  Partial<Pick<Campaign, "weekendSaturday" | "district">>;

/** Makes a trigger's campaign unless it exists already; true when made. */
async function makeOnce(trigger: Trigger): Promise<boolean> {
  const made = await db
    .insert(campaigns)
    .values({ ...trigger, status: "scheduled" })
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  return made.length > 0;
}

/** When a reminder for the weekend goes: the set number of hours before its cutoff. */
function reminderTime(saturday: IsoDate, settings: Awaited<ReturnType<typeof getBusinessSettings>>): Date {
  return new Date(cutoffInstant(saturday, settings).getTime() - settings.reminderHoursBeforeCutoff * 3_600_000);
}

/**
 * A weekend went on sale: its "menu is live" campaign (after the review time), and its reminders
 * (before the cutoff) if they are still ahead. Runs in the publishing's transaction.
 */
export async function weekendPublished(week: PublishedWeek, now: Date = new Date()): Promise<void> {
  const { saturday } = week;
  const settings = await getBusinessSettings();
  if (now >= cutoffInstant(saturday, settings)) return;
  await makeOnce({
    kind: "menu-live",
    weekendSaturday: saturday,
    ...(await menuLiveText(week)),
    sendsAt: new Date(now.getTime() + settings.campaignReviewMinutes * 60_000),
  });
  await weekendReminders(saturday, now);
}

/** The weekend's two reminders, made once, when their time is still ahead. */
async function weekendReminders(saturday: IsoDate, now: Date): Promise<void> {
  const settings = await getBusinessSettings();
  const sendsAt = reminderTime(saturday, settings);
  if (now >= cutoffInstant(saturday, settings)) return;
  // A weekend published after its reminder time: the reminder goes at once (after the review).
  const at = sendsAt > now ? sendsAt : new Date(now.getTime() + settings.campaignReviewMinutes * 60_000);
  await makeOnce({
    kind: "cutoff-reminder",
    weekendSaturday: saturday,
    ...(await cutoffReminderText(saturday)),
    sendsAt: at,
  });
  await makeOnce({
    kind: "subscriber-reminder",
    weekendSaturday: saturday,
    ...(await subscriberReminderText(saturday)),
    sendsAt: at,
  });
}

/** Delivery reached a prefix: its waitlist is told (when anyone on it is covered). */
export async function areaOpened(prefix: string, now: Date = new Date()): Promise<void> {
  if ((await waitlistCoveredBy(prefix)).length === 0) return;
  const settings = await getBusinessSettings();
  await makeOnce({
    kind: "area-opened",
    district: prefix,
    ...areaOpenedText(prefix, settings.businessName),
    sendsAt: new Date(now.getTime() + settings.campaignReviewMinutes * 60_000),
  });
}

/**
 * The reminders of every published weekend still open (the job's first step): a weekend published
 * before this code, or whose reminders were missed, gets them.
 */
export async function ensureWeekendReminders(now: Date = new Date()): Promise<void> {
  const today = todayInLondon(now);
  for (const week of await listActiveWeeks()) if (week.endDate >= today) await weekendReminders(week.startDate, now);
}

/** The trigger hooks the back-office's routes hand to Catalog (publishing) and Delivery (a new prefix). */
export const campaignTriggers = {
  weekendPublished: (week: PublishedWeek) => weekendPublished(week),
  areaOpened: (prefix: string) => areaOpened(prefix),
};

/** The campaigns due: scheduled, their time come. */
export async function dueCampaigns(now: Date = new Date()): Promise<Campaign[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.sendsAt, now)))
    .orderBy(asc(campaigns.sendsAt));
}
