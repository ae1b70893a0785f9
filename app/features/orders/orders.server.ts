import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { orderLineItems, orderLines, orders, orderStatusHistory } from "~/db/schema/orders";
import { cutoffInstant, outsideAreaMessage, PAYMENT_WINDOW_MINUTES } from "~/features/delivery/public";
import { getBusinessSettings, orderingSettings } from "~/features/settings/public.server";
import {
  checkCollectionPoint,
  checkDeliveryDate,
  checkPostcode,
  dateHasLimit,
} from "~/features/delivery/public.server";
import { db, type Database } from "~/lib/db.server";
import { placeholderRows, statementsByShape } from "~/lib/statements.server";
import { pgErrorConstraint } from "~/lib/pg-error";
import type { Cart } from "~/features/cart/public";
import { ANY_TIME, type CustomerDetails } from "./checkout-schema";
import { newOrderNumber } from "./order-number";
import { refusal, type CheckoutRefusal } from "./checkout-refusals";
import { quoteCart, type QuoteResult, type ResolvedLine } from "~/features/cart/public.server";
import { creditBalance, lockCredit, reverseCreditFor, spendCredit } from "~/features/wallet/public.server";
import { claimGiftCard, giveBackGiftCard } from "~/features/giftcards/public.server";
import {
  claimPromo,
  promoOrderOf,
  recordRedemption,
  releaseRedemption,
  weeklyPromoOff,
} from "~/features/promotions/public.server";

export type OrderRow = typeof orders.$inferSelect;
type NewOrderValues = typeof orders.$inferInsert;
export type PaymentProviderName = "stripe" | "test" | "manual" | "credit";

/** An order entered by an admin (decision 025): who, how it is paid, and the history's note. */
export interface ManualEntry {
  /** The admin's email, kept on the order. */
  enteredBy: string;
  /** The admin's user id, for the status history. */
  adminId: string;
  payment: "cash" | "bank_transfer" | "link";
  note: string;
}

export interface NewOrderInput {
  cart: Cart;
  customer: CustomerDetails;
  userId: string | null;
  isGuest: boolean;
  provider: PaymentProviderName;
  now?: Date;
  /** The customer's allergy note, kept on the order for the kitchen. */
  allergyNote?: string | null;
  /** Set when an admin enters the order: its date may be past the cutoff (still today or later). */
  manual?: ManualEntry;
  /** The promo code typed at checkout (decision 042), checked and claimed with the order. */
  promoCode?: string | null;
  /** A gift card's code typed at checkout (decision 046): it pays what credit leaves, first. */
  giftCardCode?: string | null;
}

export type CreateOrderResult =
  | {
      ok: true;
      order: OrderRow;
      /** The lines in words, for the payment provider's page. */
      description: string;
      /**
       * What each later week of its subscription charges, as quoted (0 without one), less what a
       * promo code holding on its renewals takes off the first of them.
       */
      weeklyPence: number;
    }
  | {
      ok: false;
      title: string;
      message: string;
      /** Set when a delivery was refused because the postcode is outside the delivery area. */
      outsideArea?: { postcode: string };
    };

type FulfilmentValues = Pick<
  NewOrderValues,
  | "fulfilment"
  | "address"
  | "city"
  | "postcode"
  | "collectionPointId"
  | "collectionPoint"
  | "deliveryInstructions"
  | "deliveryWindow"
>;

/**
 * The delivery window kept on a delivery: the one chosen, when the owner offers windows (Settings);
 * "Any time", or a window sent while none are offered, is none.
 */
async function deliveryWindowOf(c: CustomerDetails): Promise<FulfilmentValues["deliveryWindow"]> {
  if (!c.deliveryWindow || c.deliveryWindow === ANY_TIME) return null;
  return (await getBusinessSettings()).deliveryWindows ? c.deliveryWindow : null;
}

/**
 * How the order reaches the customer, checked on the server: a delivery needs an address whose
 * postcode is inside the delivery area (the postcode check's matching); a collection needs an
 * active collection point open on the date's day, kept on the order as the customer was told it.
 */
async function fulfilmentOf(
  cart: Cart,
  c: CustomerDetails,
): Promise<{ ok: true; values: FulfilmentValues } | Extract<CreateOrderResult, { ok: false }>> {
  if (cart.fulfilment === "collection") {
    if (!cart.deliveryDate) return { ok: false, ...refusal("noDate") };
    const point = await checkCollectionPoint(c.collectionPointId, cart.deliveryDate);
    if (!point.ok) return { ok: false, ...refusal("collectionPoint", point.message) };
    return {
      ok: true,
      values: {
        fulfilment: "collection",
        address: null,
        city: null,
        postcode: null,
        collectionPointId: point.point.id,
        collectionPoint: point.snapshot,
        deliveryInstructions: null,
        deliveryWindow: null,
      },
    };
  }
  const address = c.address?.trim();
  const city = c.city?.trim();
  if (!address || !city || !c.postcode) return { ok: false, ...refusal("missingAddress") };
  const area = await checkPostcode(c.postcode);
  if (area.status === "invalid") return { ok: false, ...refusal("invalidPostcode", area.message) };
  if (area.status === "unavailable")
    return {
      ok: false,
      ...refusal("outsideArea", outsideAreaMessage(area.postcode)),
      outsideArea: { postcode: area.postcode },
    };
  return {
    ok: true,
    values: {
      fulfilment: "delivery",
      address,
      city,
      postcode: area.postcode,
      collectionPointId: null,
      collectionPoint: null,
      deliveryInstructions: c.deliveryInstructions || null,
      deliveryWindow: await deliveryWindowOf(c),
    },
  };
}

/**
 * The billing address of a delivery: the delivery address itself (ticked, the default), or the
 * one the customer gave, which checkout's schema requires when unticked. A collection has none.
 */
function billingOf(fulfilment: "delivery" | "collection" | undefined, c: CustomerDetails) {
  const same = fulfilment === "delivery" && c.billingAddressSame !== false;
  const own = fulfilment === "delivery" && !same;
  return {
    billingSameAsDelivery: same,
    billingAddressLine1: own ? c.billingAddressLine1?.trim() || null : null,
    billingAddressLine2: own ? c.billingAddressLine2?.trim() || null : null,
    billingCity: own ? c.billingCity?.trim() || null : null,
    billingPostcode: own ? c.billingPostcode?.trim() || null : null,
  };
}

/**
 * Writes a `pending_payment` order from a browser cart. Everything about money is recomputed
 * here from the database (the browser's figures are never read; a collection pays no shipping);
 * the fulfilment is checked (delivery area, or the collection point and its hours); the delivery
 * date is checked again (calendar, cutoff, and a limited date's capacity under its lock, in the
 * transaction that writes the order) and the order, its lines, their dishes and the first status
 * history row are written in one statement.
 */
export async function createOrderFromCart(input: NewOrderInput): Promise<CreateOrderResult> {
  const now = input.now ?? new Date();
  if (input.cart.lines.length === 0) return { ok: false, ...refusal("noItems") };
  const quote = await quoteCart(input.cart, { now });
  if (!quote.ok) {
    // A date that cannot be delivered is the first thing to fix (its weekend may have no menu).
    const calendar = input.cart.deliveryDate ? await checkDeliveryDate(input.cart.deliveryDate, 0, now) : null;
    if (calendar && !calendar.ok) return { ok: false, ...refusal("noDate", calendar.message) };
    const changed = refusal("orderChanged", quote.message);
    return { ok: false, ...changed, title: quote.title ?? changed.title };
  }
  const { pricing, lines } = quote;
  if (lines.length === 0 || pricing.totalPence <= 0) return { ok: false, ...refusal("noItems") };

  const date = input.cart.deliveryDate;
  const fulfilment = await fulfilmentOf(input.cart, input.customer);
  if (!fulfilment.ok) return fulfilment;

  const place = async (): Promise<CreateOrderResult> => {
    // The delivery feature's rules (calendar, cutoff, capacity), under the date's lock.
    const allowPastCutoff = Boolean(input.manual);
    const check = await checkDeliveryDate(date, pricing.boxes, now, { lock: true, allowPastCutoff });
    if (!check.ok || !date) return { ok: false, ...refusal("noDate", check.ok ? undefined : check.message) };

    const c = input.customer;
    const promo = await claimedPromo(input, quote, fulfilment.values.fulfilment ?? "delivery", now);
    if (!promo.ok) return promo;
    const totalPence = pricing.totalPence - promo.discountPence;
    const creditPence = usesCredit ? Math.min(totalPence, await lockedCreditBalance(input.userId!)) : 0;
    // Nothing left for a card (credit or a code pays it all): no payment page (decision 043).
    const provider = totalPence - creditPence === 0 && !pricing.hasSubscription ? "credit" : input.provider;
    const values = {
      userId: input.userId,
      isGuest: input.isGuest,
      status: "pending_payment" as const,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      region: "London",
      ...fulfilment.values,
      ...billingOf(fulfilment.values.fulfilment, c),
      deliveryDate: date,
      isSubscription: pricing.hasSubscription,
      subtotalPence: pricing.subtotalPence,
      shippingPence: pricing.shippingPence,
      discountPence: pricing.discountPence + promo.discountPence,
      totalPence,
      promoCode: promo.claim?.code ?? null,
      promoDiscountPence: promo.discountPence,
      creditPence,
      boxes: pricing.boxes,
      containers: pricing.containers,
      paymentProvider: provider,
      isTestPayment: provider === "test",
      allergyNote: input.allergyNote?.trim() || null,
      enteredBy: input.manual?.enteredBy ?? null,
      manualPayment: input.manual?.payment ?? null,
    };
    const order = await insertOrder(values, lines, {
      note: input.manual?.note ?? "Order placed at checkout",
      changedBy: input.manual?.adminId ?? input.userId ?? "guest",
    });
    if (promo.claim)
      await recordRedemption({
        promoCodeId: promo.claim.rule.id,
        orderId: order.id,
        email: c.email,
        userId: input.userId,
        discountPence: promo.discountPence,
      });
    if (creditPence > 0)
      await spendCredit({
        userId: input.userId!,
        wantedPence: creditPence,
        reason: "checkout",
        orderId: order.id,
        note: `Paid towards order ${order.orderNumber}`,
      });
    const paid = input.giftCardCode ? await payWithGiftCard(order, input.giftCardCode) : order;
    const description = lines.map((l) => `${l.quantity} × ${l.label}`).join(", ");
    return { ok: true, order: paid, description, weeklyPence: promo.weeklyPence };
  };
  // A date with a limit is checked and written in one transaction holding its lock, as briefly as
  // that (the order is priced before); so is an order with a code (its row locked until the order is
  // written) or paid partly by credit (the customer's credit locked likewise); without any of them
  // the order is one statement.
  const usesCredit = await mayUseCredit(input, pricing.hasSubscription);
  if (input.giftCardCode && pricing.hasSubscription) return { ok: false, ...refusal("giftCard", GIFT_CARD_ONE_OFF) };
  const locks = (date && (await dateHasLimit(date))) || input.promoCode || usesCredit || input.giftCardCode;
  if (!locks) return place();
  try {
    return await db.transaction(place);
  } catch (err) {
    if (err instanceof Refused) return { ok: false, ...err.refusal };
    throw err;
  }
}

export const GIFT_CARD_ONE_OFF =
  "A gift card pays for one-off orders. To use it for weekly boxes, sign in and redeem it into your store credit in My account.";

/** A refusal found after the order was written: thrown so its transaction writes nothing. */
class Refused extends Error {
  constructor(readonly refusal: CheckoutRefusal) {
    super(refusal.message);
  }
}

/**
 * A gift card pays what credit left of the order (decision 046), claimed under the card's lock
 * once the order exists (its use names the order); an order it pays in full needs no card.
 */
async function payWithGiftCard(order: OrderRow, code: string): Promise<OrderRow> {
  const due = order.totalPence - order.creditPence;
  if (due <= 0) return order;
  const claim = await claimGiftCard({ code, wantedPence: due, orderId: order.id });
  if (!claim.ok) throw new Refused(refusal("giftCard", claim.message));
  const provider = claim.takenPence === due ? "credit" : order.paymentProvider;
  const [paid] = await db
    .update(orders)
    .set({ giftCardPence: claim.takenPence, paymentProvider: provider, isTestPayment: provider === "test" })
    .where(eq(orders.id, order.id))
    .returning();
  return paid;
}

type Quoted = Extract<QuoteResult, { ok: true }>;

/**
 * Store credit pays a customer's one-off checkout first (decision 043). A checkout that starts a
 * subscription is paid by card (the card pays the weekly charges; credit pays renewals), and the
 * back-office's orders are paid as the admin says.
 */
async function mayUseCredit(input: NewOrderInput, hasSubscription: boolean): Promise<boolean> {
  if (!input.userId || input.manual || hasSubscription) return false;
  return (await creditBalance(input.userId)) > 0;
}

/** The customer's credit, locked until the order's transaction ends (another checkout waits). */
async function lockedCreditBalance(userId: string): Promise<number> {
  await lockCredit(userId);
  return creditBalance(userId);
}

/**
 * The promo code of an order, claimed under its lock (decision 042): what it takes off this order
 * and off the subscription's weekly charge when it holds on renewals; a code that does not hold is
 * a refusal in the customer's words, so nothing is written.
 */
async function claimedPromo(input: NewOrderInput, quote: Quoted, fulfilment: "delivery" | "collection", now: Date) {
  const none = { ok: true as const, claim: null, discountPence: 0, weeklyPence: quote.weeklyPence };
  if (!input.promoCode?.trim()) return none;
  const claim = await claimPromo({
    code: input.promoCode,
    order: promoOrderOf(quote.pricing, quote.lines, fulfilment),
    email: input.customer.email,
    userId: input.userId,
    isFirstOrder: !(await hasOrderedBefore(input.customer.email, input.userId)),
    now,
  });
  if (!claim.ok) return { ok: false as const, ...refusal("promoCode", claim.message) };
  const weeklyPence = quote.weeklyPence - weeklyPromoOff(claim.rule, quote, fulfilment);
  return { ok: true as const, claim, discountPence: claim.discountPence, weeklyPence };
}

/** Whether this customer (their email or their account) has an order that was paid. */
export async function hasOrderedBefore(email: string, userId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        or(sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`, userId ? eq(orders.userId, userId) : undefined),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** insertOrder's statement, one per shape of order (its lines and dishes), built once each. */
const insertOrderStatement = statementsByShape<OrderRow[]>();

/** The first row of an order's status history: why and by whom it was written. */
export interface FirstHistoryEntry {
  note: string;
  changedBy: string;
}

/**
 * Writes an order, its resolved lines (in order), their dishes and the first status history row
 * (to the order's status) in one statement: the ids are drawn here so the rows can refer to each
 * other, and the child rows are inserted by data-modifying CTEs of the order's insert (one round
 * trip, all or nothing even outside a transaction), a statement built once for each shape of
 * order (lib/statements.server.ts). The order gets a fresh `TIF-` number, drawn again on the
 * (rare) clash.
 */
export async function insertOrder(
  values: Omit<NewOrderValues, "id" | "orderNumber">,
  lines: ResolvedLine[],
  history: FirstHistoryEntry,
): Promise<OrderRow> {
  for (let attempt = 0; ; attempt++) {
    const orderId = randomUUID();
    const lineRows = lines.map((line, position) => ({
      id: randomUUID(),
      orderId,
      position,
      lineType: line.type,
      boxTypeId: line.boxTypeId,
      variant: line.variant,
      cuisine: line.cuisine,
      label: line.label,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      lineTotalPence: line.lineTotalPence,
      discountPence: line.discountPence,
      isSubscription: line.isSubscription,
    }));
    const itemRows = lines.flatMap((line, i) =>
      line.items.map((item) => ({
        orderLineId: lineRows[i].id,
        menuItemId: item.menuItemId,
        name: item.name,
        quantity: item.quantity,
        unitPricePence: item.unitPricePence,
        totalPence: item.totalPence,
      })),
    );
    const order = placeholderRows(orders, [{ ...values, id: orderId, orderNumber: newOrderNumber() }], "o");
    const first = placeholderRows(
      orderStatusHistory,
      [{ orderId, fromStatus: null, toStatus: values.status ?? "pending_payment", ...history }],
      "h",
    );
    const lined = placeholderRows(orderLines, lineRows, "l");
    const items = placeholderRows(orderLineItems, itemRows, "i");
    const shape = `${order.shape}|${first.shape}|${lined.shape}|${items.shape}`;
    const build = (root: Database, name: string) => {
      const children = [
        root.$with("first_history", {}).as(root.insert(orderStatusHistory).values(first.placeholders()).getSQL()),
        ...(lineRows.length
          ? [root.$with("new_lines", {}).as(root.insert(orderLines).values(lined.placeholders()).getSQL())]
          : []),
        ...(itemRows.length
          ? [root.$with("new_items", {}).as(root.insert(orderLineItems).values(items.placeholders()).getSQL())]
          : []),
      ];
      return root
        .with(...children)
        .insert(orders)
        .values(order.placeholders())
        .returning()
        .prepare(name);
    };
    try {
      const [row] = await insertOrderStatement(
        shape,
        { ...order.values, ...first.values, ...lined.values, ...items.values },
        build,
      );
      return row;
    } catch (error) {
      if (attempt < 9 && pgErrorConstraint(error) === "orders_order_number_unique") continue;
      throw error;
    }
  }
}

/** An abandoned or failed payment: `pending_payment` → `cancelled` (frees the date's capacity). */
export async function cancelUnpaidOrder(orderId: string, note: string, changedBy: string): Promise<boolean> {
  return db.transaction(() => transitionUnpaidToCancelled(orderId, note, changedBy));
}

/**
 * An unpaid order is cancelled this long after it was written: its payment page closed after
 * PAYMENT_WINDOW_MINUTES (and its boxes were freed then); the margin leaves room for a late
 * payment webhook of a page completed just before it closed.
 */
export const UNPAID_ORDER_EXPIRY_MINUTES = 120;

/**
 * The scheduled expiry: cancels every order still unpaid after UNPAID_ORDER_EXPIRY_MINUTES. An
 * admin's payment-link order waits for its weekend's cutoff too (decision 025): the customer may
 * open the link days later, until the cutoff, and pay the page it opened for PAYMENT_WINDOW_MINUTES
 * after it (the order is cancelled once no page can be paid, so no payment finds it cancelled).
 */
export async function expireUnpaidOrders(now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MINUTES * 60_000);
  const stale = await db
    .select({ id: orders.id, deliveryDate: orders.deliveryDate, manualPayment: orders.manualPayment })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.createdAt, before), isNull(orders.subscriptionId)));
  const settings = stale.some((o) => o.manualPayment === "link") ? await orderingSettings() : null;
  let cancelled = 0;
  for (const { id, deliveryDate, manualPayment } of stale) {
    const lastPage = settings && cutoffInstant(deliveryDate, settings).getTime() + PAYMENT_WINDOW_MINUTES * 60_000;
    if (manualPayment === "link" && lastPage && now.getTime() <= lastPage) continue;
    if (await cancelUnpaidOrder(id, "Payment not completed in time", "system")) cancelled++;
  }
  return cancelled;
}

/** `pending_payment` → `cancelled` inside the caller's transaction; false when it was not pending. */
export async function transitionUnpaidToCancelled(orderId: string, note: string, changedBy: string): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment")))
    .returning({ id: orders.id });
  if (!row) return false;
  await db
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: "pending_payment", toStatus: "cancelled", note, changedBy });
  await releaseRedemption(orderId);
  await reverseCreditFor(orderId);
  await giveBackGiftCard(orderId);
  await db.execute(
    sql`update payments set status = 'cancelled', updated_at = now() where order_id = ${orderId} and status = 'pending'`,
  );
  return true;
}

/**
 * Gives a new account the orders placed with its email address as a guest (and their
 * subscriptions). Returns how many orders were attached.
 */
export async function attachGuestOrders(email: string, userId: string): Promise<number> {
  const attached = await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(sql`lower(${orders.email}) = ${email.toLowerCase()}`, isNull(orders.userId)))
    .returning({ id: orders.id });
  await db.execute(
    sql`update subscriptions set user_id = ${userId} where user_id is null
        and order_id in (select id from orders where user_id = ${userId})`,
  );
  return attached.length;
}
