import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { boxTypes, orderLineItems, orderLines, orders } from "~/db/schema";
import { describeDishes } from "~/features/catalog/public.server";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { fulfilmentText } from "../order-queries.server";
import { ORDER_STATUS_LABEL, PREP_STATUSES, type OrderStatus } from "../order-status";
import { upcomingDeliveryDates } from "./orders.server";

export interface PrepDish {
  /** The dish in the menu, or null when it has since been deleted. */
  menuItemId: string | null;
  name: string;
  cuisine: string | null;
  category: string | null;
  portions: number;
}

export interface PrepBoxes {
  lineType: "box" | "custom";
  /** The box type's name ("Essentials"), or "Custom lines". */
  boxType: string;
  variant: "standard" | "vegetarian";
  cuisine: string | null;
  quantity: number;
}

export interface PrepOrder {
  id: string;
  orderNumber: string;
  customer: string;
  phone: string;
  /** The delivery postcode; null on a collection order. */
  postcode: string | null;
  fulfilment: "delivery" | "collection";
  /** "Delivery to …" or "Collection from … (hours)". */
  fulfilmentText: string;
  status: OrderStatus;
  lines: string[];
}

export interface PrepSheet {
  date: string;
  orderCount: number;
  /** Orders to deliver and orders to be collected. */
  deliveries: number;
  collections: number;
  totalPortions: number;
  dishes: PrepDish[];
  boxes: PrepBoxes[];
  orders: PrepOrder[];
}

/**
 * What to cook for one delivery date: the portions of every dish across all paid (and later)
 * orders. A box line's dishes are stored with it, so an Essentials box counts its four dishes;
 * portions of a dish = line quantity × the dish's quantity in one unit of the line.
 * Unpaid, cancelled and refunded orders do not count.
 */
export async function getPrepSheet(date: string): Promise<PrepSheet> {
  const counted = and(eq(orders.deliveryDate, date), inArray(orders.status, [...PREP_STATUSES]));
  const portions = sql<number>`sum(${orderLines.quantity} * ${orderLineItems.quantity})::int`;
  // The three reads are independent: they run at once (PostgreSQL) instead of one after another.
  const [dishRows, lineRows, orderRows] = await Promise.all([
    db
      .select({ menuItemId: orderLineItems.menuItemId, name: orderLineItems.name, portions })
      .from(orderLineItems)
      .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(counted)
      .groupBy(orderLineItems.menuItemId, orderLineItems.name),
    db
      .select({
        orderId: orderLines.orderId,
        lineType: orderLines.lineType,
        boxTypeId: orderLines.boxTypeId,
        boxTypeName: boxTypes.name,
        boxTypeOrder: boxTypes.displayOrder,
        label: orderLines.label,
        variant: orderLines.variant,
        cuisine: orderLines.cuisine,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(boxTypes, eq(boxTypes.id, orderLines.boxTypeId))
      .where(counted)
      .orderBy(asc(orderLines.position)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        firstName: orders.firstName,
        lastName: orders.lastName,
        phone: orders.phone,
        fulfilment: orders.fulfilment,
        address: orders.address,
        city: orders.city,
        postcode: orders.postcode,
        collectionPoint: orders.collectionPoint,
        status: orders.status,
      })
      .from(orders)
      .where(counted)
      // Deliveries by postcode (a round), then collections by point.
      .orderBy(asc(orders.fulfilment), asc(orders.postcode), asc(orders.collectionPoint), asc(orders.orderNumber)),
  ]);

  // Merge rows of one dish (its name may have changed between orders) and describe it from the menu.
  const ids = [...new Set(dishRows.map((r) => r.menuItemId).filter((id): id is string => Boolean(id)))];
  const menu = await describeDishes(ids);
  const byKey = new Map<string, PrepDish & { categoryOrder: number }>();
  for (const row of dishRows) {
    const dish = row.menuItemId ? menu.find((m) => m.id === row.menuItemId) : undefined;
    const key = dish ? dish.id : `name:${row.name}`;
    const entry = byKey.get(key) ?? {
      menuItemId: dish?.id ?? null,
      name: dish?.name ?? row.name,
      cuisine: dish?.cuisine ?? null,
      category: dish?.category ?? null,
      categoryOrder: dish?.categoryOrder ?? Number.MAX_SAFE_INTEGER,
      portions: 0,
    };
    entry.portions += row.portions;
    byKey.set(key, entry);
  }
  const dishes = [...byKey.values()]
    .sort(
      (a, b) =>
        a.categoryOrder - b.categoryOrder ||
        (a.cuisine ?? "").localeCompare(b.cuisine ?? "") ||
        a.name.localeCompare(b.name),
    )
    .map(({ categoryOrder: _order, ...dish }) => dish);

  // Boxes by box type (its current name; a deleted type by the name its lines were sold under),
  // dish type and cuisine; custom lines together.
  const boxGroups = new Map<string, PrepBoxes & { order: number }>();
  for (const row of lineRows) {
    const custom = row.lineType === "custom";
    const boxType = custom ? "Custom lines" : (row.boxTypeName ?? row.label.replace(/ \(.*$/, ""));
    const key = custom ? "custom" : `${row.boxTypeId ?? boxType}|${row.variant}|${row.cuisine ?? ""}`;
    const group = boxGroups.get(key) ?? {
      lineType: row.lineType,
      boxType,
      variant: row.variant,
      cuisine: custom ? null : row.cuisine,
      quantity: 0,
      order: custom ? Number.MAX_SAFE_INTEGER : (row.boxTypeOrder ?? Number.MAX_SAFE_INTEGER - 1),
    };
    group.quantity += row.quantity;
    boxGroups.set(key, group);
  }
  const boxes = [...boxGroups.values()]
    .sort(
      (a, b) =>
        a.order - b.order ||
        a.boxType.localeCompare(b.boxType) ||
        a.variant.localeCompare(b.variant) ||
        (a.cuisine ?? "").localeCompare(b.cuisine ?? ""),
    )
    .map(({ order: _order, ...group }) => group);

  const linesOfOrder = new Map<string, string[]>();
  for (const line of lineRows) {
    const texts = linesOfOrder.get(line.orderId) ?? [];
    texts.push(`${line.quantity} × ${line.label}`);
    linesOfOrder.set(line.orderId, texts);
  }

  return {
    date,
    orderCount: orderRows.length,
    deliveries: orderRows.filter((o) => o.fulfilment === "delivery").length,
    collections: orderRows.filter((o) => o.fulfilment === "collection").length,
    totalPortions: dishes.reduce((n, d) => n + d.portions, 0),
    dishes,
    boxes,
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      customer: `${o.firstName} ${o.lastName}`.trim(),
      phone: o.phone,
      postcode: o.postcode,
      fulfilment: o.fulfilment,
      fulfilmentText: fulfilmentText(o),
      status: o.status,
      lines: linesOfOrder.get(o.id) ?? [],
    })),
  };
}

function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  // Spreadsheet apps run cells that start with these as formulas.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The prep sheet as CSV: one row per dish, then the total; after an empty row, the orders to
 * pack, each with how it reaches the customer ("Delivery to …" / "Collection from … (hours)").
 */
export function prepSheetCsv(sheet: PrepSheet): string {
  const rows: Array<Array<string | number | null>> = [["Dish", "Cuisine", "Category", "Portions"]];
  for (const dish of sheet.dishes) rows.push([dish.name, dish.cuisine, dish.category, dish.portions]);
  rows.push(["Total", null, null, sheet.totalPortions]);
  if (sheet.orders.length) {
    rows.push([]);
    rows.push(["Order", "Customer", "Phone", "Fulfilment", "Contents", "Status"]);
    for (const o of sheet.orders)
      rows.push([
        o.orderNumber,
        o.customer,
        o.phone,
        o.fulfilmentText,
        o.lines.join("; "),
        ORDER_STATUS_LABEL[o.status],
      ]);
  }
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const requestedDate = (request: Request) => z.iso.date().safeParse(new URL(request.url).searchParams.get("date"));

/** The prep sheet page: the sheet of the URL's date and the delivery dates that have orders. */
export async function loadPrepSheetPage(request: Request) {
  const requested = requestedDate(request);
  const today = todayInLondon();
  const upcoming = await upcomingDeliveryDates(today);
  // Without a date: the next delivery date that has orders, else the coming Saturday.
  const date = requested.success ? requested.data : (upcoming[0]?.date ?? weekendSaturday(today));
  return { sheet: await getPrepSheet(date), upcoming };
}

/** GET /admin/orders/prep-sheet.csv?date=YYYY-MM-DD: the prep sheet as a CSV download. */
export async function prepSheetCsvResponse(request: Request) {
  const date = requestedDate(request);
  if (!date.success) return new Response("Please choose a delivery date (YYYY-MM-DD).", { status: 400 });
  const csv = prepSheetCsv(await getPrepSheet(date.data));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="prep-sheet-${date.data}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
