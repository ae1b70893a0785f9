import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { orders } from "~/db/schema/orders";
import { subscriptions, type PlanLine } from "~/db/schema/subscriptions";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { cutoffInstant, describeCutoff, nextOrderableSaturday } from "~/features/delivery/public";
import { checkPostcode } from "~/features/delivery/public.server";
import { loadWeekendMenu } from "~/features/cart/public.server";
import { VARIANT_LABEL, orderSizeProblem } from "~/features/cart/public";
import { providerNamed } from "~/features/payments/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { formatAddress } from "~/lib/address";
import { addDays, formatLongDate, weekendLabel, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { deliversOn, isPaused } from "./delivery-weeks";
import { queueSubscriptionEmail, type SubscriptionEmailKind } from "./emails.server";
import { describePlan } from "./plan";
import { resolvePlan } from "./plan-resolve.server";
import { syncCollection } from "./provider-sync.server";
import { renewalsOf } from "./renewals.server";
import { holdingPromo, planPromoOff } from "./promo.server";
import type { PromoRule } from "~/features/promotions/public";
import type { ChangeSubscriptionInput, ShownInput, WeekInput } from "./schemas";

/** Weekends listed (and skippable) ahead of the next delivery. */
export const WEEKS_LISTED = 8;
/** The furthest a pause reaches. */
export const PAUSE_WEEKS_MAX = 26;

type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface UpcomingWeek {
  date: IsoDate;
  /** The instant this weekend stops being changeable (and is booked and charged). */
  cutoff: Date;
  state: "delivering" | "skipped" | "paused";
}

/** The subscription's weekly dates from its next delivery on, each with its state. */
export async function upcomingWeeks(sub: SubscriptionRow, count = WEEKS_LISTED): Promise<UpcomingWeek[]> {
  const settings = await orderingSettings();
  return Array.from({ length: count }, (_, week) => {
    const date = addDays(sub.nextDeliveryDate, 7 * week);
    const state = sub.skippedDates.includes(date) ? "skipped" : deliversOn(sub, date) ? "delivering" : "paused";
    return { date, cutoff: cutoffInstant(date, settings), state };
  });
}

/** A customer's own subscription with its first order's details; null for anyone else's. */
export async function findOwnSubscription(subscriptionId: string, userId: string) {
  if (!z.uuid().safeParse(subscriptionId).success) return null;
  const [row] = await db
    .select({ sub: subscriptions, order: orders })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

/** Everything the subscription's page shows. */
export async function subscriptionDetail(subscriptionId: string, userId: string) {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return null;
  const { sub, order } = found;
  const weeks = await upcomingWeeks(sub);
  const next = weeks.find((w) => w.state === "delivering") ?? null;
  return {
    sub,
    order,
    paused: isPaused(sub),
    weeks,
    nextCharge:
      sub.status === "active" && next ? { date: next.date, at: next.cutoff, amountPence: sub.weeklyAmountPence } : null,
    renewals: await renewalsOf(sub.id),
    boxes: await listActiveBoxTypes(),
  };
}

/** The customer's subscriptions for My account, newest first. */
export async function listOwnSubscriptions(userId: string) {
  const rows = await db
    .select({ sub: subscriptions, orderNumber: orders.orderNumber })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.createdAt);
  return Promise.all(
    rows.reverse().map(async ({ sub, orderNumber }) => {
      const next = (await upcomingWeeks(sub)).find((w) => w.state === "delivering");
      return {
        ...sub,
        orderNumber,
        paused: isPaused(sub),
        nextDelivery: sub.status === "active" ? (next?.date ?? null) : null,
      };
    }),
  );
}

export type SelfServiceResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      /** The page acted on showed the subscription before its last change: show it afresh. */
      stale?: true;
    };

const NOT_FOUND: SelfServiceResult = { ok: false, message: "We could not find that subscription." };
const ENDED: SelfServiceResult = { ok: false, message: "This subscription has been cancelled." };
const MOVED: SelfServiceResult = {
  ok: false,
  stale: true,
  message:
    "Your subscription changed since this page was shown (a weekend was booked, or a change was made in another window). Please check it below and try again.",
};

/** "Your next delivery is Saturday 12 December: £30.00 will be charged when orders for it close on …" */
async function nextChargeText(subscriptionId: string): Promise<string> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const next = (await upcomingWeeks(sub, PAUSE_WEEKS_MAX + WEEKS_LISTED)).find((w) => w.state === "delivering");
  if (!next) return "No delivery is planned in the coming months.";
  return `Your next delivery is ${formatLongDate(next.date)}: ${formatPence(sub.weeklyAmountPence)} will be charged when orders for it close on ${describeCutoff(next.date, await orderingSettings())}.`;
}

interface Applied {
  set: Partial<SubscriptionRow>;
  told: string[];
  done: string;
}

/**
 * Runs one change of the subscriber's in a transaction with the row locked (the renewal job takes
 * the same lock): refused when the row is not the version the subscriber's page showed; `apply`
 * reads the locked row alone, checks the rules and returns the new values (or a refusal); the
 * version is raised and the email queued with the change. The provider's collection is brought in
 * line after it commits.
 */
async function change(
  subscriptionId: string,
  userId: string,
  shown: ShownInput,
  email: SubscriptionEmailKind,
  apply: (sub: SubscriptionRow) => Promise<Applied | string>,
  now: Date,
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  const result = await db.transaction(async (): Promise<SelfServiceResult> => {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (sub.status !== "active") return ENDED;
    if (sub.version !== shown.version) return MOVED;
    const applied = await apply(sub);
    if (typeof applied === "string") return { ok: false, message: applied };
    await db
      .update(subscriptions)
      .set({ ...applied.set, updatedAt: now, version: sql`${subscriptions.version} + 1` })
      .where(eq(subscriptions.id, sub.id));
    const active = (applied.set.status ?? sub.status) === "active";
    await queueSubscriptionEmail(found.order, email, [
      ...applied.told,
      ...(active ? [await nextChargeText(sub.id)] : []),
    ]);
    return { ok: true, message: applied.done };
  });
  if (result.ok) {
    try {
      await syncCollection(subscriptionId, now);
    } catch (err) {
      // The renewal job brings the collection in line at its next run.
      logger.error({ err, subscriptionId }, "updating the provider's collection failed");
    }
  }
  return result;
}

/** A listed weekend whose cutoff has not passed, or why not. */
async function changeableWeek(sub: SubscriptionRow, date: string, now: Date): Promise<UpcomingWeek | string> {
  const week = (await upcomingWeeks(sub)).find((w) => w.date === date);
  if (!week) return "Please pick a weekend from the list.";
  if (now > week.cutoff) return `Orders for ${formatLongDate(date)} have closed, so it can no longer be changed.`;
  return week;
}

export function skipWeek(subscriptionId: string, userId: string, { date, version }: WeekInput, now = new Date()) {
  return change(
    subscriptionId,
    userId,
    { version },
    "skipped",
    async (sub) => {
      const week = await changeableWeek(sub, date, now);
      if (typeof week === "string") return week;
      if (week.state !== "delivering") return `${formatLongDate(date)} is not a delivery of yours already.`;
      return {
        set: { skippedDates: [...sub.skippedDates, date].sort() },
        told: [`You will not receive a box on ${formatLongDate(date)}, and you will not be charged for it.`],
        done: `${formatLongDate(date)} skipped`,
      };
    },
    now,
  );
}

export function unskipWeek(subscriptionId: string, userId: string, { date, version }: WeekInput, now = new Date()) {
  return change(
    subscriptionId,
    userId,
    { version },
    "unskipped",
    async (sub) => {
      const week = await changeableWeek(sub, date, now);
      if (typeof week === "string") return week;
      if (week.state !== "skipped") return `${formatLongDate(date)} is not skipped.`;
      return {
        set: { skippedDates: sub.skippedDates.filter((d) => d !== date) },
        told: [`Your weekly box is back on for ${formatLongDate(date)}.`],
        done: `${formatLongDate(date)} back on`,
      };
    },
    now,
  );
}

export function pauseUntil(subscriptionId: string, userId: string, { date, version }: WeekInput, now = new Date()) {
  return change(
    subscriptionId,
    userId,
    { version },
    "paused",
    async (sub) => {
      const weeks = await upcomingWeeks(sub, PAUSE_WEEKS_MAX + 1);
      const resumeWeek = weeks.slice(1).find((w) => w.date === date);
      if (!resumeWeek) return "Please pick the weekend your deliveries start again.";
      if (now > weeks[0].cutoff) return "Orders for your next delivery have closed; please pause from the week after.";
      return {
        set: { pausedUntil: date },
        told: [
          `Your subscription is paused: no boxes and no charges until ${formatLongDate(date)}, when your deliveries start again.`,
        ],
        done: `Paused until ${formatLongDate(date)}`,
      };
    },
    now,
  );
}

/**
 * Deliveries start again from the first weekend whose orders are still open: a paused weekend
 * whose cutoff has passed (being booked by the job) stays paused.
 */
export function resume(subscriptionId: string, userId: string, shown: ShownInput, now = new Date()) {
  return change(
    subscriptionId,
    userId,
    shown,
    "resumed",
    async (sub) => {
      if (!isPaused(sub)) return "This subscription is not paused.";
      const open = (await upcomingWeeks(sub, 2)).find((w) => now <= w.cutoff)!;
      if (open.date === sub.nextDeliveryDate)
        return { set: { pausedUntil: null }, told: ["Your subscription has resumed."], done: "Subscription resumed" };
      if (sub.pausedUntil! <= open.date)
        return `Orders for ${formatLongDate(sub.nextDeliveryDate)} have closed; your deliveries start again on ${formatLongDate(sub.pausedUntil!)}.`;
      return {
        set: { pausedUntil: open.date },
        told: [
          `Your subscription has resumed from ${formatLongDate(open.date)} (orders for ${formatLongDate(sub.nextDeliveryDate)} had closed).`,
        ],
        done: `Subscription resumed from ${formatLongDate(open.date)}`,
      };
    },
    now,
  );
}

/**
 * The weekly amount of a plan: priced by the ordering core on the menu of its next delivery's
 * weekend, or the menu on sale now when that one is not published yet.
 */
async function weeklyPenceOf(
  plan: PlanLine[],
  date: IsoDate,
  fulfilment: "delivery" | "collection",
  now: Date,
  promo: PromoRule | null,
) {
  const settings = await orderingSettings();
  let menu = await loadWeekendMenu(weekendSaturday(date));
  let pricedOn = date;
  if (!menu.week) {
    pricedOn = nextOrderableSaturday(settings, now);
    menu = await loadWeekendMenu(pricedOn);
  }
  if (!menu.week)
    return {
      ok: false as const,
      message: "We cannot price a change until the next menu is published. Please try again later.",
    };
  const resolved = await resolvePlan(plan, pricedOn, fulfilment, menu, settings);
  // A plan is bounded like any order (the settings' boxes and portions per order).
  const tooLarge = resolved.ok ? orderSizeProblem(resolved.quote.pricing, settings) : null;
  if (tooLarge) return { ok: false as const, message: tooLarge };
  return resolved.ok
    ? {
        ok: true as const,
        pence: resolved.quote.pricing.totalPence - planPromoOff(promo, resolved.quote, fulfilment),
      }
    : { ok: false as const, message: resolved.message.replace(", so no box was booked this week", "") };
}

/** The plan with its box lines as the change form sends them (by position), or why not. */
function planWith(
  current: PlanLine[],
  wanted: ChangeSubscriptionInput["lines"],
  boxes: Awaited<ReturnType<typeof listActiveBoxTypes>>,
): PlanLine[] | string {
  if (wanted.length !== current.filter((l) => l.type === "box").length) return "Please reload the page and try again.";
  let boxIndex = 0;
  const plan: PlanLine[] = [];
  for (const line of current) {
    if (line.type !== "box") {
      plan.push(line);
      continue;
    }
    const want = wanted[boxIndex++];
    const box = boxes.find((b) => b.id === want.boxTypeId);
    if (!box) return "That box is no longer offered. Please choose another.";
    const sameBox = box.id === line.boxTypeId;
    plan.push({
      type: "box",
      boxTypeId: box.id,
      label: `${box.name} (${VARIANT_LABEL[want.variant]})`,
      variant: want.variant,
      cuisine: box.kind === "fixed" ? want.cuisine || null : null,
      quantity: want.quantity,
      items: sameBox && box.kind === "pick" ? line.items : [],
    });
  }
  return plan;
}

type AddressFields = Pick<SubscriptionRow, "address" | "city" | "postcode" | "deliveryInstructions">;

/** The delivery address the change form gives, checked against the delivery area, or why not. */
async function addressOf(input: ChangeSubscriptionInput): Promise<AddressFields | string> {
  if (!input.address) return "Please enter your address.";
  if (!input.city) return "Please enter your city.";
  const postcode = await checkPostcode(input.postcode ?? "");
  if (postcode.status === "invalid") return postcode.message;
  if (postcode.status === "unavailable") return `Sorry, we do not deliver to ${postcode.postcode} yet.`;
  return {
    address: input.address,
    city: input.city,
    postcode: postcode.postcode,
    deliveryInstructions: input.deliveryInstructions || null,
  };
}

/**
 * Changes the plan, the delivery day and the address from the next delivery on. Every date comes
 * from the locked row: a day change moves that weekend's delivery (and the skipped weekends and
 * the pause) to the other day of the same weekends, never to a weekend already booked. The new
 * weekly amount is set at the provider under the lock, so a refused change leaves it as it was.
 */
export async function changePlan(
  subscriptionId: string,
  userId: string,
  input: ChangeSubscriptionInput,
  now = new Date(),
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  const { fulfilment } = found.order;
  const address = fulfilment === "delivery" ? await addressOf(input) : null;
  if (typeof address === "string") return { ok: false, message: address };
  const boxes = await listActiveBoxTypes();
  const toDay = (d: IsoDate) => (input.deliveryDay === "sunday" ? addDays(weekendSaturday(d), 1) : weekendSaturday(d));

  return change(
    subscriptionId,
    userId,
    input,
    "changed",
    async (locked) => {
      if (now > cutoffInstant(locked.nextDeliveryDate, await orderingSettings()))
        return `Orders for the weekend of ${weekendLabel(weekendSaturday(locked.nextDeliveryDate))} have just closed. Please try again in a few minutes: your change will then apply from the weekend after.`;
      const plan = planWith(locked.plan, input.lines, boxes);
      if (typeof plan === "string") return plan;
      const nextDeliveryDate = toDay(locked.nextDeliveryDate);
      const priced = await weeklyPenceOf(plan, nextDeliveryDate, fulfilment, now, await holdingPromo(locked));
      if (!priced.ok) return priced.message;
      if (priced.pence !== locked.weeklyAmountPence) {
        try {
          await providerNamed(locked.provider).updateWeeklyAmount(locked.providerSubscriptionId, priced.pence);
        } catch (err) {
          logger.error({ err, subscriptionId }, "updating the weekly amount at the provider failed");
          return "We could not update your payment. Please try again later.";
        }
      }
      return {
        set: {
          plan,
          weeklyAmountPence: priced.pence,
          nextDeliveryDate,
          skippedDates: locked.skippedDates.map(toDay),
          pausedUntil: locked.pausedUntil && toDay(locked.pausedUntil),
          ...address,
        },
        told: [
          `From ${formatLongDate(nextDeliveryDate)} you receive: ${describePlan(plan)}.`,
          `Delivery day: ${input.deliveryDay === "sunday" ? "Sunday" : "Saturday"}.`,
          ...(address ? [`Delivery to ${formatAddress(address.address, address.city, address.postcode)}.`] : []),
          `Weekly amount: ${formatPence(priced.pence)}.`,
        ],
        done: "Subscription updated",
      };
    },
    now,
  );
}

/**
 * Cancels at the provider (no charge after the week already paid) and here, under the row's lock,
 * and emails. Cancelling a subscription already cancelled is done.
 */
export async function cancelOwnSubscription(
  subscriptionId: string,
  userId: string,
  shown: ShownInput,
  now = new Date(),
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  if (found.sub.status === "cancelled") return { ok: true, message: "Subscription cancelled" };
  return change(
    subscriptionId,
    userId,
    shown,
    "cancelled",
    async (sub) => {
      try {
        await providerNamed(sub.provider).cancelSubscription(sub.providerSubscriptionId);
      } catch (err) {
        logger.error({ err, subscriptionId }, "cancelling the subscription at the provider failed");
        return "We could not cancel your subscription. Please try again later.";
      }
      return {
        set: { status: "cancelled", cancelledAt: now },
        told: [
          "Your weekly subscription has been cancelled: you will not be charged again.",
          "Boxes already booked for a weekend whose orders have closed still arrive.",
        ],
        done: "Subscription cancelled",
      };
    },
    now,
  );
}
