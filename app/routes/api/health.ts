import { databaseKind, isDatabaseReachable } from "~/lib/db.server";
import { variantPreparation } from "~/lib/images/image-variants.server";

/**
 * The server answers and its database is reachable (200), and whether start-up is still making
 * image variants (`images.ready` false: pages show the originals meanwhile; tools that compare
 * or time pages wait for it).
 */
export async function loader() {
  const ok = await isDatabaseReachable();
  const preparing = variantPreparation();
  return Response.json(
    {
      status: ok ? "ok" : "error",
      database: { kind: databaseKind, reachable: ok },
      images: preparing ? { ready: false, ...preparing } : { ready: true },
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
