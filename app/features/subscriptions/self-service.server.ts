import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { orders, subscriptions, type PlanLine } from "~/db/schema";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { cutoffInstant, describeCutoff, nextOrderableSaturday } from "~/features/delivery/public";
import { checkPostcode } from "~/features/delivery/public.server";
import { loadWeekendMenu } from "~/features/ordering/public.server";
import { VARIANT_LABEL, orderSizeProblem } from "~/features/ordering/public";
import { providerNamed } from "~/features/payments/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays, dayOfWeek, formatLongDate, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { deliversOn, isPaused } from "./delivery-weeks";
import { queueSubscriptionEmail, type SubscriptionEmailKind } from "./emails.server";
import { describePlan } from "./plan";
import { resolvePlan } from "./plan-resolve.server";
import { syncCollection } from "./provider-sync.server";
import { renewalsOf } from "./renewals.server";
import type { ChangeSubscriptionInput } from "./schemas";

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

export type SelfServiceResult = { ok: true; message: string } | { ok: false; message: string };

const NOT_FOUND: SelfServiceResult = { ok: false, message: "We could not find that subscription." };
const ENDED: SelfServiceResult = { ok: false, message: "This subscription has been cancelled." };

/** "Your next delivery is Saturday 12 December: £30.00 will be charged when orders for it close on …" */
async function nextChargeText(subscriptionId: string): Promise<string> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const next = (await upcomingWeeks(sub, PAUSE_WEEKS_MAX + WEEKS_LISTED)).find((w) => w.state === "delivering");
  if (!next) return "No delivery is planned in the coming months.";
  return `Your next delivery is ${formatLongDate(next.date)}: ${formatPence(sub.weeklyAmountPence)} will be charged when orders for it close on ${describeCutoff(next.date, await orderingSettings())}.`;
}

/**
 * Runs one change of the subscriber's in a transaction with the row locked: `apply` checks the
 * rules and returns the new values (or a refusal); the email is queued with the change. The
 * provider's collection is brought in line after it commits.
 */
async function change(
  subscriptionId: string,
  userId: string,
  email: SubscriptionEmailKind,
  apply: (
    sub: SubscriptionRow,
    now: Date,
  ) => Promise<{ set: Partial<SubscriptionRow>; told: string[]; done: string } | string>,
  now: Date,
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  const result = await db.transaction(async (): Promise<SelfServiceResult> => {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (sub.status !== "active") return ENDED;
    const applied = await apply(sub, now);
    if (typeof applied === "string") return { ok: false, message: applied };
    await db
      .update(subscriptions)
      .set({ ...applied.set, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    await queueSubscriptionEmail(found.order, email, [...applied.told, await nextChargeText(sub.id)]);
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

export function skipWeek(subscriptionId: string, userId: string, date: string, now = new Date()) {
  return change(
    subscriptionId,
    userId,
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

export function unskipWeek(subscriptionId: string, userId: string, date: string, now = new Date()) {
  return change(
    subscriptionId,
    userId,
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

export function pauseUntil(subscriptionId: string, userId: string, date: string, now = new Date()) {
  return change(
    subscriptionId,
    userId,
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

export function resume(subscriptionId: string, userId: string, now = new Date()) {
  return change(
    subscriptionId,
    userId,
    "resumed",
    async (sub) => {
      if (!isPaused(sub)) return "This subscription is not paused.";
      return {
        set: { pausedUntil: null },
        told: ["Your subscription has resumed."],
        done: "Subscription resumed",
      };
    },
    now,
  );
}

/**
 * The weekly amount of a plan: priced by the ordering core on the menu of its next delivery's
 * weekend, or the menu on sale now when that one is not published yet.
 */
async function weeklyPenceOf(plan: PlanLine[], date: IsoDate, fulfilment: "delivery" | "collection", now: Date) {
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
    ? { ok: true as const, pence: resolved.quote.pricing.totalPence }
    : { ok: false as const, message: resolved.message.replace(", so no box was booked this week", "") };
}

export async function changePlan(
  subscriptionId: string,
  userId: string,
  input: ChangeSubscriptionInput,
  now = new Date(),
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  const { sub, order } = found;
  if (sub.status !== "active") return ENDED;
  const boxes = await listActiveBoxTypes();
  const boxLines = sub.plan.filter((l) => l.type === "box");
  if (input.lines.length !== boxLines.length) return { ok: false, message: "Please reload the page and try again." };
  let boxIndex = 0;
  const plan: PlanLine[] = [];
  for (const line of sub.plan) {
    if (line.type !== "box") {
      plan.push(line);
      continue;
    }
    const wanted = input.lines[boxIndex++];
    const box = boxes.find((b) => b.id === wanted.boxTypeId);
    if (!box) return { ok: false, message: "That box is no longer offered. Please choose another." };
    const sameBox = box.id === line.boxTypeId;
    plan.push({
      type: "box",
      boxTypeId: box.id,
      label: `${box.name} (${VARIANT_LABEL[wanted.variant]})`,
      variant: wanted.variant,
      cuisine: box.kind === "fixed" ? wanted.cuisine || null : null,
      quantity: wanted.quantity,
      items: sameBox && box.kind === "pick" ? line.items : [],
    });
  }

  let address: Pick<SubscriptionRow, "address" | "city" | "postcode" | "deliveryInstructions"> = sub;
  if (order.fulfilment === "delivery") {
    if (!input.address) return { ok: false, message: "Please enter your address." };
    if (!input.city) return { ok: false, message: "Please enter your city." };
    const postcode = await checkPostcode(input.postcode ?? "");
    if (postcode.status === "invalid") return { ok: false, message: postcode.message };
    if (postcode.status === "unavailable")
      return { ok: false, message: `Sorry, we do not deliver to ${postcode.postcode} yet.` };
    address = {
      address: input.address,
      city: input.city,
      postcode: postcode.postcode,
      deliveryInstructions: input.deliveryInstructions || null,
    };
  }

  const saturday = weekendSaturday(sub.nextDeliveryDate);
  const nextDeliveryDate = input.deliveryDay === "sunday" ? addDays(saturday, 1) : saturday;
  const shift = (d: IsoDate) => (input.deliveryDay === "sunday" ? addDays(weekendSaturday(d), 1) : weekendSaturday(d));
  const priced = await weeklyPenceOf(plan, nextDeliveryDate, order.fulfilment, now);
  if (!priced.ok) return priced;

  if (priced.pence !== sub.weeklyAmountPence) {
    try {
      await providerNamed(sub.provider).updateWeeklyAmount(sub.providerSubscriptionId, priced.pence);
    } catch (err) {
      logger.error({ err, subscriptionId }, "updating the weekly amount at the provider failed");
      return { ok: false, message: "We could not update your payment. Please try again later." };
    }
  }
  return change(
    subscriptionId,
    userId,
    "changed",
    async (locked) => {
      if (now > cutoffInstant(locked.nextDeliveryDate, await orderingSettings()))
        return "Orders for your next delivery have just closed. Please try again.";
      const day = dayOfWeek(nextDeliveryDate) === 0 ? "Sunday" : "Saturday";
      return {
        set: {
          plan,
          weeklyAmountPence: priced.pence,
          nextDeliveryDate,
          skippedDates: locked.skippedDates.map(shift),
          ...address,
        },
        told: [
          `From ${formatLongDate(nextDeliveryDate)} you receive: ${describePlan(plan)}.`,
          `Delivery day: ${day}.`,
          ...(order.fulfilment === "delivery"
            ? [`Delivery to ${[address.address, address.city, address.postcode].join(", ")}.`]
            : []),
          `Weekly amount: ${formatPence(priced.pence)}.`,
        ],
        done: "Subscription updated",
      };
    },
    now,
  );
}

/** Cancels at the provider first (no charge after the week already paid), then here, and emails. */
export async function cancelOwnSubscription(
  subscriptionId: string,
  userId: string,
  now = new Date(),
): Promise<SelfServiceResult> {
  const found = await findOwnSubscription(subscriptionId, userId);
  if (!found) return NOT_FOUND;
  if (found.sub.status === "cancelled") return { ok: true, message: "Subscription cancelled" };
  try {
    await providerNamed(found.sub.provider).cancelSubscription(found.sub.providerSubscriptionId);
  } catch (err) {
    logger.error({ err, subscriptionId }, "cancelling the subscription at the provider failed");
    return { ok: false, message: "We could not cancel your subscription. Please try again later." };
  }
  await db.transaction(async () => {
    const [row] = await db
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, "active")))
      .returning({ id: subscriptions.id });
    if (row)
      await queueSubscriptionEmail(found.order, "cancelled", [
        "Your weekly subscription has been cancelled: you will not be charged again.",
        "Boxes already booked for a weekend whose orders have closed still arrive.",
      ]);
  });
  return { ok: true, message: "Subscription cancelled" };
}
