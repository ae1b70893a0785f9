import { and, eq } from "drizzle-orm";
import { weeklyCuisines } from "~/db/schema/catalog";
import { failed, succeeded } from "~/lib/action-result.server";
import type { IsoDate } from "~/lib/dates";
import { db, transaction } from "~/lib/db.server";
import { enqueue, QUEUES } from "~/lib/jobs.server";
import { currentSaturday } from "./week-format";
import type { AdminWeek } from "./weekly-cuisines.server";

/*
 * Draft and published weekends (decision 028). A weekend planned in the Weekly Cuisines tab is a
 * draft: the menu page, the builder, checkout and the subscription renewals see only published
 * weekends (`weekly_cuisines.is_active`). Publishing refuses a menu that cannot fill every box type
 * on sale, naming each gap; a published weekend cannot lose a dish its boxes need.
 */

/**
 * What the tab asks Orders and the cart about a weekend: Catalog sits below them, so the route hands
 * these over (orders' `weekendChecks`).
 */
export interface WeekendChecks {
  /** What the week's menu lacks for the box types on sale, without `leaving` (a dish about to go). */
  menuGaps(week: { id: string; cuisines: string[] }, leaving?: string): Promise<string[]>;
  /** Orders placed for each weekend (by Saturday), not cancelled or refunded. */
  ordersPlaced(saturdays: IsoDate[]): Promise<Map<IsoDate, number>>;
}

/**
 * What happens when a weekend goes on sale (its customers are told): Catalog sits below Campaigns,
 * so the route hands it in; it runs in the publishing's transaction.
 */
export interface WeekendHooks {
  weekendPublished(week: PublishedWeek): Promise<unknown>;
}

/** A weekend just published, as its campaign needs it (read before the public caches are refreshed). */
export interface PublishedWeek {
  id: string;
  saturday: IsoDate;
  cuisines: string[];
}

/** A week as the tab shows it: its gaps (an upcoming week's) and the orders placed for it. */
export interface PlannedWeek extends AdminWeek {
  gaps: string[];
  ordersPlaced: number;
}

export async function withPublishing(weeks: AdminWeek[], checks: WeekendChecks): Promise<PlannedWeek[]> {
  const upcoming = weeks.filter((w) => !w.past);
  const [gaps, placed] = await Promise.all([
    Promise.all(upcoming.map((w) => checks.menuGaps(w))),
    checks.ordersPlaced(upcoming.map((w) => w.weekStartDate)),
  ]);
  const gapsOf = new Map(upcoming.map((w, i) => [w.id, gaps[i]]));
  return weeks.map((w) => ({ ...w, gaps: gapsOf.get(w.id) ?? [], ordersPlaced: placed.get(w.weekStartDate) ?? 0 }));
}

type Found = { ok: true; week: typeof weeklyCuisines.$inferSelect } | { ok: false; error: string };

async function upcomingWeek(id: string, now: Date): Promise<Found> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, id));
  if (!week) return { ok: false, error: "Week not found" };
  if (week.weekStartDate < currentSaturday(now))
    return { ok: false, error: `The weekend of ${week.weekLabel} has passed` };
  return { ok: true, week };
}

/** The renewal job brings each subscriber's payment collection in line with what is on sale now. */
async function resyncRenewals() {
  await enqueue(QUEUES.renewSubscriptions, {});
}

export type PublishOutcome = { ok: true; week: string } | { ok: false; error: string; gaps?: string[] };

/** Publishes an upcoming weekend whose menu fills every box type on sale; else names the gaps. */
export async function publishWeek(
  id: string,
  checks: WeekendChecks,
  now = new Date(),
  hooks?: WeekendHooks,
): Promise<PublishOutcome> {
  const found = await upcomingWeek(id, now);
  if (!found.ok) return found;
  const { week } = found;
  const gaps = await checks.menuGaps(week);
  if (gaps.length) return { ok: false, error: `${week.weekLabel} was not published`, gaps };
  await transaction(async () => {
    const published = await db
      .update(weeklyCuisines)
      .set({ isActive: true, updatedAt: now })
      .where(and(eq(weeklyCuisines.id, id), eq(weeklyCuisines.isActive, false)))
      .returning({ id: weeklyCuisines.id });
    await resyncRenewals();
    if (published.length)
      await hooks?.weekendPublished({ id: week.id, saturday: week.weekStartDate, cuisines: week.cuisines });
  });
  return { ok: true, week: week.weekLabel };
}

/** Takes an upcoming weekend off sale; the orders placed for it stay as they are. */
export async function unpublishWeek(
  id: string,
  checks: WeekendChecks,
  now = new Date(),
): Promise<{ ok: true; week: string; orders: number } | { ok: false; error: string }> {
  const found = await upcomingWeek(id, now);
  if (!found.ok) return found;
  const { week } = found;
  await db
    .update(weeklyCuisines)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(weeklyCuisines.id, id), eq(weeklyCuisines.isActive, true)));
  await resyncRenewals();
  const orders = (await checks.ordersPlaced([week.weekStartDate])).get(week.weekStartDate) ?? 0;
  return { ok: true, week: week.weekLabel, orders };
}

/**
 * Why a dish may not leave a published week's menu: it would open a gap the menu did not have
 * (gaps it had already, from a dish made unavailable since, do not block other changes). Null
 * when it may go.
 */
export async function publishedDishRefusal(
  week: { id: string; cuisines: string[]; weekLabel: string; isActive: boolean },
  dishId: string,
  checks: WeekendChecks,
): Promise<string | null> {
  if (!week.isActive) return null;
  const [before, after] = await Promise.all([checks.menuGaps(week), checks.menuGaps(week, dishId)]);
  const opened = after.filter((gap) => !before.includes(gap));
  if (opened.length === 0) return null;
  return `${week.weekLabel} is published and would be short of a dish: ${opened.join(" ")} Add another first, or unpublish the weekend.`;
}

/** The Publish and Unpublish buttons' answers. */
export async function publishingAction(
  intent: "publish" | "unpublish",
  id: string,
  checks: WeekendChecks,
  hooks: WeekendHooks,
) {
  if (intent === "publish") {
    const outcome = await publishWeek(id, checks, new Date(), hooks);
    if (!outcome.ok) return failed(outcome.error, { description: outcome.gaps?.join(" ") });
    return succeeded({
      title: `${outcome.week} is published`,
      description: "Its menu is on the website and customers can order it.",
    });
  }
  const outcome = await unpublishWeek(id, checks);
  if (!outcome.ok) return failed(outcome.error);
  return succeeded({
    title: `${outcome.week} is unpublished`,
    description: outcome.orders
      ? `The ${outcome.orders === 1 ? "order" : `${outcome.orders} orders`} placed for it stay booked; no new orders or weekly boxes are taken for it.`
      : "It is no longer on the website or the order page.",
  });
}
