import { prepSheetCsvResponse } from "~/features/ordering/admin/prep-sheet.server";
import type { Route } from "./+types/prep-sheet-csv";

/** GET /admin/orders/prep-sheet.csv?date=YYYY-MM-DD: the prep sheet as a CSV download. */
export const loader = ({ request }: Route.LoaderArgs) => prepSheetCsvResponse(request);
