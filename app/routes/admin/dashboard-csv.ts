import { dashboardCsvResponse } from "~/features/reports/admin/dashboard.server";
import type { Route } from "./+types/dashboard-csv";

/** GET /admin/dashboard.csv?weekends=12: the dashboard's figures, one row per weekend. */
export const loader = ({ request }: Route.LoaderArgs) => dashboardCsvResponse(request);
