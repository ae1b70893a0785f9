import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { addCuisine, deleteCuisine, renameCuisine } from "./cuisines.server";
import { addDishToWeek, saveWeeklyCuisine } from "./weekly-cuisines.server";
import { AddDishToWeekSchema, CuisineNameSchema, WeeklyCuisineSchema } from "./cuisine-schemas";

const SATURDAY = "2031-03-15";

async function cuisinePair() {
  await db
    .insert(s.cuisines)
    .values([{ name: "Awadhi" }, { name: "Chettinad" }])
    .onConflictDoNothing();
}

function errorsOf(input: Record<string, string>) {
  const result = WeeklyCuisineSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("weekly cuisines", () => {
  it("refuses two identical cuisines, in the form schema, the feature and the database", async () => {
    await cuisinePair();
    expect(errorsOf({ weekStartDate: SATURDAY, cuisine1: "Awadhi", cuisine2: "Awadhi" })).toEqual([
      "Please select two different cuisines",
    ]);
    await expect(
      saveWeeklyCuisine({ weekStartDate: SATURDAY, cuisine1: "Awadhi", cuisine2: "Awadhi" }),
    ).resolves.toEqual({
      ok: false,
      error: "Please select two different cuisines",
      field: "cuisine2",
    });
    await expect(
      db
        .insert(s.weeklyCuisines)
        .values({ weekLabel: "x", weekStartDate: SATURDAY, weekEndDate: "2031-03-16", cuisines: ["Awadhi", "Awadhi"] }),
    ).rejects.toThrow();
    expect(await db.select().from(s.weeklyCuisines)).toHaveLength(0);
  });

  it("refuses a date that is not a Saturday with a clear message", async () => {
    await cuisinePair();
    expect(errorsOf({ weekStartDate: "2031-03-16", cuisine1: "Awadhi", cuisine2: "Chettinad" })).toEqual([
      "The week must start on a Saturday: please choose a Saturday",
    ]);
    const outcome = await saveWeeklyCuisine({ weekStartDate: "2031-03-14", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    expect(outcome).toMatchObject({ ok: false, field: "weekStartDate" });
    expect(await db.select().from(s.weeklyCuisines)).toHaveLength(0);
  });

  it("asks for every field", () => {
    expect(errorsOf({ weekStartDate: SATURDAY, cuisine1: "Awadhi", cuisine2: "" })).toEqual([
      "Please fill in all fields",
    ]);
    expect(errorsOf({})).toEqual(["Please fill in all fields"]);
  });

  it("computes the Sunday end date and the label, refuses a second week on the same Saturday, and moves dishes with an edited week", async () => {
    await cuisinePair();
    expect(await saveWeeklyCuisine({ weekStartDate: "2031-05-31", cuisine1: "Awadhi", cuisine2: "Chettinad" })).toEqual(
      { ok: true, created: true },
    );
    const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, "2031-05-31"));
    expect(week).toMatchObject({
      weekEndDate: "2031-06-01",
      weekLabel: "31 May - 1 June",
      cuisines: ["Awadhi", "Chettinad"],
    });
    expect(
      await saveWeeklyCuisine({ weekStartDate: "2031-05-31", cuisine1: "Chettinad", cuisine2: "Awadhi" }),
    ).toMatchObject({ ok: false, field: "weekStartDate" });

    const [dish] = await db
      .insert(s.menuItems)
      .values({ name: "Galouti Kebab", cuisine: "Awadhi", weekAvailable: "2031-05-31" })
      .returning();
    expect(
      await saveWeeklyCuisine({ id: week.id, weekStartDate: "2031-06-07", cuisine1: "Awadhi", cuisine2: "Chettinad" }),
    ).toEqual({ ok: true, created: false });
    const [moved] = await db.select().from(s.menuItems).where(eq(s.menuItems.id, dish.id));
    expect(moved.weekAvailable).toBe("2031-06-07");
  });

  it("adds only an available dish of the week's cuisines to the week", async () => {
    await cuisinePair();
    await saveWeeklyCuisine({ weekStartDate: SATURDAY, cuisine1: "Awadhi", cuisine2: "Chettinad" });
    const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, SATURDAY));
    const [available, unavailable] = await db
      .insert(s.menuItems)
      .values([
        { name: "Nihari", cuisine: "Awadhi" },
        { name: "Sheermal", cuisine: "Awadhi", isAvailable: false },
      ])
      .returning();
    expect(AddDishToWeekSchema.safeParse({ weekId: week.id, dishId: "" }).error?.issues[0].message).toBe(
      "Please select a dish",
    );
    expect(await addDishToWeek(week.id, unavailable.id)).toEqual({ ok: false, error: "Selected dish not found" });
    expect(await addDishToWeek("00000000-0000-4000-8000-000000000000", available.id)).toEqual({
      ok: false,
      error: "Week not found",
    });
    expect(await addDishToWeek(week.id, available.id)).toEqual({ ok: true, dish: "Nihari", cuisine: "Awadhi" });
    const [row] = await db.select().from(s.menuItems).where(eq(s.menuItems.id, available.id));
    expect(row.weekAvailable).toBe(SATURDAY);
  });
});

describe("cuisines", () => {
  it("requires a name, refuses duplicates, renames through the weekly pairs, and keeps a cuisine a week uses", async () => {
    expect(CuisineNameSchema.safeParse({ name: "  " }).error?.issues[0].message).toBe("Please enter a cuisine name");
    expect(await addCuisine("Malvani")).toEqual({ ok: true });
    expect(await addCuisine("Malvani")).toMatchObject({ ok: false, error: "A cuisine with this name already exists" });
    await addCuisine("Sindhi");
    await saveWeeklyCuisine({ weekStartDate: "2031-08-02", cuisine1: "Malvani", cuisine2: "Sindhi" });
    const [malvani] = await db.select().from(s.cuisines).where(eq(s.cuisines.name, "Malvani"));
    const [dish] = await db.insert(s.menuItems).values({ name: "Bombil Fry", cuisine: "Malvani" }).returning();

    expect(await renameCuisine(malvani.id, "Konkani")).toEqual({ ok: true });
    const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, "2031-08-02"));
    expect(week.cuisines).toEqual(["Konkani", "Sindhi"]);
    const [renamedDish] = await db.select().from(s.menuItems).where(eq(s.menuItems.id, dish.id));
    expect(renamedDish.cuisine).toBe("Konkani");

    expect(await deleteCuisine(malvani.id)).toMatchObject({ ok: false });
    await db.delete(s.weeklyCuisines).where(eq(s.weeklyCuisines.id, week.id));
    expect(await deleteCuisine(malvani.id)).toEqual({ ok: true });
  });
});
