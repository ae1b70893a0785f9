import { and, eq, gte, lte } from "drizzle-orm";
import { menuAlerts, subscriptions } from "~/db/schema/subscriptions";
import { findWeekOf, listWeeksFrom } from "~/features/catalog/public.server";
import { cutoffInstant, describeCutoff } from "~/features/delivery/public";
import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings, orderingSettings } from "~/features/settings/public.server";
import { addDays, todayInLondon, weekendLabel, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db, transaction } from "~/lib/db.server";
import { publicUrl } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { deliversOn } from "./delivery-weeks";

/*
 * A weekend without a published menu is not booked for subscribers, nor charged (decision 028).
 * So that it never happens by accident, the owner is told from 48 hours before its cutoff: a
 * banner on every back-office page and one email per weekend (the `alert-unpublished-menus` job).
 */

/** How long before a weekend's cutoff the owner is told. */
export const MENU_ALERT_HOURS = 48;

export interface UnpublishedWeekend {
  saturday: IsoDate;
  /** "5 - 6 December" */
  label: string;
  /** When its orders close: "Wednesday 2 December at 23:59". */
  closes: string;
  /** Active subscribers due a box that weekend. */
  subscribers: number;
}

/**
 * The weekends whose cutoff is at most 48 hours away (and not yet passed), with subscribers due a
 * box and no published menu, the earliest first.
 */
export async function unpublishedWeekendsDue(now: Date = new Date()): Promise<UnpublishedWeekend[]> {
  const settings = await orderingSettings();
  const today = todayInLondon(now);
  // A cutoff falls at most a week before its weekend: none further off is within 48 hours.
  const due = await db
    .select({
      nextDeliveryDate: subscriptions.nextDeliveryDate,
      skippedDates: subscriptions.skippedDates,
      pausedUntil: subscriptions.pausedUntil,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        gte(subscriptions.nextDeliveryDate, today),
        lte(subscriptions.nextDeliveryDate, addDays(today, 10)),
      ),
    );
  const bySaturday = new Map<IsoDate, number>();
  for (const sub of due) {
    const left = cutoffInstant(sub.nextDeliveryDate, settings).getTime() - now.getTime();
    if (left < 0 || left > MENU_ALERT_HOURS * 3_600_000 || !deliversOn(sub, sub.nextDeliveryDate)) continue;
    const saturday = weekendSaturday(sub.nextDeliveryDate);
    bySaturday.set(saturday, (bySaturday.get(saturday) ?? 0) + 1);
  }
  const weekends: UnpublishedWeekend[] = [];
  for (const [saturday, subscribers] of [...bySaturday].sort(([a], [b]) => a.localeCompare(b))) {
    if (await findWeekOf(saturday)) continue;
    weekends.push({ saturday, label: weekendLabel(saturday), closes: describeCutoff(saturday, settings), subscribers });
  }
  return weekends;
}

const subscribersText = (n: number) => (n === 1 ? "1 subscriber is" : `${n} subscribers are`);

/** The banner's words: one sentence per weekend. */
export function menuAlertText(weekend: UnpublishedWeekend): string {
  return `${subscribersText(weekend.subscribers)} due a box on the weekend of ${weekend.label}, and its menu is not published. Publish it before orders close on ${weekend.closes}, or they get no box that weekend (and are not charged).`;
}

/**
 * The scheduled job: emails the owner (the business's contact address) about each weekend of
 * `unpublishedWeekendsDue`, once per weekend whatever the number of runs or instances. Returns
 * the weekends emailed by this run.
 */
export async function alertUnpublishedMenus(now: Date = new Date()): Promise<UnpublishedWeekend[]> {
  const emailed: UnpublishedWeekend[] = [];
  for (const weekend of await unpublishedWeekendsDue(now)) {
    const first = await transaction(async () => {
      const [row] = await db
        .insert(menuAlerts)
        .values({ weekendSaturday: weekend.saturday, subscribers: weekend.subscribers, sentAt: now })
        .onConflictDoNothing()
        .returning({ saturday: menuAlerts.weekendSaturday });
      if (!row) return false;
      const settings = await getBusinessSettings();
      const subject = `The menu for ${weekend.label} is not published`;
      const { html, text } = renderEmail(settings.businessName, {
        heading: subject,
        paragraphs: [
          menuAlertText(weekend),
          "A weekend is on sale, and booked for subscribers, only once its menu is published in Weekly Cuisines.",
        ],
        button: { label: "Open Weekly Cuisines", url: `${publicUrl()}/admin/weekly-cuisines` },
      });
      await sendEmail({ to: settings.contactEmail, subject, html, text, kind: "menu-not-published" });
      return true;
    });
    if (first) emailed.push(weekend);
  }
  return emailed;
}

/**
 * Which of the subscriber's weekly dates have a published menu: a date without one shows "Menu not
 * published yet" rather than "Delivering".
 */
export async function publishedDates(dates: IsoDate[]): Promise<Set<IsoDate>> {
  if (dates.length === 0) return new Set();
  const first = [...dates].sort()[0];
  const saturdays = new Set((await listWeeksFrom(weekendSaturday(first))).map((w) => w.startDate));
  return new Set(dates.filter((d) => saturdays.has(weekendSaturday(d))));
}
