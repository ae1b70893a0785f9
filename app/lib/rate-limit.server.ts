import { lt, sql } from "drizzle-orm";
import { rateLimits } from "~/db/schema";
import { db } from "./db.server";

/**
 * Counts one attempt of `key` in a fixed window and says whether it is within `limit`. The
 * counters are rows in the database, so every instance shares them; one statement increments or
 * restarts the window, so concurrent attempts are all counted.
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count });
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`));
  return row.count <= limit;
}
