import { startRecording, statementCount, stopRecording } from "~/lib/db-metrics.server";
import type { Route } from "./+types/test-metrics";

const noStore = { "Cache-Control": "no-store" };

/**
 * Benchmark hook (bench/checkout): this process's CPU time (user + system, ms), the SQL
 * statements it has sent and the Node version it runs on. POST {"record": true} starts keeping
 * the statements sent from then on; POST {"record": false} stops and returns them. It exists
 * only when DABBA_TEST_HOOKS=1.
 */
export function loader() {
  if (process.env.DABBA_TEST_HOOKS !== "1") return new Response("Not found", { status: 404 });
  return Response.json(usage(), { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  if (process.env.DABBA_TEST_HOOKS !== "1") return new Response("Not found", { status: 404 });
  const { record } = (await request.json()) as { record?: boolean };
  if (record) {
    startRecording();
    return Response.json(usage(), { headers: noStore });
  }
  return Response.json({ ...usage(), recorded: stopRecording() }, { headers: noStore });
}

function usage() {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000, statements: statementCount(), node: process.version };
}
