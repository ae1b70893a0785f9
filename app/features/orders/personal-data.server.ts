import { and, asc, eq, inArray, lt, notInArray, notLike, or, sql, type SQL } from "drizzle-orm";
import { orderLineItems, orderLines, orders } from "~/db/schema/orders";
import { db } from "~/lib/db.server";

/** The orders of a person: placed with their email, or by their account. */
function ordersOf(email: string, userId: string | null): SQL {
  const byEmail = sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`;
  return userId ? or(byEmail, eq(orders.userId, userId))! : byEmail;
}

/** The ids of a person's orders (a subscription belongs to whoever its first order was for). */
export async function orderIdsOf(email: string, userId: string | null): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(ordersOf(email, userId));
  return rows.map((row) => row.id);
}

/** A person's orders as the data download gives them: who, where, what, for how much; oldest first. */
export async function orderDataOf(email: string, userId: string | null) {
  const rows = await db.select().from(orders).where(ordersOf(email, userId)).orderBy(asc(orders.createdAt));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const items = lines.length
    ? await db
        .select()
        .from(orderLineItems)
        .where(
          inArray(
            orderLineItems.orderLineId,
            lines.map((l) => l.id),
          ),
        )
    : [];
  return rows.map((o) => ({
    orderNumber: o.orderNumber,
    placedAt: o.createdAt,
    status: o.status,
    deliveryDate: o.deliveryDate,
    fulfilment: o.fulfilment,
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    phone: o.phone,
    address: o.address,
    city: o.city,
    postcode: o.postcode,
    collectionPoint: o.collectionPoint,
    deliveryInstructions: o.deliveryInstructions,
    allergyNote: o.allergyNote,
    billingAddress: o.billingSameAsDelivery
      ? null
      : [o.billingAddressLine1, o.billingAddressLine2, o.billingCity, o.billingPostcode].filter(Boolean).join(", "),
    subtotalPence: o.subtotalPence,
    shippingPence: o.shippingPence,
    discountPence: o.discountPence,
    promoCode: o.promoCode,
    promoDiscountPence: o.promoDiscountPence,
    totalPence: o.totalPence,
    creditPence: o.creditPence,
    paidAt: o.paidAt,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        label: l.label,
        quantity: l.quantity,
        unitPricePence: l.unitPricePence,
        lineTotalPence: l.lineTotalPence,
        discountPence: l.discountPence,
        isSubscription: l.isSubscription,
        dishes: items
          .filter((item) => item.orderLineId === l.id)
          .map((item) => ({ name: item.name, quantity: item.quantity })),
      })),
  }));
}

/** The name an erased customer's orders carry. */
export const ERASED_NAME = { firstName: "Erased", lastName: "customer" } as const;

/** An order's columns without the person (the email is the caller's: a pseudonym). */
const withoutThePerson = () => ({
  ...ERASED_NAME,
  phone: "",
  userId: null,
  address: sql`CASE WHEN ${orders.address} IS NULL THEN NULL ELSE 'Erased' END`,
  // The district (SE15) stays: where the shop delivers is not who it delivered to.
  postcode: sql`CASE WHEN ${orders.postcode} IS NULL THEN NULL ELSE split_part(upper(trim(${orders.postcode})), ' ', 1) END`,
  deliveryInstructions: null,
  allergyNote: null,
  billingAddressLine1: null,
  billingAddressLine2: null,
  billingCity: null,
  billingPostcode: null,
});

/**
 * Keeps a person's orders for the accounts without the person (decision 038): name, email, phone,
 * address line, billing address, delivery instructions and allergy note go; the numbers, lines,
 * dates, totals, the city and the postcode's district (SE15) stay. `pseudonym` replaces the email
 * (one per erasure, so the same customer's orders still count as one in the reports). In the
 * caller's transaction; returns how many orders were anonymised.
 */
export async function anonymiseOrders(email: string, userId: string | null, pseudonym: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ ...withoutThePerson(), email: pseudonym, updatedAt: new Date() })
    .where(ordersOf(email, userId))
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * The retention of orders (the settings' orderRetentionYears): orders placed before `cutoff` are
 * kept for the reports without the person, as an erasure leaves them, each under a pseudonym of its
 * own; `keep` names orders still in use (an active subscription's first order). Returns how many.
 */
export async function anonymiseOrdersPlacedBefore(cutoff: Date, keep: string[] = []): Promise<number> {
  const rows = await db
    .update(orders)
    .set({
      ...withoutThePerson(),
      email: sql`'erased-' || substr(replace(${orders.id}::text, '-', ''), 1, 12) || '@invalid'`,
    })
    .where(
      and(
        lt(orders.createdAt, cutoff),
        notLike(orders.email, "erased-%@invalid"),
        keep.length ? notInArray(orders.id, keep) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}
