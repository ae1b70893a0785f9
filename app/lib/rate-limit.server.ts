import { lt, sql } from "drizzle-orm";
import { isIPv6 } from "node:net";
import { rateLimits } from "~/db/schema";
import { db } from "./db.server";

export interface RateLimitStep {
  allowed: boolean;
  /** Seconds until the window ends (when refused), else null. */
  retryAfter: number | null;
}

/**
 * Counts one attempt of `key` in a fixed window of `windowSeconds` and says whether it is within
 * `limit`. The counters are rows of `rate_limits`, so every instance shares them; one statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING) increments or restarts the window, so concurrent
 * attempts are all counted.
 */
export async function rateLimitStep(key: string, limit: number, windowSeconds: number): Promise<RateLimitStep> {
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
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))::int`,
    });
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`));
  const allowed = row.count <= limit;
  return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row.secondsLeft)) };
}

/** rateLimitStep's answer alone: whether this attempt is within the limit. */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await rateLimitStep(key, limit, windowSeconds)).allowed;
}

/**
 * What a client address is counted as: an IPv4 address itself; an IPv6 address its /64 network
 * (one home or phone line gets a whole /64, so a client could otherwise take a new address per try).
 */
export function addressBucket(address: string): string {
  if (!isIPv6(address) || address.includes(".")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
