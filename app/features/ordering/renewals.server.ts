import { and, desc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { orderLineItems, orderLines, orders, orderStatusHistory, payments, subscriptions } from "~/db/schema";
import { describeDishes } from "~/features/catalog/public.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { checkCollectionPoint, checkDeliveryDate } from "~/features/delivery/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { addDays, formatLongDate, weekendLabel, weekendSaturday, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { formatPence } from "~/lib/money";
import type { Cart, CartLine } from "./cart";
import { DISH_GROUPS, fixedBox, groupOfCategory, pickChoices, VARIANT_LABEL, type OrderingMenu } from "./menu";
import { loadWeekendMenu } from "./menu.server";
import { insertOrderLines, insertWithUniqueNumber } from "./orders.server";
import type { PricingSettings } from "./pricing";
import { resolveCart } from "./resolve-cart";

/**
 * Weekly subscription renewals (decision 015: delivery weekends). Each later invoice of a
 * subscription becomes a new paid order for the next weekend the kitchen can still plan, made
 * from the subscription's order as a preference, never as a copy: its box types, dish types and
 * cuisines are resolved against the menu of the renewal's own weekend, priced at the box types'
 * current prices, and booked under the same cutoff and capacity rules as a one-off order.
 */

/** Why a renewal made no order. */
export type RenewalRefusal =
  /** No active subscription has this id (cancelled, or unknown): nothing to do. */
  | "no-subscription"
  /** This invoice already made its order (a replay). */
  | "duplicate"
  /** The subscription's order has no subscription line left to renew. */
  | "no-lines"
  /** A subscribed box type was deleted or deactivated. */
  | "box-type-gone"
  /** No menu is published for the renewal's weekend. */
  | "no-menu"
  /** The weekend's menu cannot fill a subscribed box (or none of a custom line's dishes is on it). */
  | "not-on-menu"
  /** The calendar rules refuse the date (beyond the booking window). */
  | "date"
  /** The date has no room left for the renewal's boxes. */
  | "full"
  /** A collection subscription's point is gone, inactive, or closed on the renewal's day. */
  | "collection-point";

/**
 * What a renewal did: the order it made (and every change from the subscription's choices, as
 * told to the customer), or why it made none. A refusal after the invoice was paid leaves a
 * charged customer without a delivery, so it carries what an email to them needs.
 */
export type RenewalResult =
  | {
      ok: true;
      orderId: string;
      sourceOrderId: string;
      deliveryDate: IsoDate;
      /** The changes from the subscription's choices, in the customer's words ([] when none). */
      changes: string[];
      /** What the provider charged (the order's total). */
      chargedPence: number;
      /** What the renewal's lines come to at today's prices. */
      pricedPence: number;
    }
  | {
      ok: false;
      reason: RenewalRefusal;
      /** For the customer (and the owner): what happened to this week's box. */
      message: string;
      /** The subscription's order (null when no active subscription matched). */
      sourceOrderId: string | null;
      /** The date the renewal was for, once known. */
      deliveryDate: IsoDate | null;
    };

type SourceLine = typeof orderLines.$inferSelect;
type SourceItem = typeof orderLineItems.$inferSelect;

/** The history note every renewal order starts with: how a subscription's renewals are found. */
const renewalNote = (sourceOrderNumber: string) => `Weekly subscription renewal of ${sourceOrderNumber}`;

/**
 * The renewal's delivery date: the first weekly repeat of the original delivery date that is
 * after every delivery the subscription already has (`lastDelivery`, so a subscription booked
 * weeks ahead does not get two boxes on one date) and whose weekend's cutoff has not passed
 * (`firstOrderableSaturday`: cutoffs are per weekend, so a date can still be ordered exactly
 * when its weekend is not before the next orderable one).
 */
export function renewalDate(originalDate: IsoDate, lastDelivery: IsoDate, firstOrderableSaturday: IsoDate): IsoDate {
  let date = addDays(originalDate, 7);
  while (date <= lastDelivery || weekendSaturday(date) < firstOrderableSaturday) date = addDays(date, 7);
  return date;
}

/** The latest delivery date of the subscription: its order's, or its last renewal's. */
async function lastDeliveryOf(source: typeof orders.$inferSelect): Promise<IsoDate> {
  const [latest] = await db
    .select({ date: orders.deliveryDate })
    .from(orders)
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
    .where(
      and(
        eq(orders.email, source.email),
        isNull(orderStatusHistory.fromStatus),
        like(orderStatusHistory.note, `${renewalNote(source.orderNumber)}%`),
      ),
    )
    .orderBy(desc(orders.deliveryDate))
    .limit(1);
  return latest && latest.date > source.deliveryDate ? latest.date : source.deliveryDate;
}

type Resolution =
  { ok: true; line: CartLine; changes: string[] } | { ok: false; reason: RenewalRefusal; message: string };

/**
 * One subscription line as a cart line for the renewal's weekend: the same box type, dish type and
 * quantity; a fixed box takes the preferred cuisine if the weekend offers it, else the weekend's
 * first cuisine that can fill it; a picked box keeps each dish on the weekend's menu and otherwise
 * takes the first fitting dish of that group; a custom line keeps the dishes on the menu.
 */
async function resolveSubscriptionLine(line: SourceLine, items: SourceItem[], menu: OrderingMenu): Promise<Resolution> {
  const weekend = weekendLabel(menu.week!.saturday);
  const onMenu = new Map(menu.dishes.map((d) => [d.id, d]));

  if (line.lineType === "custom") {
    const kept = items.filter((i) => i.menuItemId && onMenu.has(i.menuItemId));
    const changes = items
      .filter((i) => !kept.includes(i))
      .map((i) => `${i.name} is not on the menu for ${weekend}: left out this week`);
    if (kept.length === 0)
      return {
        ok: false,
        reason: "not-on-menu",
        message: `None of the dishes of your weekly custom order is on the menu for the weekend of ${weekend}, so no box was booked this week.`,
      };
    return {
      ok: true,
      changes,
      line: {
        id: line.id,
        type: "custom",
        items: kept.map((i) => ({ dishId: i.menuItemId!, quantity: i.quantity })),
        isSubscription: true,
      },
    };
  }

  const box = menu.boxes.find((b) => b.id === line.boxTypeId);
  if (!box)
    return {
      ok: false,
      reason: "box-type-gone",
      message: `${line.label} is no longer offered, so no box was booked for the weekend of ${weekend}.`,
    };
  const variantName = VARIANT_LABEL[line.variant].toLowerCase();
  const cannotFill = {
    ok: false as const,
    reason: "not-on-menu" as const,
    message: `The menu for the weekend of ${weekend} cannot fill your ${variantName} ${box.name} box, so no box was booked this week.`,
  };
  const base = {
    id: line.id,
    type: "box" as const,
    boxTypeId: box.id,
    variant: line.variant,
    quantity: line.quantity,
    isSubscription: true,
  };

  if (box.kind === "fixed") {
    const cuisines = menu.week!.cuisines;
    const preferred = line.cuisine;
    const fits = (c: string) => fixedBox(menu, c, line.variant) !== null;
    if (preferred && cuisines.includes(preferred) && fits(preferred))
      return { ok: true, changes: [], line: { ...base, cuisine: preferred, dishIds: [] } };
    const cuisine = cuisines.find(fits);
    if (!cuisine) return cannotFill;
    const changes = !preferred
      ? []
      : cuisines.includes(preferred)
        ? [`There is no ${variantName} ${preferred} box on the menu for ${weekend}: your box is ${cuisine} this week`]
        : [`${preferred} is not on the menu for ${weekend}: your box is ${cuisine} this week`];
    return { ok: true, changes, line: { ...base, cuisine, dishIds: [] } };
  }

  // A picked box: the group of each dish it had (from the dish's category, while the dish exists).
  const described = await describeDishes(items.flatMap((i) => (i.menuItemId ? [i.menuItemId] : [])));
  const groupOf = new Map(described.map((d) => [d.id, groupOfCategory(d.category)]));
  const choices = pickChoices(menu, line.variant);
  const unplaced = items.filter((i) => !i.menuItemId || !groupOf.get(i.menuItemId));
  const dishIds: string[] = [];
  const changes: string[] = [];
  for (const group of DISH_GROUPS) {
    const had = items.find((i) => i.menuItemId && groupOf.get(i.menuItemId) === group.key) ?? unplaced.shift();
    if (had?.menuItemId && choices[group.key].some((d) => d.id === had.menuItemId)) {
      dishIds.push(had.menuItemId);
      continue;
    }
    const instead = choices[group.key][0];
    if (!instead) return cannotFill;
    dishIds.push(instead.id);
    if (had) changes.push(`${had.name} is not on the menu for ${weekend}: your box has ${instead.name} instead`);
  }
  return { ok: true, changes, line: { ...base, cuisine: null, dishIds } };
}

/** A renewal that made no order after the invoice was paid: a note on the subscription's order, once per invoice. */
async function noteRefusal(
  source: typeof orders.$inferSelect,
  invoiceId: string,
  amountPence: number,
  message: string,
): Promise<void> {
  const marker = `invoice ${invoiceId}`;
  const [already] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, source.id), sql`position(${marker} in ${orderStatusHistory.note}) > 0`));
  if (already) return;
  await db.insert(orderStatusHistory).values({
    orderId: source.id,
    fromStatus: source.status,
    toStatus: source.status,
    note: `No weekly renewal order for ${marker} (${formatPence(amountPence)} paid): ${message} Refund the invoice at the payment provider or arrange the delivery with the customer.`,
    changedBy: "webhook",
  });
}

/**
 * A weekly subscription charge (a later invoice) becomes a new paid order, or is refused with the
 * reason. Runs in the webhook's transaction; the invoice id is the payment's session id, so an
 * invoice makes at most one order. A refusal after the invoice was paid is noted on the
 * subscription's order.
 */
export async function createRenewalOrder(input: {
  providerSubscriptionId: string;
  invoiceId: string;
  amountPence: number;
  settings: PricingSettings;
  now?: Date;
}): Promise<RenewalResult> {
  const now = input.now ?? new Date();
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId), eq(subscriptions.status, "active")),
    );
  if (!sub)
    return {
      ok: false,
      reason: "no-subscription",
      message: "No active subscription for this charge.",
      sourceOrderId: null,
      deliveryDate: null,
    };
  const invoiceMadeOrder = async () =>
    (await db.select({ id: payments.id }).from(payments).where(eq(payments.providerSessionId, input.invoiceId)))
      .length > 0;
  const [source] = await db.select().from(orders).where(eq(orders.id, sub.orderId));
  if (await invoiceMadeOrder())
    return {
      ok: false,
      reason: "duplicate",
      message: "This charge already made its order.",
      sourceOrderId: source.id,
      deliveryDate: null,
    };

  const settings = await orderingSettings();
  const deliveryDate = renewalDate(
    source.deliveryDate,
    await lastDeliveryOf(source),
    nextOrderableSaturday(settings, now),
  );
  const refuse = async (reason: RenewalRefusal, message: string): Promise<RenewalResult> => {
    await noteRefusal(source, input.invoiceId, input.amountPence, message);
    return { ok: false, reason, message, sourceOrderId: source.id, deliveryDate };
  };

  const lines = (
    await db.select().from(orderLines).where(eq(orderLines.orderId, source.id)).orderBy(orderLines.position)
  ).filter((l) => l.isSubscription);
  if (lines.length === 0)
    return refuse("no-lines", "Your subscription has no weekly box left to renew, so no box was booked this week.");
  const items = await db
    .select()
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );

  const saturday = weekendSaturday(deliveryDate);
  const menu = await loadWeekendMenu(saturday);
  if (!menu.week)
    return refuse(
      "no-menu",
      `The menu for the weekend of ${weekendLabel(saturday)} is not published yet, so no box was booked for ${formatLongDate(deliveryDate)}.`,
    );

  const cartLines: CartLine[] = [];
  const changesOf = new Map<string, string[]>();
  for (const line of lines) {
    const resolved = await resolveSubscriptionLine(
      line,
      items.filter((i) => i.orderLineId === line.id),
      menu,
    );
    if (!resolved.ok) return refuse(resolved.reason, resolved.message);
    cartLines.push(resolved.line);
    changesOf.set(line.id, resolved.changes);
  }
  const cart: Cart = { version: 2, lines: cartLines, deliveryDate, fulfilment: source.fulfilment, postcode: null };
  // The ordering core prices the renewal like any cart of that weekend: the box types' current
  // prices, the dishes' current prices, shipping by fulfilment and the subscription discount.
  const quote = resolveCart(cart, menu, input.settings);
  if (!quote.ok)
    return refuse(
      "not-on-menu",
      `The menu for the weekend of ${weekendLabel(saturday)} cannot fill your weekly order, so no box was booked this week.`,
    );
  const { pricing } = quote;

  // The same rules as a one-off order: first the calendar (no boxes asked for), then the
  // capacity of the date under its lock, held until the webhook's transaction ends.
  const rules = await checkDeliveryDate(deliveryDate, 0, now);
  // The date is a weekend whose cutoff has not passed, so only the booking window can refuse it.
  if (!rules.ok)
    return refuse(
      "date",
      `${formatLongDate(deliveryDate)} is not open for orders yet, so no box was booked this week.`,
    );
  // A collection is re-checked against its point for the new date, and keeps the point as told now.
  let collectionPoint = source.collectionPoint;
  if (source.fulfilment === "collection") {
    const point = await checkCollectionPoint(source.collectionPointId, deliveryDate);
    if (!point.ok)
      return refuse(
        "collection-point",
        `Your collection point cannot take your order on ${formatLongDate(deliveryDate)} (${point.message}), so no box was booked this week.`,
      );
    collectionPoint = point.snapshot;
  }
  const room = await checkDeliveryDate(deliveryDate, pricing.boxes, now, { lock: true });
  if (!room.ok)
    return refuse(
      "full",
      `${formatLongDate(deliveryDate)} is fully booked: there is no room left for your weekly ${pricing.boxes === 1 ? "box" : "boxes"}, so no box was booked this week.`,
    );
  // A concurrent delivery of the same invoice may have committed while this one waited for the lock.
  if (await invoiceMadeOrder())
    return {
      ok: false,
      reason: "duplicate",
      message: "This charge already made its order.",
      sourceOrderId: source.id,
      deliveryDate,
    };

  // Itemised figures vs the amount charged: the lines, subtotal, shipping and discount are what
  // the ordering core prices today (so they match the box types' prices the kitchen, the prep
  // sheet and the customer's order page state), while the total is what the provider actually
  // charged, since that is the money taken and what a refund returns. They differ only when
  // prices changed after subscribing (the provider keeps charging the weekly price set at
  // checkout); rather than bend a line price or invent a discount to close the gap, the history
  // note states both amounts.
  const changes = cartLines.flatMap((l) => changesOf.get(l.id) ?? []);
  const notes = [
    renewalNote(source.orderNumber),
    ...changes,
    ...(pricing.totalPence !== input.amountPence
      ? [
          `Charged ${formatPence(input.amountPence)}, the weekly subscription amount; today's prices come to ${formatPence(pricing.totalPence)}`,
        ]
      : []),
  ];
  const order = await insertWithUniqueNumber({
    userId: sub.userId ?? source.userId,
    isGuest: source.isGuest,
    status: "paid",
    email: source.email,
    firstName: source.firstName,
    lastName: source.lastName,
    phone: source.phone,
    address: source.address,
    city: source.city,
    region: source.region,
    postcode: source.postcode,
    fulfilment: source.fulfilment,
    collectionPointId: source.collectionPointId,
    collectionPoint,
    deliveryInstructions: source.deliveryInstructions,
    billingSameAsDelivery: source.billingSameAsDelivery,
    billingAddressLine1: source.billingAddressLine1,
    billingAddressLine2: source.billingAddressLine2,
    billingCity: source.billingCity,
    billingPostcode: source.billingPostcode,
    deliveryDate,
    isSubscription: true,
    subtotalPence: pricing.subtotalPence,
    shippingPence: pricing.shippingPence,
    discountPence: pricing.discountPence,
    totalPence: input.amountPence,
    boxes: pricing.boxes,
    containers: pricing.containers,
    paymentProvider: sub.provider,
    isTestPayment: source.isTestPayment,
    paidAt: now,
  });
  await insertOrderLines(
    order.id,
    quote.lines.map((line) => {
      const lineChanges = changesOf.get(line.id) ?? [];
      return {
        ...line,
        label: lineChanges.length ? `${line.label} — ${lineChanges.join("; ")}` : line.label,
        isSubscription: true,
      };
    }),
  );
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: "paid",
    note: `${notes.join(". ")}.`,
    changedBy: "webhook",
  });
  await db.insert(payments).values({
    orderId: order.id,
    provider: sub.provider,
    providerSessionId: input.invoiceId,
    amountPence: input.amountPence,
    status: "paid",
  });
  return {
    ok: true,
    orderId: order.id,
    sourceOrderId: source.id,
    deliveryDate,
    changes,
    chargedPence: input.amountPence,
    pricedPence: pricing.totalPence,
  };
}

/** A subscription ended at the provider (or by the customer): recorded once. */
export async function markSubscriptionCancelled(providerSubscriptionId: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(eq(subscriptions.providerSubscriptionId, providerSubscriptionId), eq(subscriptions.status, "active")))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
