import { z } from "zod";
import { boxTypesByIds, describeDishes } from "~/features/catalog/public.server";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import {
  kitchenDishPortions,
  kitchenOrderLines,
  kitchenOrders,
  upcomingDeliveryDates,
} from "~/features/orders/public.server";
import { fulfilmentText } from "~/features/orders/public.server";
import { boxesOfLine, lineContentsText } from "~/features/cart/public";
import { orderStatusLabel, type OrderStatus } from "~/features/orders/public";
import { csvDownload, toCsv } from "~/lib/csv";

export interface PrepDish {
  /** The dish in the menu, or null when it has since been deleted. */
  menuItemId: string | null;
  name: string;
  cuisine: string | null;
  category: string | null;
  /** Portions of booked orders. */
  portions: number;
  /** Portions of subscription renewals not booked yet (0 without a forecast). */
  forecastPortions: number;
}

export interface PrepBoxes {
  lineType: "box" | "custom";
  /** The box type's name ("Essentials"), or "Custom" for the boxes of custom lines. */
  boxType: string;
  variant: "standard" | "vegetarian";
  cuisine: string | null;
  /** Boxes, as the cart's boxesOfLine counts them (a custom line's portions four to a box). */
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
  /** The customer's allergy note (checkout), shown highlighted. */
  allergyNote: string | null;
}

/**
 * A subscription renewal the weekly job has not booked yet, as the route hands it over (plain data
 * shaped like an order's rows; Subscriptions computes it, the kitchen does not import Subscriptions).
 */
export interface PrepForecastInput {
  subscriptionId: string;
  firstOrderNumber: string;
  customer: string;
  phone: string;
  fulfilment: "delivery" | "collection";
  address: string | null;
  city: string | null;
  postcode: string | null;
  collectionPoint: string | null;
  contents: string[];
  /**
   * The lines to count; items are the portions of one unit of the line. `portions` stands in for
   * them when the dishes are not known yet (menu not published), so the boxes are still counted.
   */
  lines: Array<{
    lineType: "box" | "custom";
    boxTypeId: string | null;
    label: string;
    variant: "standard" | "vegetarian";
    cuisine: string | null;
    quantity: number;
    items: Array<{ menuItemId: string | null; name: string; quantity: number }>;
    portions?: number;
  }>;
  note: string | null;
}

export interface PrepForecast {
  subscriptionId: string;
  firstOrderNumber: string;
  customer: string;
  phone: string;
  postcode: string | null;
  fulfilment: "delivery" | "collection";
  fulfilmentText: string;
  lines: string[];
  /** Why the contents are not final yet (menu not published, plan cannot be made). */
  note: string | null;
}

export interface PrepSheet {
  date: string;
  orderCount: number;
  /** Orders to deliver and orders to be collected. */
  deliveries: number;
  collections: number;
  totalPortions: number;
  /** Boxes to pack: the boxes groups added up. */
  totalBoxes: number;
  dishes: PrepDish[];
  boxes: PrepBoxes[];
  orders: PrepOrder[];
  /** Portions of the forecast renewals; each dish's share is its forecastPortions. */
  forecastPortions: number;
  /** Boxes of the forecast renewals, grouped as `boxes`. */
  forecastBoxes: PrepBoxes[];
  /** Subscription renewals for the date that are not booked yet, in packing order. */
  forecast: PrepForecast[];
}

type DishRow = { menuItemId: string | null; name: string; portions: number; forecast: boolean };
type LineRow = Omit<PrepForecastInput["lines"][number], "items" | "portions"> & {
  /** Portions in one unit of the line. */
  portions: number;
  /** The box type's current name and display order (null for a deleted type or a custom line). */
  boxTypeName: string | null;
  boxTypeOrder: number | null;
};

/** Dishes by menu item (a dish's name may have changed between orders), described from the menu. */
async function groupDishes(rows: DishRow[]): Promise<PrepDish[]> {
  const ids = [...new Set(rows.map((r) => r.menuItemId).filter((id): id is string => Boolean(id)))];
  const menu = await describeDishes(ids);
  const byKey = new Map<string, PrepDish & { categoryOrder: number }>();
  for (const row of rows) {
    const dish = row.menuItemId ? menu.find((m) => m.id === row.menuItemId) : undefined;
    const key = dish ? dish.id : `name:${row.name}`;
    const entry = byKey.get(key) ?? {
      menuItemId: dish?.id ?? null,
      name: dish?.name ?? row.name,
      cuisine: dish?.cuisine ?? null,
      category: dish?.category ?? null,
      categoryOrder: dish?.categoryOrder ?? Number.MAX_SAFE_INTEGER,
      portions: 0,
      forecastPortions: 0,
    };
    if (row.forecast) entry.forecastPortions += row.portions;
    else entry.portions += row.portions;
    byKey.set(key, entry);
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        a.categoryOrder - b.categoryOrder ||
        (a.cuisine ?? "").localeCompare(b.cuisine ?? "") ||
        a.name.localeCompare(b.name),
    )
    .map(({ categoryOrder: _order, ...dish }) => dish);
}

/**
 * Boxes by box type (its current name; a deleted type by the name its lines were sold under),
 * dish type and cuisine; custom lines together.
 */
function groupBoxes(rows: LineRow[]): PrepBoxes[] {
  const boxGroups = new Map<string, PrepBoxes & { order: number }>();
  for (const row of rows) {
    const custom = row.lineType === "custom";
    const boxType = custom ? "Custom" : (row.boxTypeName ?? row.label.replace(/ \(.*$/, ""));
    const key = custom ? "custom" : `${row.boxTypeId ?? boxType}|${row.variant}|${row.cuisine ?? ""}`;
    const group = boxGroups.get(key) ?? {
      lineType: row.lineType,
      boxType,
      variant: row.variant,
      cuisine: custom ? null : row.cuisine,
      quantity: 0,
      order: custom ? Number.MAX_SAFE_INTEGER : (row.boxTypeOrder ?? Number.MAX_SAFE_INTEGER - 1),
    };
    group.quantity += boxesOfLine({ type: row.lineType, quantity: row.quantity, portions: row.portions });
    boxGroups.set(key, group);
  }
  return [...boxGroups.values()]
    .sort(
      (a, b) =>
        a.order - b.order ||
        a.boxType.localeCompare(b.boxType) ||
        a.variant.localeCompare(b.variant) ||
        (a.cuisine ?? "").localeCompare(b.cuisine ?? ""),
    )
    .map(({ order: _order, ...group }) => group);
}

/** Lines with their box types' current names and display order (Catalog's box types). */
async function withBoxTypes<L extends Omit<LineRow, "boxTypeName" | "boxTypeOrder">>(
  lines: L[],
): Promise<Array<L & LineRow>> {
  const types = new Map(
    (await boxTypesByIds([...new Set(lines.flatMap((l) => (l.boxTypeId ? [l.boxTypeId] : [])))])).map((t) => [t.id, t]),
  );
  return lines.map((line) => {
    const type = line.boxTypeId ? types.get(line.boxTypeId) : undefined;
    return { ...line, boxTypeName: type?.name ?? null, boxTypeOrder: type?.order ?? null };
  });
}

/**
 * What to cook for one delivery date: the portions of every dish across all paid (and later)
 * orders. A box line's dishes are stored with it, so an Essentials box counts its four dishes;
 * portions of a dish = line quantity × the dish's quantity in one unit of the line.
 * Unpaid, cancelled and refunded orders do not count. `forecast` (the subscription renewals the
 * weekly job has not booked yet) is counted apart: forecastPortions, forecastBoxes, forecast.
 */
export async function getPrepSheet(date: string, forecast: PrepForecastInput[] = []): Promise<PrepSheet> {
  // The reads are independent: they run at once (PostgreSQL) instead of one after another.
  const [dishRows, orderLineRows, orderRows] = await Promise.all([
    kitchenDishPortions(date),
    kitchenOrderLines(date),
    kitchenOrders(date),
  ]);
  const forecastLineRows = forecast.flatMap((f) =>
    f.lines.map(({ items, portions, ...line }) => ({
      ...line,
      portions: portions ?? items.reduce((n, item) => n + item.quantity, 0),
    })),
  );
  const [lineRows, forecastLines] = await Promise.all([withBoxTypes(orderLineRows), withBoxTypes(forecastLineRows)]);

  const forecastDishRows = forecast.flatMap((f) =>
    f.lines.flatMap((line) =>
      line.items.map((item) => ({ ...item, portions: line.quantity * item.quantity, forecast: true })),
    ),
  );
  const dishes = await groupDishes([...dishRows.map((r) => ({ ...r, forecast: false })), ...forecastDishRows]);

  const linesOfOrder = new Map<string, string[]>();
  for (const line of lineRows) {
    const texts = linesOfOrder.get(line.orderId) ?? [];
    texts.push(lineContentsText({ ...line, type: line.lineType }));
    linesOfOrder.set(line.orderId, texts);
  }
  const packingOrder = (a: PrepForecastInput, b: PrepForecastInput) =>
    a.fulfilment.localeCompare(b.fulfilment) ||
    (a.postcode ?? "").localeCompare(b.postcode ?? "") ||
    (a.collectionPoint ?? "").localeCompare(b.collectionPoint ?? "") ||
    a.firstOrderNumber.localeCompare(b.firstOrderNumber);

  const boxes = groupBoxes(lineRows);
  return {
    date,
    orderCount: orderRows.length,
    deliveries: orderRows.filter((o) => o.fulfilment === "delivery").length,
    collections: orderRows.filter((o) => o.fulfilment === "collection").length,
    totalPortions: dishes.reduce((n, d) => n + d.portions, 0),
    totalBoxes: boxes.reduce((n, b) => n + b.quantity, 0),
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
      allergyNote: o.allergyNote?.trim() || null,
    })),
    forecastPortions: dishes.reduce((n, d) => n + d.forecastPortions, 0),
    forecastBoxes: groupBoxes(forecastLines),
    forecast: [...forecast].sort(packingOrder).map((f) => ({
      subscriptionId: f.subscriptionId,
      firstOrderNumber: f.firstOrderNumber,
      customer: f.customer,
      phone: f.phone,
      postcode: f.postcode,
      fulfilment: f.fulfilment,
      fulfilmentText: fulfilmentText(f),
      lines: f.contents,
      note: f.note,
    })),
  };
}

/**
 * The prep sheet as CSV: one row per dish, then the total; after an empty row, the orders to
 * pack, each with how it reaches the customer ("Delivery to …" / "Collection from … (hours)").
 * With a forecast, each dish row adds its forecast portions and booked + forecast, and the
 * renewals not booked yet follow the orders, each row marked as a forecast.
 */
export function prepSheetCsv(sheet: PrepSheet): string {
  const withForecast = sheet.forecast.length > 0;
  const extra = (booked: number, forecast: number) => (withForecast ? [forecast, booked + forecast] : []);
  const rows: Array<Array<string | number | null>> = [
    ["Dish", "Cuisine", "Category", "Portions", ...(withForecast ? ["Forecast portions", "Booked + forecast"] : [])],
  ];
  for (const dish of sheet.dishes)
    rows.push([dish.name, dish.cuisine, dish.category, dish.portions, ...extra(dish.portions, dish.forecastPortions)]);
  rows.push(["Total", null, null, sheet.totalPortions, ...extra(sheet.totalPortions, sheet.forecastPortions)]);
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
        orderStatusLabel(o.status, o.fulfilment),
      ]);
  }
  if (withForecast) {
    rows.push([]);
    rows.push(["Forecast renewal (not yet booked)", "Customer", "Phone", "Fulfilment", "Contents", "Note"]);
    for (const f of sheet.forecast)
      rows.push([
        `Forecast: renewal of ${f.firstOrderNumber}`,
        f.customer,
        f.phone,
        f.fulfilmentText,
        f.lines.join("; "),
        f.note,
      ]);
  }
  return toCsv(rows);
}

const requestedDate = (request: Request) => z.iso.date().safeParse(new URL(request.url).searchParams.get("date"));

/** The renewals not booked yet for a date; the route passes Subscriptions' forecast in. */
export type ForecastFor = (date: string) => Promise<PrepForecastInput[]>;
const noForecast: ForecastFor = async () => [];

/** The prep sheet page: the sheet of the URL's date and the delivery dates that have orders. */
export async function loadPrepSheetPage(request: Request, forecastFor: ForecastFor = noForecast) {
  const requested = requestedDate(request);
  const today = todayInLondon();
  const upcoming = await upcomingDeliveryDates(today);
  // Without a date: the next delivery date that has orders, else the coming Saturday.
  const date = requested.success ? requested.data : (upcoming[0]?.date ?? weekendSaturday(today));
  return { sheet: await getPrepSheet(date, await forecastFor(date)), upcoming };
}

/** GET /admin/orders/prep-sheet.csv?date=YYYY-MM-DD: the prep sheet as a CSV download. */
export async function prepSheetCsvResponse(request: Request, forecastFor: ForecastFor = noForecast) {
  const date = requestedDate(request);
  if (!date.success) return new Response("Please choose a delivery date (YYYY-MM-DD).", { status: 400 });
  const csv = prepSheetCsv(await getPrepSheet(date.data, await forecastFor(date.data)));
  return csvDownload(csv, `prep-sheet-${date.data}.csv`);
}
