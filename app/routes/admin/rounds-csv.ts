import { roundCsvResponse } from "~/features/rounds/admin/rounds.server";
import type { Route } from "./+types/rounds-csv";

/** GET /admin/orders/rounds.csv?date=YYYY-MM-DD: the planned round as a CSV download. */
export const loader = ({ request }: Route.LoaderArgs) => roundCsvResponse(request);
