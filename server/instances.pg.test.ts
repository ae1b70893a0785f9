import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";

describe("two instances on one PostgreSQL database", () => {
  it("an admin's edit on one is what the other shows and charges on its next read", async () => {
    await db.insert(s.businessSettings).values({ id: 1, ...DEFAULT_BUSINESS_SETTINGS, shippingBasePence: 500 });
    const other = spawn("node_modules/.bin/tsx", ["tests/fixtures/settings-reader.ts", "777"], {
      env: { ...process.env, LOG_LEVEL: "error", VITEST: "" },
    });
    const seen: string[] = [];
    let firstRead: () => void;
    const readOnce = new Promise<void>((resolve) => (firstRead = resolve));
    other.stdout.on("data", (chunk: Buffer) => {
      seen.push(...chunk.toString().trim().split("\n"));
      firstRead();
    });
    const exited = new Promise<number | null>((resolve) => other.on("close", resolve));
    await readOnce;
    expect(seen).toEqual(["500"]);

    // The admin's edit, as the admin layout does it: write, then drop the public caches.
    await db.update(s.businessSettings).set({ shippingBasePence: 777 }).where(eq(s.businessSettings.id, 1));
    invalidatePublicCaches();

    expect(await exited).toBe(0);
    expect(seen).toEqual(["500", "777"]);
  }, 60_000);
});
