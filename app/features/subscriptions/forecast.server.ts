import { and, eq, inArray, lte } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { subscriptions, type PlanLine } from "~/db/schema/subscriptions";
import { lineContentsText } from "~/features/cart/public";
import { loadWeekendMenu } from "~/features/cart/public.server";
import { type PrepForecastInput } from "~/features/kitchen/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays, daysBetween, todayInLondon, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { deliversOn } from "./delivery-weeks";
import { resolvePlan, type PlanRefusal } from "./plan-resolve.server";

/**
 * A renewal the job will book at the weekend's cutoff but has not booked yet: the prep sheet's own
 * forecast input (lines without dishes while the menu is unknown, none when it cannot be made).
 */
export type ForecastRenewal = PrepForecastInput;

export const MENU_NOT_PUBLISHED = "Menu not published yet: boxes counted from the plan, dishes not counted";

const REFUSAL_NOTE: Record<PlanRefusal, string> = {
  "box-type-gone": "A box type of the plan is no longer offered: not counted, it would not be booked",
  "not-on-menu": "This weekend's menu cannot fill the plan: not counted, it would not be booked",
};

const portionsOf = (items: Array<{ quantity: number }>) => items.reduce((n, item) => n + item.quantity, 0);
const planContents = (plan: PlanLine[]) =>
  plan.map((l) =>
    lineContentsText({ type: l.type, quantity: l.quantity, label: l.label, portions: portionsOf(l.items) }),
  );

/** The active subscriptions delivering on `date` (their next delivery or whole weeks after it, not skipped or paused), with their first order. */
async function dueOn(date: IsoDate) {
  const rows = await db
    .select({ sub: subscriptions, first: orders })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.nextDeliveryDate, date)));
  return rows.filter(({ sub }) => daysBetween(sub.nextDeliveryDate, date) % 7 === 0 && deliversOn(sub, date));
}

/** A subscriber due a box on a weekend: who to remind to change or skip it before the cutoff. */
export interface DueSubscriber {
  subscriptionId: string;
  /** Lower-cased, as consent is kept. */
  email: string;
  firstName: string;
  phone: string;
  deliveryDate: IsoDate;
}

/** The subscribers due a box on the weekend of `saturday` (Saturday or Sunday). */
export async function subscribersDueOn(saturday: IsoDate): Promise<DueSubscriber[]> {
  const due = await Promise.all(
    [saturday, addDays(saturday, 1)].map(async (date) => ({ date, rows: await dueOn(date) })),
  );
  return due.flatMap(({ date, rows }) =>
    rows.map(({ sub, first }) => ({
      subscriptionId: sub.id,
      email: first.email.toLowerCase(),
      firstName: first.firstName,
      phone: first.phone,
      deliveryDate: date,
    })),
  );
}

/**
 * The subscription renewals for `date` that the job has not booked yet (decision 023): each active
 * subscription delivering that day (its next delivery or a whole number of weeks after it, not
 * skipped, not paused, no renewal order yet for that date), with what its order would hold,
 * resolved against that weekend's menu as the job will do at the cutoff. Past dates have none.
 */
export async function forecastRenewals(date: IsoDate, now: Date = new Date()): Promise<ForecastRenewal[]> {
  if (date < todayInLondon(now)) return [];
  const due = await dueOn(date);
  if (due.length === 0) return [];

  const booked = await db
    .select({ subscriptionId: orders.subscriptionId })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        inArray(
          orders.subscriptionId,
          due.map(({ sub }) => sub.id),
        ),
      ),
    );
  const bookedIds = new Set(booked.map((b) => b.subscriptionId));
  const menu = await loadWeekendMenu(weekendSaturday(date));
  const settings = await orderingSettings();

  const forecast: ForecastRenewal[] = [];
  for (const { sub, first } of due) {
    if (bookedIds.has(sub.id)) continue;
    const delivery = first.fulfilment === "delivery";
    const base = {
      subscriptionId: sub.id,
      firstOrderNumber: first.orderNumber,
      customer: `${first.firstName} ${first.lastName}`.trim(),
      phone: first.phone,
      fulfilment: first.fulfilment,
      address: delivery ? sub.address : null,
      city: delivery ? sub.city : null,
      postcode: delivery ? sub.postcode : null,
      collectionPoint: delivery ? null : first.collectionPoint,
      contents: planContents(sub.plan),
    };
    if (!menu.week) {
      // The dishes are not known yet; a custom line's portions still count its boxes.
      const lines = sub.plan.map(({ type, items, ...line }) => ({
        ...line,
        lineType: type,
        items: [],
        portions: portionsOf(items),
      }));
      forecast.push({ ...base, lines, note: MENU_NOT_PUBLISHED });
      continue;
    }
    const plan = await resolvePlan(sub.plan, date, first.fulfilment, menu, settings);
    if (!plan.ok) {
      forecast.push({ ...base, lines: [], note: REFUSAL_NOTE[plan.reason] });
      continue;
    }
    // Labelled as the job labels the renewal's lines: with this weekend's changes to the plan.
    const lines = plan.quote.lines.map((line) => {
      const changes = plan.changesOf.get(line.id) ?? [];
      return {
        lineType: line.type,
        boxTypeId: line.boxTypeId,
        label: changes.length ? `${line.label} — ${changes.join("; ")}` : line.label,
        variant: line.variant,
        cuisine: line.cuisine,
        quantity: line.quantity,
        items: line.items.map(({ menuItemId, name, quantity }) => ({ menuItemId, name, quantity })),
      };
    });
    const contents = lines.map((l) => lineContentsText({ ...l, type: l.lineType, portions: portionsOf(l.items) }));
    forecast.push({ ...base, contents, lines, note: null });
  }
  return forecast;
}
