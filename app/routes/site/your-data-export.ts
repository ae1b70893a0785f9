import { yourDataExport } from "~/features/privacy/pages/your-data.server";
import type { Route } from "./+types/your-data-export";

/** GET /your-data/export?token=…&format=json|csv: what is held under the emailed link's address. */
export const loader = ({ request }: Route.LoaderArgs) => yourDataExport(request);
