import { and, eq, inArray } from "drizzle-orm";
import { orderLineItems, orderLines, orders, orderStatusHistory, payments, subscriptions } from "~/db/schema";
import { addDays, todayInLondon } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { insertWithUniqueNumber } from "./orders.server";
import { CONTAINERS_PER_BOX, priceOrder, type PricedLineInput, type PricingSettings } from "./pricing";

/** The first weekly repeat of the original delivery date that is after today. */
export function nextRenewalDate(originalDate: string, today: string): string {
  let date = addDays(originalDate, 7);
  while (date <= today) date = addDays(date, 7);
  return date;
}

/**
 * A weekly subscription charge (a later invoice) becomes a new paid order for the next delivery
 * of the same weekday, with the subscription lines of the original order. Runs in the webhook's
 * transaction; the invoice id is the payment's session id, so an invoice makes at most one order.
 */
export async function createRenewalOrder(input: {
  providerSubscriptionId: string;
  invoiceId: string;
  amountPence: number;
  settings: PricingSettings;
  now?: Date;
}): Promise<string | null> {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId), eq(subscriptions.status, "active")),
    );
  if (!sub) return null;
  const [existing] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerSessionId, input.invoiceId));
  if (existing) return null;
  const [source] = await db.select().from(orders).where(eq(orders.id, sub.orderId));
  const lines = (await db.select().from(orderLines).where(eq(orderLines.orderId, source.id))).filter(
    (l) => l.isSubscription,
  );
  if (lines.length === 0) return null;
  const items = await db
    .select()
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  const itemsOf = (lineId: string) => items.filter((i) => i.orderLineId === lineId);
  const inputs: PricedLineInput[] = lines.map((l) =>
    l.lineType === "custom"
      ? {
          type: "custom",
          isSubscription: true,
          items: itemsOf(l.id).map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        }
      : {
          type: "box",
          quantity: l.quantity,
          unitPricePence: l.unitPricePence,
          containersPerBox: CONTAINERS_PER_BOX,
          isSubscription: true,
        },
  );
  const pricing = priceOrder(inputs, input.settings);
  const paidAt = new Date();
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
    deliveryInstructions: source.deliveryInstructions,
    billingSameAsDelivery: source.billingSameAsDelivery,
    deliveryDate: nextRenewalDate(source.deliveryDate, todayInLondon(input.now)),
    isSubscription: true,
    subtotalPence: pricing.subtotalPence,
    shippingPence: pricing.shippingPence,
    discountPence: pricing.discountPence,
    totalPence: input.amountPence,
    boxes: pricing.boxes,
    containers: pricing.containers,
    paymentProvider: sub.provider,
    isTestPayment: source.isTestPayment,
    paidAt,
  });
  for (const [position, l] of lines.entries()) {
    const [row] = await db
      .insert(orderLines)
      .values({ ...l, id: undefined, orderId: order.id, position })
      .returning({ id: orderLines.id });
    const lineItems = itemsOf(l.id);
    if (lineItems.length) {
      await db.insert(orderLineItems).values(lineItems.map((i) => ({ ...i, id: undefined, orderLineId: row.id })));
    }
  }
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: "paid",
    note: `Weekly subscription renewal of ${source.orderNumber}`,
    changedBy: "webhook",
  });
  await db.insert(payments).values({
    orderId: order.id,
    provider: sub.provider,
    providerSessionId: input.invoiceId,
    amountPence: input.amountPence,
    status: "paid",
  });
  return order.id;
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
