import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { cuisines } from "~/db/schema";
import { db, transaction } from "./db.server";

/** A function of some feature: it knows nothing of transactions and just uses `db`. */
async function cuisineNamed(name: string) {
  const [row] = await db.select().from(cuisines).where(eq(cuisines.name, name));
  return row ?? null;
}

afterEach(async () => {
  await db.delete(cuisines);
});

describe("the transaction-aware database handle", () => {
  it("sends every query made through db inside a transaction to that transaction", async () => {
    const seen = await transaction(async () => {
      await db.insert(cuisines).values({ name: "Goan" });
      // Uncommitted: only visible through the transaction (on PGlite a read past it would hang).
      return cuisineNamed("Goan");
    });
    expect(seen?.name).toBe("Goan");
    expect((await cuisineNamed("Goan"))?.name).toBe("Goan");
  });

  it("rolls back every write of the call chain when the work fails", async () => {
    await expect(
      db.transaction(async () => {
        await db.insert(cuisines).values({ name: "Keralan" });
        expect(await cuisineNamed("Keralan")).not.toBeNull();
        throw new Error("payment refused");
      }),
    ).rejects.toThrow("payment refused");
    expect(await cuisineNamed("Keralan")).toBeNull();
  });

  it("nests as a savepoint: an inner failure undoes only the inner writes", async () => {
    await transaction(async () => {
      await db.insert(cuisines).values({ name: "Bengali" });
      await transaction(async () => {
        await db.insert(cuisines).values({ name: "Hyderabadi" });
        throw new Error("inner");
      }).catch(() => undefined);
    });
    expect(await cuisineNamed("Bengali")).not.toBeNull();
    expect(await cuisineNamed("Hyderabadi")).toBeNull();
  });

  it("queries outside a transaction are not in it", async () => {
    await transaction(async () => {
      await db.insert(cuisines).values({ name: "Punjabi" });
    });
    await db.insert(cuisines).values({ name: "Gujarati" });
    expect((await db.select().from(cuisines)).map((c) => c.name).sort()).toEqual(["Gujarati", "Punjabi"]);
  });
});
