import { databaseKind, isDatabaseReachable } from "~/lib/db.server";

export async function loader() {
  const ok = await isDatabaseReachable();
  return Response.json(
    { status: ok ? "ok" : "error", database: { kind: databaseKind, reachable: ok } },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
