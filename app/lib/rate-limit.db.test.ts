import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { db } from "./db.server";
import { addressBucket, consumeRateLimit, rateLimitStep } from "./rate-limit.server";

describe("rate limits in the database", () => {
  it("allows `limit` attempts in a window and refuses the next, for that key only", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:a", 3, 60));
    expect(results).toEqual([true, true, true, false]);
    expect(await consumeRateLimit("test:b", 3, 60)).toBe(true);
  });

  it("says how long a refused key waits: the rest of its window", async () => {
    expect(await rateLimitStep("test:wait", 1, 60)).toEqual({ allowed: true, retryAfter: null });
    const refused = await rateLimitStep("test:wait", 1, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it("counts concurrent attempts (as from several instances sharing the database) exactly", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit("test:concurrent", 5, 60)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "test:concurrent"));
    expect(row.count).toBe(8);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit("test:window", 2, 60);
    expect(await consumeRateLimit("test:window", 2, 60)).toBe(false);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, "test:window"));
    expect(await consumeRateLimit("test:window", 2, 60)).toBe(true);
  });
});

describe("what a client address is counted as", () => {
  it("an IPv4 address itself, an IPv6 address its /64", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(addressBucket("2001:DB8:85A3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("unknown")).toBe("unknown");
  });
});
