import { prepSheetCsvResponse } from "~/features/kitchen/admin/prep-sheet.server";
import { forecastRenewals } from "~/features/subscriptions/public.server";
import type { Route } from "./+types/prep-sheet-csv";

/**
 * GET /admin/orders/prep-sheet.csv?date=YYYY-MM-DD: the prep sheet as a CSV download, with the
 * subscription renewals not booked yet marked as forecast (the kitchen must not import Subscriptions,
 * so the route brings them together).
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  prepSheetCsvResponse(request, (date) => forecastRenewals(date));
