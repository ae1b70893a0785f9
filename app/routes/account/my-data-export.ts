import { requireUser } from "~/features/accounts/session.server";
import { myDataExport } from "~/features/privacy/pages/my-data.server";
import type { Route } from "./+types/my-data-export";

/** GET /my-account/data/export?format=json|csv: everything held about the signed-in customer. */
export const loader = async ({ request }: Route.LoaderArgs) => myDataExport(request, await requireUser(request));
