import { renewDueSubscriptions } from "~/features/subscriptions/public.server";
import type { Route } from "./+types/test-renewals";

/**
 * Test hook for the browser tests: runs the scheduled renewal job now (at the server's clock,
 * which the subscription journey moves with scripts/fixed-clock.mjs) instead of waiting for its
 * next five-minute slot. It exists only when DABBA_TEST_HOOKS=1.
 */
export async function action({ request }: Route.ActionArgs) {
  if (process.env.DABBA_TEST_HOOKS !== "1" || request.method !== "POST")
    return new Response("Not found", { status: 404 });
  return Response.json(await renewDueSubscriptions(), { headers: { "Cache-Control": "no-store" } });
}
