import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cuisines } from "~/db/schema";
import { cachedPublic, listeningToInstances } from "./cache.server";
import { db, transaction } from "./db.server";

// On PostgreSQL the caches drop once when LISTEN begins: not in the middle of the test.
beforeAll(() => listeningToInstances);

afterEach(async () => {
  await db.delete(cuisines);
});

describe("cached public reads and transactions", () => {
  it("a transaction reading a cache that a request outside it is filling reads for itself (never waits for it)", async () => {
    const cuisineNames = cachedPublic(async () => (await db.select().from(cuisines)).map((c) => c.name));
    let written!: () => void;
    const insideWrote = new Promise<void>((resolve) => (written = resolve));
    let go!: () => void;
    const outsideStarted = new Promise<void>((resolve) => (go = resolve));

    // The renewal job's transaction, and a page filling the same cache while it is open: on
    // PGlite's one connection the page's query waits for the transaction to end.
    const inside = transaction(async () => {
      await db.insert(cuisines).values({ name: "Goan" });
      written();
      await outsideStarted;
      return cuisineNames();
    });
    await insideWrote;
    const outside = cuisineNames();
    go();

    expect(await inside).toEqual(["Goan"]);
    await outside;
    expect(await cuisineNames()).toEqual(await outside);
  });
});
