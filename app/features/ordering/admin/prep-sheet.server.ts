import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { orderLineItems, orderLines, orders } from "~/db/schema";
import { describeDishes } from "~/features/catalog/public.server";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { PREP_STATUSES } from "../order-status";
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
  lineType: "essentials" | "essentials_plus" | "custom";
  variant: "standard" | "vegetarian";
  cuisine: string | null;
  quantity: number;
}

export interface PrepOrder {
  id: string;
  orderNumber: string;
  customer: string;
  postcode: string;
  status: string;
  lines: string[];
}

export interface PrepSheet {
  date: string;
  orderCount: number;
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
  const dishRows = await db
    .select({ menuItemId: orderLineItems.menuItemId, name: orderLineItems.name, portions })
    .from(orderLineItems)
    .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(counted)
    .groupBy(orderLineItems.menuItemId, orderLineItems.name);

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

  const boxes = await db
    .select({
      lineType: orderLines.lineType,
      variant: orderLines.variant,
      cuisine: orderLines.cuisine,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(counted)
    .groupBy(orderLines.lineType, orderLines.variant, orderLines.cuisine)
    .orderBy(asc(orderLines.lineType), asc(orderLines.variant), asc(orderLines.cuisine));

  const orderRows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      firstName: orders.firstName,
      lastName: orders.lastName,
      postcode: orders.postcode,
      status: orders.status,
    })
    .from(orders)
    .where(counted)
    .orderBy(asc(orders.postcode), asc(orders.orderNumber));
  const lineRows = orderRows.length
    ? await db
        .select({ orderId: orderLines.orderId, label: orderLines.label, quantity: orderLines.quantity })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];

  return {
    date,
    orderCount: orderRows.length,
    totalPortions: dishes.reduce((n, d) => n + d.portions, 0),
    dishes,
    boxes,
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      customer: `${o.firstName} ${o.lastName}`.trim(),
      postcode: o.postcode,
      status: o.status,
      lines: lineRows.filter((l) => l.orderId === o.id).map((l) => `${l.quantity} × ${l.label}`),
    })),
  };
}

function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  // Spreadsheet apps run cells that start with these as formulas.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The prep sheet as CSV: one row per dish, then the total. */
export function prepSheetCsv(sheet: PrepSheet): string {
  const rows: Array<Array<string | number | null>> = [["Dish", "Cuisine", "Category", "Portions"]];
  for (const dish of sheet.dishes) rows.push([dish.name, dish.cuisine, dish.category, dish.portions]);
  rows.push(["Total", null, null, sheet.totalPortions]);
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
