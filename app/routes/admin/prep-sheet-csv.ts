import { z } from "zod";
import { getPrepSheet, prepSheetCsv } from "~/features/ordering/prep-sheet.server";
import type { Route } from "./+types/prep-sheet-csv";

/** GET /admin/orders/prep-sheet.csv?date=YYYY-MM-DD: the prep sheet as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  const date = z.iso.date().safeParse(new URL(request.url).searchParams.get("date"));
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
