import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import { db } from "~/lib/db.server";
import { revealMailSecrets } from "~/lib/mail-secrets.server";
import type { Route } from "./+types/test-outbox";

/**
 * Test hook for the browser tests (which cannot open the server's embedded database): the
 * outbox messages sent to one address, as their recipient receives them (a gift card's code filled
 * in, as the send job does). It exists only when DABBA_TEST_HOOKS=1.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (process.env.DABBA_TEST_HOOKS !== "1") return new Response("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.toLowerCase() ?? "";
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
  const received = await Promise.all(
    rows.map(async (row) => ({
      ...row,
      html: await revealMailSecrets(row.html, "html"),
      text: await revealMailSecrets(row.text, "text"),
    })),
  );
  return Response.json(received, { headers: { "Cache-Control": "no-store" } });
}
