import { eq } from "drizzle-orm";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages, profiles, user, weeklyCuisines } from "~/db/schema";
import { db } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { variantsPrefix } from "~/lib/uploads/uploads.server";
import { createBackup, restoreBackup } from "./backup.server";

const dir = await mkdtemp(join(tmpdir(), "dabba-backup-test-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

const photo = "team/1700000000000-abcdef012345.webp";
const variant = `${variantsPrefix(photo)}/320.webp`;
const text = async (key: string) => (await storage.get(key))?.toString() ?? null;

describe("backup and restore", () => {
  it("brings back the database and the uploads as they were at the backup", async () => {
    const signedUp = new Date("2026-03-01T09:30:15.123Z");
    await db.insert(user).values({ id: "u-backup", name: "Asha", email: "asha@example.com", createdAt: signedUp });
    await db.insert(profiles).values({ id: "u-backup", firstName: "Asha", address: "1 Lane\nLondon" });
    const [message] = await db
      .insert(contactMessages)
      .values({ firstName: "Ravi", lastName: "K", email: "ravi@example.com", message: 'Quotes " and \\ and ✓' })
      .returning();
    await db.insert(weeklyCuisines).values({
      weekLabel: "7-8 March",
      weekStartDate: "2026-03-07",
      weekEndDate: "2026-03-08",
      cuisines: ["Punjabi", "Goan, South"],
    });
    await storage.put(photo, Buffer.from("the photo"));
    await storage.put(variant, Buffer.from("its variant"));

    const file = join(dir, "shop.tar.gz");
    const manifest = await createBackup(file);
    expect(manifest.uploads.sort()).toEqual([photo, variant].sort());
    await expect(createBackup(file)).rejects.toThrow("already exists");

    // Life goes on: the owner edits, deletes, adds rows and files.
    await db.update(user).set({ name: "Changed" }).where(eq(user.id, "u-backup"));
    await db.delete(contactMessages);
    await db.insert(contactMessages).values({ firstName: "New", lastName: "N", email: "n@example.com", message: "Hi" });
    await db.delete(weeklyCuisines);
    await storage.remove(photo);
    await storage.remove(variantsPrefix(photo));
    await storage.put("content/1700000000001-000000000000.png", Buffer.from("later"));

    await restoreBackup(file);

    const [restoredUser] = await db.select().from(user).where(eq(user.id, "u-backup"));
    expect(restoredUser).toMatchObject({ name: "Asha", createdAt: signedUp });
    expect(await db.select().from(profiles)).toMatchObject([{ id: "u-backup", address: "1 Lane\nLondon" }]);
    expect(await db.select().from(contactMessages)).toEqual([message]);
    expect(await db.select().from(weeklyCuisines)).toMatchObject([
      { weekStartDate: "2026-03-07", cuisines: ["Punjabi", "Goan, South"] },
    ]);
    expect(await text(photo)).toBe("the photo");
    expect(await text(variant)).toBe("its variant");
    expect(await text("content/1700000000001-000000000000.png")).toBeNull();
    await storage.remove(photo);
    await storage.remove(variantsPrefix(photo));
  });

  it("refuses a file that is not a backup and changes nothing", async () => {
    const file = join(dir, "notes.tar.gz");
    await writeFile(file, "not an archive");
    const before = await db.select().from(contactMessages);
    await expect(restoreBackup(file)).rejects.toThrow("is not a Dabba backup");
    await expect(restoreBackup(join(dir, "missing.tar.gz"))).rejects.toThrow("no such backup file");
    expect(await db.select().from(contactMessages)).toEqual(before);
  });
});
