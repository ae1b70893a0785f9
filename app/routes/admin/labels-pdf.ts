import { labelsPdfResponse } from "~/features/kitchen/admin/labels.server";
import type { Route } from "./+types/labels-pdf";

/** GET /admin/orders/labels.pdf?date=YYYY-MM-DD&layout=21|14: the packing labels as a PDF download. */
export const loader = ({ request }: Route.LoaderArgs) => labelsPdfResponse(request);
