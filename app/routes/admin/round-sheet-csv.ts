import { roundSheetCsvResponse } from "~/features/kitchen/round-sheet.server";
import type { Route } from "./+types/round-sheet-csv";

/** GET /admin/orders/round-sheet.csv?date=YYYY-MM-DD: the round sheet as a CSV download. */
export const loader = ({ request }: Route.LoaderArgs) => roundSheetCsvResponse(request);
