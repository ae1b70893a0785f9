import { accountsCsvResponse } from "~/features/receipts/accounts-export.server";
import type { Route } from "./+types/accounts-csv";

/** GET /admin/dashboard/accounts.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: a period's receipts and credit notes for bookkeeping (Xero's sales invoice CSV). */
export const loader = ({ request }: Route.LoaderArgs) => accountsCsvResponse(request);
