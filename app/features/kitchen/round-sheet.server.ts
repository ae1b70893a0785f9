import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { collectionPoints } from "~/db/schema/delivery";
import { orderLines, orders } from "~/db/schema/orders";
import { lineContentsText } from "~/features/cart/public";
import { isKitchenOrder, linePortions, upcomingDeliveryDates } from "~/features/orders/public.server";
import { csvDownload } from "~/lib/csv";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { roundSheetCsv } from "./round-sheet-csv";
import { type RoundSheet, buildRoundSheet } from "./round-sheet";

/** The orders a round carries: the ones the kitchen makes (paid and later; not unpaid, cancelled or refunded). */
const carried = (date: string) => and(eq(orders.deliveryDate, date), isKitchenOrder());

/**
 * The round sheet of one delivery date: deliveries by district in round order, collections apart.
 * An order's boxes are its stored count (Ordering's boxesOfLine, written with the order), the
 * figure the labels, prep sheet and dashboard count too.
 */
export async function getRoundSheet(date: string): Promise<RoundSheet> {
  const rows = await db
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
      instructions: orders.deliveryInstructions,
      allergyNote: orders.allergyNote,
      boxes: orders.boxes,
      collectionPointId: orders.collectionPointId,
      collectionPoint: orders.collectionPoint,
      collectionPointName: collectionPoints.name,
    })
    .from(orders)
    .leftJoin(collectionPoints, eq(collectionPoints.id, orders.collectionPointId))
    .where(carried(date));
  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          type: orderLines.lineType,
          label: orderLines.label,
          quantity: orderLines.quantity,
          portions: linePortions,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];
  return buildRoundSheet(
    date,
    rows,
    lines.map((line) => ({ orderId: line.orderId, text: lineContentsText(line) })),
  );
}

const requestedDate = (request: Request) => z.iso.date().safeParse(new URL(request.url).searchParams.get("date"));

/** The round sheet page: the URL's date (else the next date with orders, else the coming Saturday). */
export async function loadRoundSheetPage(request: Request) {
  const requested = requestedDate(request);
  const today = todayInLondon();
  const upcoming = await upcomingDeliveryDates(today);
  const date = requested.success ? requested.data : (upcoming[0]?.date ?? weekendSaturday(today));
  return { sheet: await getRoundSheet(date), upcoming };
}

/** GET /admin/orders/round-sheet.csv?date=YYYY-MM-DD: one row per stop, in round order. */
export async function roundSheetCsvResponse(request: Request) {
  const date = requestedDate(request);
  if (!date.success) return new Response("Please choose a delivery date (YYYY-MM-DD).", { status: 400 });
  return csvDownload(roundSheetCsv(await getRoundSheet(date.data)), `round-sheet-${date.data}.csv`);
}
