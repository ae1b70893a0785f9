import { stopPhotoResponse } from "~/features/rounds/admin/rounds.server";
import type { Route } from "./+types/round-photo";

/** GET /admin/orders/rounds/photo/:stopId: the driver's proof-of-delivery photo. */
export const loader = ({ params }: Route.LoaderArgs) => stopPhotoResponse(params.stopId);
