import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { menuItems } from "~/db/schema/catalog";
import { orderLineItems, orderLines, orders } from "~/db/schema/orders";
import { payments } from "~/db/schema/payments";
import { combineAllergens } from "~/features/catalog/public";
import type { ResolvedLine } from "~/features/cart/public";
import { collectionPointsByIds } from "~/features/delivery/public.server";
import { formatAddress } from "~/lib/address";
import { db } from "~/lib/db.server";
import { preparedStatement } from "~/lib/statements.server";

export type OrderRow = typeof orders.$inferSelect;

/** An order's line as it was priced (the box type id is null once the box type is deleted). */
export interface OrderLineView extends Pick<
  ResolvedLine,
  | "id"
  | "label"
  | "boxTypeId"
  | "variant"
  | "cuisine"
  | "quantity"
  | "unitPricePence"
  | "lineTotalPence"
  | "discountPence"
  | "isSubscription"
> {
  lineType: "box" | "custom";
  items: Array<{ name: string; quantity: number; unitPricePence: number; totalPence: number }>;
  /**
   * The allergens of the line's dishes as the menu declares them now (labels, FSA order): what
   * they contain, and what they may contain besides. A dish deleted since adds nothing.
   */
  allergens: string[];
  mayContain: string[];
}

export interface OrderView extends OrderRow {
  lines: OrderLineView[];
  /** How the order reaches the customer, in words: "Delivery to …" or "Collection from … (hours)". */
  fulfilmentText: string;
  /** The collection point's instructions for customers, while the point exists. */
  collectionInstructions: string | null;
}

/** A delivery's address on one line: "12 Rye Lane, London, SE15 4ST". */
export function deliveryAddress(order: Pick<OrderRow, "address" | "city" | "postcode">): string {
  return formatAddress(order.address, order.city, order.postcode);
}

/** "Delivery to 12 Rye Lane, London, SE15 4ST" or "Collection from Saffron Dabba Kitchen, … (Saturday 11:00 - 14:00)". */
export function fulfilmentText(
  order: Pick<OrderRow, "fulfilment" | "address" | "city" | "postcode" | "collectionPoint">,
): string {
  return order.fulfilment === "collection"
    ? `Collection from ${order.collectionPoint ?? "our collection point"}`
    : `Delivery to ${deliveryAddress(order)}`;
}

/** The columns of an order's lines joined with their dishes and the dishes' declared allergens. */
const LINE_COLUMNS = {
  line: orderLines,
  item: orderLineItems,
  allergens: menuItems.allergens,
  mayContainAllergens: menuItems.mayContainAllergens,
};

type JoinedLine = {
  line: typeof orderLines.$inferSelect | null;
  item: typeof orderLineItems.$inferSelect | null;
  allergens: string[] | null;
  mayContainAllergens: string[] | null;
};

/**
 * The orders' lines, their dishes and the dishes' declared allergens, in one query (an order's
 * page, its confirmation and its email read them together), and a collection's instructions.
 */
async function withLines(rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const joined = await db
    .select(LINE_COLUMNS)
    .from(orderLines)
    .leftJoin(orderLineItems, eq(orderLineItems.orderLineId, orderLines.id))
    .leftJoin(menuItems, eq(menuItems.id, orderLineItems.menuItemId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return viewsOf(rows, joined);
}

/** Assembles order views from their rows and their joined lines (in position order). */
async function viewsOf(rows: OrderRow[], joined: JoinedLine[]): Promise<OrderView[]> {
  const lines = [...new Map(joined.flatMap((j) => (j.line ? [[j.line.id, j.line] as const] : []))).values()];
  const items = joined.flatMap((j) => (j.item ? [j.item] : []));
  const declared = new Map(
    joined.flatMap((j) =>
      j.item?.menuItemId && j.allergens
        ? [[j.item.menuItemId, { allergens: j.allergens, mayContainAllergens: j.mayContainAllergens ?? [] }] as const]
        : [],
    ),
  );
  const pointIds = [...new Set(rows.map((r) => r.collectionPointId).filter((id): id is string => Boolean(id)))];
  const points = await collectionPointsByIds(pointIds);
  return rows.map((order) => ({
    ...order,
    fulfilmentText: fulfilmentText(order),
    collectionInstructions:
      (order.fulfilment === "collection" && points.find((p) => p.id === order.collectionPointId)?.instructions) || null,
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => {
        const lineItems = items.filter((i) => i.orderLineId === l.id);
        const { contains, mayContain } = combineAllergens(
          lineItems.flatMap((i) => (i.menuItemId && declared.get(i.menuItemId)) || []),
        );
        return {
          id: l.id,
          label: l.label,
          lineType: l.lineType,
          boxTypeId: l.boxTypeId,
          variant: l.variant,
          cuisine: l.cuisine,
          quantity: l.quantity,
          unitPricePence: l.unitPricePence,
          lineTotalPence: l.lineTotalPence,
          discountPence: l.discountPence,
          isSubscription: l.isSubscription,
          items: lineItems.map((i) => ({
            name: i.name,
            quantity: i.quantity,
            unitPricePence: i.unitPricePence,
            totalPence: i.totalPence,
          })),
          allergens: contains,
          mayContain,
        };
      }),
  }));
}

export async function getOrderView(orderId: string): Promise<OrderView | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await withLines(rows))[0] ?? null;
}

/** The view of an order row already read (its lines and dishes read in one query). */
export async function orderViewOf(order: OrderRow): Promise<OrderView> {
  const [view] = await withLines([order]);
  return view;
}

/**
 * The payment behind a provider's checkout session id with its order's view, in one query (the
 * confirmation page's read): the payment, its order, the lines, dishes and allergens joined.
 */
export async function findOrderViewBySession(sessionId: string) {
  const joined = await orderViewBySession({ sessionId });
  if (joined.length === 0) return null;
  const [{ payment, order }] = joined;
  const [view] = await viewsOf([order], joined);
  return { payment, order: view };
}

/** Built once (the payment and confirmation pages read it on every checkout). */
const orderViewBySession = preparedStatement("order_view_by_session", (root, name) =>
  root
    .select({ payment: payments, order: orders, ...LINE_COLUMNS })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(orderLineItems, eq(orderLineItems.orderLineId, orderLines.id))
    .leftJoin(menuItems, eq(menuItems.id, orderLineItems.menuItemId))
    .where(eq(payments.providerSessionId, sql.placeholder("sessionId")))
    .orderBy(asc(orderLines.position))
    .prepare(name),
);

/** The order and payment behind a provider's checkout session id. */
export async function findPaymentBySession(sessionId: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerSessionId, sessionId));
  return row ?? null;
}

/** A customer's orders, newest first, with their lines (unpaid abandoned checkouts left out). */
export async function listOrdersForUser(userId: string): Promise<OrderView[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  return withLines(rows.filter((o) => o.status !== "pending_payment" && !(o.status === "cancelled" && !o.paidAt)));
}
