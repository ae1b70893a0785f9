import { driverActionResponse } from "~/features/rounds/pages/driver.server";
import type { Route } from "./+types/driver-actions";

/** POST /driver/:driverId/:signature/actions: start the round, a stop delivered or not (JSON). */
export const action = ({ request, params }: Route.ActionArgs) => driverActionResponse(request, params);
