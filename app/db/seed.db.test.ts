import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { db } from "~/lib/db.server";
import { ensureDemoData, seedDemoData } from "./seed.server";

async function counts() {
  const tables = {
    dishes: s.menuItems,
    weeks: s.weeklyCuisines,
    weekMenus: s.weeklyMenuItems,
    collectionPoints: s.collectionPoints,
    categories: s.menuCategories,
    boxTypes: s.boxTypes,
    postcodes: s.deliveryPostcodes,
    content: s.websiteContent,
    images: s.websiteImages,
    team: s.teamMembers,
    users: s.user,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row.n;
  }
  return out;
}

describe("demo data", () => {
  it("is loaded all or nothing: a failure half-way leaves the database as it was", async () => {
    await db.execute(sql`CREATE FUNCTION refuse_team() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_team BEFORE INSERT ON team_members EXECUTE FUNCTION refuse_team()`);
    await expect(seedDemoData()).rejects.toThrow();
    await db.execute(sql`DROP TRIGGER refuse_team ON team_members`);
    const after = await counts();
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await db.select().from(s.businessSettings)).toEqual([]);
  });

  it("gives a database that is not seeded its admin from ADMIN_EMAIL / ADMIN_PASSWORD", async () => {
    await db.insert(s.businessSettings).values({ id: 1, ...DEFAULT_BUSINESS_SETTINGS, businessName: "My shop" });
    await ensureDemoData();
    const admins = await db
      .select()
      .from(s.user)
      .where(sql`${s.user.role} = 'admin'`);
    expect(admins.map((a) => a.email)).toEqual([process.env.ADMIN_EMAIL ?? "admin@dabba.local"]);
    expect(await db.select().from(s.menuItems)).toEqual([]);
    await db.delete(s.user);
    await db.delete(s.businessSettings);
  });

  it("loads a whole business and is idempotent", async () => {
    await seedDemoData();
    const first = await counts();
    expect(first.categories).toBe(4);
    // Three weekends planned ahead; the third repeats the first weekend's cuisines with the same dishes.
    expect(first.weeks).toBe(3);
    expect(first.dishes).toBe(40);
    expect(first.weekMenus).toBe(40 + 20);
    expect(first.collectionPoints).toBe(1);
    expect(first.boxTypes).toBe(2);
    expect(first.postcodes).toBeGreaterThanOrEqual(3);
    expect(first.users).toBe(1);
    await seedDemoData();
    expect(await counts()).toEqual(first);

    const boxes = await db.select().from(s.boxTypes);
    const essentials = boxes.find((b) => b.code === "essentials")!;
    expect([essentials.vegetarianPrice, essentials.basePrice]).toEqual([3000, 3300]);
    expect(boxes.map((b) => [b.code, b.kind]).sort()).toEqual([
      ["essentials", "fixed"],
      ["essentials_plus", "pick"],
    ]);
    // The demo dishes declare their allergens (the menu, builder and labels show them).
    const dishes = await db.select().from(s.menuItems);
    expect(dishes.find((d) => d.name === "Paneer Korma")).toMatchObject({ allergens: ["milk", "tree_nuts"] });
    expect(dishes.find((d) => d.name === "Goan Fish Curry")).toMatchObject({
      allergens: ["fish"],
      mayContainAllergens: ["crustaceans"],
    });
    expect(dishes.filter((d) => d.allergens.length > 0).length).toBeGreaterThan(20);
    const [admin] = await db.select().from(s.user);
    expect(admin.role).toBe("admin");
    expect(admin.emailVerified).toBe(true);
  });
});

describe("database constraints", () => {
  it("refuses a duplicate postcode prefix with a unique violation", async () => {
    await db.insert(s.deliveryPostcodes).values({ prefix: "ZZ1" });
    await expect(db.insert(s.deliveryPostcodes).values({ prefix: "ZZ1" })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23505" }),
    });
  });
  it("refuses negative prices", async () => {
    await expect(db.insert(s.menuItems).values({ name: "Bad", price: -1 })).rejects.toThrow();
    await expect(
      db.insert(s.boxTypes).values({ name: "Bad", basePrice: 100, vegetarianPrice: -5, mealCount: 4 }),
    ).rejects.toThrow();
  });
  it("refuses a week with two identical cuisines", async () => {
    await expect(
      db.insert(s.weeklyCuisines).values({
        weekLabel: "x",
        weekStartDate: "2030-01-05",
        weekEndDate: "2030-01-06",
        cuisines: ["Goan", "Goan"],
      }),
    ).rejects.toThrow();
  });
});
