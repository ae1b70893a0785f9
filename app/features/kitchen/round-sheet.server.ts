import { z } from "zod";
import { lineContentsText } from "~/features/cart/public";
import { collectionPointsByIds } from "~/features/delivery/public.server";
import { kitchenOrderLines, kitchenOrders, upcomingDeliveryDates } from "~/features/orders/public.server";
import { csvDownload } from "~/lib/csv";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { roundSheetCsv } from "./round-sheet-csv";
import { type RoundSheet, buildRoundSheet } from "./round-sheet";

/**
 * The round sheet of one delivery date: deliveries by district in round order, collections apart.
 * A round carries the orders the kitchen makes (paid and later; not unpaid, cancelled or refunded).
 * An order's boxes are its stored count (the cart's boxesOfLine, written with the order), the
 * figure the labels, prep sheet and dashboard count too.
 */
export async function getRoundSheet(date: string): Promise<RoundSheet> {
  const [rows, lines] = await Promise.all([kitchenOrders(date), kitchenOrderLines(date)]);
  const pointIds = [...new Set(rows.flatMap((r) => (r.collectionPointId ? [r.collectionPointId] : [])))];
  const points = new Map((await collectionPointsByIds(pointIds)).map((p) => [p.id, p.name]));
  return buildRoundSheet(
    date,
    rows.map((r) => ({
      ...r,
      instructions: r.deliveryInstructions,
      collectionPointName: (r.collectionPointId && points.get(r.collectionPointId)) || null,
    })),
    lines.map((line) => ({ orderId: line.orderId, text: lineContentsText({ ...line, type: line.lineType }) })),
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
