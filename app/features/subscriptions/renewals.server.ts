import { and, between, eq, lte, sql } from "drizzle-orm";
import { orders, orderStatusHistory } from "~/db/schema/orders";
import { subscriptions } from "~/db/schema/subscriptions";
import { cutoffInstant } from "~/features/delivery/public";
import { checkCollectionPoint, checkRoom } from "~/features/delivery/public.server";
import { insertOrder, queueConfirmationEmail } from "~/features/orders/public.server";
import { loadWeekendMenu } from "~/features/cart/public.server";
import { providerNamed, recordPaidPayment } from "~/features/payments/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays, formatLongDate, todayInLondon, weekendLabel, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { deliversOn } from "./delivery-weeks";
import { queueSubscriptionEmail } from "./emails.server";
import { resolvePlan } from "./plan-resolve.server";
import { afterPromoRenewal, holdingPromo, planPromoOff } from "./promo.server";
import { syncCollection } from "./provider-sync.server";
import { recordRedemption } from "~/features/promotions/public.server";
import { creditBalance, lockCredit, spendCredit } from "~/features/wallet/public.server";

/**
 * Weekly renewals (decision 023). At each weekend's cutoff the scheduled job books every active
 * subscription's order for that weekend: its plan resolved against that weekend's own menu,
 * priced by the ordering core, under the capacity rules of a one-off order. Store credit pays it
 * first (decision 043). The test provider pays the rest at once; with Stripe the weekly invoice,
 * due at the same cutoff, pays it (`invoice.paid`), the credit taken off it first. A skipped or
 * paused weekend makes nothing; a weekend that cannot be made (full, no menu, box type gone)
 * makes nothing and tells the customer and the owner.
 */

export type RenewalOutcome =
  | {
      kind: "ordered";
      subscriptionId: string;
      deliveryDate: IsoDate;
      orderId: string;
      paid: boolean;
      changes: string[];
      /** What a promo code holding on the subscription took off this renewal (decision 042). */
      promoOffPence: number;
      /** What the customer's store credit paid of this renewal (decision 043). */
      creditPence: number;
    }
  | { kind: "skipped" | "paused" | "passed"; subscriptionId: string; deliveryDate: IsoDate }
  | { kind: "missed"; subscriptionId: string; deliveryDate: IsoDate; message: string };

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The history note every renewal order starts with. */
const renewalNote = (sourceOrderNumber: string) => `Weekly subscription renewal of ${sourceOrderNumber}`;

/**
 * Books (or passes over) the subscription's next delivery once its weekend's cutoff has passed,
 * in one transaction with the subscription row locked, then moves it on a week. Returns null
 * when nothing is due. Two instances running it at once, or a change of delivery day racing it,
 * book one order for the weekend: the row lock (every change takes it), the conditional move and
 * the unique (subscription, weekend) index each make sure of it.
 */
async function renewOnce(subscriptionId: string, now: Date): Promise<RenewalOutcome | null> {
  const settings = await orderingSettings();
  return db.transaction(async () => {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (!sub || sub.status !== "active") return null;
    const date = sub.nextDeliveryDate;
    if (now.getTime() <= cutoffInstant(date, settings).getTime()) return null;
    // Calls to the provider that must not be made unless the renewal is written: made last, just
    // before the commit; one that fails rolls the renewal back (the next run retries it).
    const lastSteps: Array<() => Promise<void>> = [];
    const outcome = await bookRenewal(sub, date, now, lastSteps);
    const next = addDays(date, 7);
    const promo =
      outcome.kind === "ordered" && outcome.promoOffPence > 0 ? afterPromoRenewal(sub, outcome.promoOffPence) : {};
    // The renewal that used the code up: later weeks charge the full amount (this weekend's invoice is made).
    if (promo.weeklyAmountPence !== undefined)
      await providerNamed(sub.provider).updateWeeklyAmount(sub.providerSubscriptionId, promo.weeklyAmountPence);
    await db
      .update(subscriptions)
      .set({
        ...promo,
        nextDeliveryDate: next,
        skippedDates: sub.skippedDates.filter((d) => d >= next),
        pausedUntil: sub.pausedUntil && sub.pausedUntil > next ? sub.pausedUntil : null,
        updatedAt: now,
        version: sql`${subscriptions.version} + 1`,
      })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.nextDeliveryDate, date)));
    for (const step of lastSteps) await step();
    return outcome;
  });
}

async function bookRenewal(
  sub: SubscriptionRow,
  date: IsoDate,
  now: Date,
  lastSteps: Array<() => Promise<void>>,
): Promise<RenewalOutcome> {
  const base = { subscriptionId: sub.id, deliveryDate: date };
  // The job was not running on the delivery day itself: too late to cook, nothing is booked.
  if (date < todayInLondon(now)) return { kind: "passed", ...base };
  if (sub.skippedDates.includes(date)) return { kind: "skipped", ...base };
  if (!deliversOn(sub, date)) return { kind: "paused", ...base };
  const saturday = weekendSaturday(date);
  // One renewal a weekend: its Saturday or its Sunday (a weekend is Monday to Sunday, as its index).
  const [booked] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.subscriptionId, sub.id), between(orders.deliveryDate, addDays(saturday, -5), addDays(saturday, 1))),
    );
  if (booked)
    return { kind: "ordered", ...base, orderId: booked.id, paid: true, changes: [], promoOffPence: 0, creditPence: 0 };

  const [source] = await db.select().from(orders).where(eq(orders.id, sub.orderId));
  const missed = async (message: string): Promise<RenewalOutcome> => {
    await db.insert(orderStatusHistory).values({
      orderId: source.id,
      fromStatus: source.status,
      toStatus: source.status,
      note: `No weekly renewal for ${formatLongDate(date)}: ${message}`,
      changedBy: "system",
    });
    await queueSubscriptionEmail(source, "missed", [
      message,
      "You have not been charged for it. Your subscription carries on next week.",
    ]);
    return { kind: "missed", ...base, message };
  };

  const menu = await loadWeekendMenu(saturday);
  if (!menu.week)
    return missed(
      `The menu for the weekend of ${weekendLabel(saturday)} was not published, so no box was booked for ${formatLongDate(date)}.`,
    );
  const plan = await resolvePlan(sub.plan, date, source.fulfilment, menu, await orderingSettings());
  if (!plan.ok) return missed(plan.message);
  const { pricing } = plan.quote;
  const promo = await holdingPromo(sub);
  const promoOffPence = planPromoOff(promo, plan.quote, source.fulfilment);

  let collectionPoint = source.collectionPoint;
  if (source.fulfilment === "collection") {
    const point = await checkCollectionPoint(source.collectionPointId, date);
    if (!point.ok)
      return missed(
        `Your collection point cannot take your order on ${formatLongDate(date)} (${point.message}), so no box was booked this week.`,
      );
    collectionPoint = point.snapshot;
  }
  const room = await checkRoom(date, pricing.boxes, now, { lock: true });
  if (!room.ok)
    return missed(
      `${formatLongDate(date)} is fully booked: there was no room left for your weekly ${pricing.boxes === 1 ? "box" : "boxes"}, so no box was booked this week.`,
    );

  // The lines, subtotal, shipping and discount are today's prices; the total is the weekly amount
  // the provider charges (set at checkout and at each change of plan). They differ only when
  // prices changed since; the history note then states both.
  const total = sub.weeklyAmountPence;
  const provider = providerNamed(sub.provider);
  const payment = provider.payRenewalNow(`${sub.id}_${date}`);
  // Store credit pays every renewal first (decision 043): one paid as it is made charges only the
  // rest; a weekly invoice (Stripe) is lowered by it at the provider (below).
  const creditPence = await renewalCredit(sub.userId ?? source.userId, total);
  const notes = [
    renewalNote(source.orderNumber),
    ...plan.changes,
    ...(promo ? [`Code ${promo.code}: ${formatPence(promoOffPence)} off`] : []),
    ...(pricing.totalPence - promoOffPence !== total
      ? [
          `Charged ${formatPence(total)}, the weekly amount; today's prices come to ${formatPence(pricing.totalPence - promoOffPence)}`,
        ]
      : []),
    ...(creditPence > 0 ? [`${formatPence(creditPence)} paid by store credit`] : []),
    ...(payment ? [] : ["Awaiting the weekly invoice"]),
  ];
  const order = await insertOrder(
    {
      userId: sub.userId ?? source.userId,
      isGuest: source.isGuest,
      status: payment ? "paid" : "pending_payment",
      email: source.email,
      firstName: source.firstName,
      lastName: source.lastName,
      phone: source.phone,
      address: source.fulfilment === "delivery" ? sub.address : null,
      city: source.fulfilment === "delivery" ? sub.city : null,
      region: source.region,
      postcode: source.fulfilment === "delivery" ? sub.postcode : null,
      fulfilment: source.fulfilment,
      collectionPointId: source.collectionPointId,
      collectionPoint,
      deliveryInstructions: sub.deliveryInstructions,
      billingSameAsDelivery: source.billingSameAsDelivery,
      billingAddressLine1: source.billingAddressLine1,
      billingAddressLine2: source.billingAddressLine2,
      billingCity: source.billingCity,
      billingPostcode: source.billingPostcode,
      deliveryDate: date,
      isSubscription: true,
      subscriptionId: sub.id,
      subtotalPence: pricing.subtotalPence,
      shippingPence: pricing.shippingPence,
      // The code's part never takes the discounts past what the lines and delivery come to.
      discountPence: Math.min(pricing.discountPence + promoOffPence, pricing.subtotalPence + pricing.shippingPence),
      promoCode: promo?.code ?? null,
      promoDiscountPence: Math.min(
        promoOffPence,
        pricing.subtotalPence + pricing.shippingPence - pricing.discountPence,
      ),
      totalPence: total,
      creditPence,
      boxes: pricing.boxes,
      containers: pricing.containers,
      paymentProvider: sub.provider,
      isTestPayment: source.isTestPayment,
      paidAt: payment ? now : null,
    },
    plan.quote.lines.map((line) => {
      const lineChanges = plan.changesOf.get(line.id) ?? [];
      return {
        ...line,
        label: lineChanges.length ? `${line.label} — ${lineChanges.join("; ")}` : line.label,
        isSubscription: true,
      };
    }),
    { note: `${notes.join(". ")}.`, changedBy: "system" },
  );
  if (promo)
    await recordRedemption({
      promoCodeId: promo.id,
      orderId: order.id,
      email: source.email,
      userId: order.userId,
      discountPence: promoOffPence,
    });
  if (creditPence > 0)
    await spendCredit({
      userId: (sub.userId ?? source.userId)!,
      wantedPence: creditPence,
      reason: "renewal",
      orderId: order.id,
      note: `Paid towards order ${order.orderNumber}`,
    });
  // The weekly invoice, finalised after the cutoff, charges only what credit left. The provider is
  // asked last: if it fails, the renewal and its spend roll back together.
  if (creditPence > 0 && !payment)
    lastSteps.push(() =>
      provider.creditNextCharge(sub.providerSubscriptionId, {
        pence: creditPence,
        orderId: order.id,
        description: `Store credit towards order ${order.orderNumber}`,
      }),
    );
  if (payment) {
    await recordPaidPayment({
      orderId: order.id,
      provider: sub.provider,
      sessionId: payment.sessionId,
      paymentId: payment.paymentId,
      amountPence: total - creditPence,
    });
    await queueConfirmationEmail(order.id);
  }
  return {
    kind: "ordered",
    ...base,
    orderId: order.id,
    paid: payment !== null,
    changes: plan.changes,
    promoOffPence,
    creditPence,
  };
}

/** The credit that pays a renewal of `totalPence` first, the customer's credit locked until the renewal is written. */
async function renewalCredit(userId: string | null, totalPence: number): Promise<number> {
  if (!userId) return 0;
  await lockCredit(userId);
  return Math.min(totalPence, await creditBalance(userId));
}

/**
 * The scheduled job: books every renewal whose weekend's cutoff has passed (catching up week by
 * week after downtime), then brings each provider's collection in line with the skipped and
 * paused weekends ahead. A subscription that fails is logged and retried at the next run.
 */
export async function renewDueSubscriptions(now: Date = new Date()): Promise<RenewalOutcome[]> {
  // A cutoff falls at most a week before its delivery: no renewal is due beyond that.
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.nextDeliveryDate, addDays(todayInLondon(now), 8))))
    .orderBy(subscriptions.nextDeliveryDate);
  const outcomes: RenewalOutcome[] = [];
  for (const { id } of due) {
    try {
      let outcome: RenewalOutcome | null;
      while ((outcome = await renewOnce(id, now))) outcomes.push(outcome);
      await syncCollection(id, now);
    } catch (err) {
      logger.error({ err, subscriptionId: id }, "renewing a subscription failed; the next run retries");
    }
  }
  return outcomes;
}

/** Renewal orders already booked for the subscription (newest first). */
export async function renewalsOf(subscriptionId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deliveryDate: orders.deliveryDate,
      status: orders.status,
      totalPence: orders.totalPence,
    })
    .from(orders)
    .where(eq(orders.subscriptionId, subscriptionId))
    .orderBy(sql`${orders.deliveryDate} desc`);
}
