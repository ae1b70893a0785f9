import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { addCuisine, deleteCuisine, renameCuisine } from "./cuisines.server";
import {
  addDishToWeek,
  copyToast,
  copyWeekDishes,
  deleteWeek,
  listWeeks,
  removeDishFromWeek,
  saveWeeklyCuisine,
  weeklyCuisinesAction,
} from "./weekly-cuisines.server";
import {
  AddDishToWeekSchema,
  CopyWeekSchema,
  CuisineNameSchema,
  PAST_WEEKEND,
  pastMenuMessage,
  WeeklyCuisineSchema,
} from "./cuisine-schemas";

const SATURDAY = "2031-03-15";

async function cuisinePair() {
  await db
    .insert(s.cuisines)
    .values([{ name: "Awadhi" }, { name: "Chettinad" }])
    .onConflictDoNothing();
}

async function weekOf(saturday: string) {
  const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, saturday));
  return week;
}

/** The names of the dishes on a week's menu, by name. */
async function menuOf(weekId: string): Promise<string[]> {
  const rows = await db
    .select({ name: s.menuItems.name })
    .from(s.weeklyMenuItems)
    .innerJoin(s.menuItems, eq(s.menuItems.id, s.weeklyMenuItems.menuItemId))
    .where(eq(s.weeklyMenuItems.weekId, weekId))
    .orderBy(asc(s.menuItems.name));
  return rows.map((r) => r.name);
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

  it("computes the Sunday end date and the label, refuses a second week on the same Saturday, and keeps a moved week's dishes", async () => {
    await cuisinePair();
    expect(await saveWeeklyCuisine({ weekStartDate: "2031-05-31", cuisine1: "Awadhi", cuisine2: "Chettinad" })).toEqual(
      { ok: true, created: true },
    );
    const week = await weekOf("2031-05-31");
    expect(week).toMatchObject({
      weekEndDate: "2031-06-01",
      weekLabel: "31 May - 1 June",
      cuisines: ["Awadhi", "Chettinad"],
    });
    expect(
      await saveWeeklyCuisine({ weekStartDate: "2031-05-31", cuisine1: "Chettinad", cuisine2: "Awadhi" }),
    ).toMatchObject({ ok: false, field: "weekStartDate" });

    const [dish] = await db.insert(s.menuItems).values({ name: "Galouti Kebab", cuisine: "Awadhi" }).returning();
    expect(await addDishToWeek(week.id, dish.id)).toMatchObject({ ok: true });
    expect(
      await saveWeeklyCuisine({ id: week.id, weekStartDate: "2031-06-07", cuisine1: "Chettinad", cuisine2: "Awadhi" }),
    ).toEqual({ ok: true, created: false, removed: 0 });
    const [moved] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.id, week.id));
    expect(moved).toMatchObject({ weekStartDate: "2031-06-07", weekEndDate: "2031-06-08", weekLabel: "7 - 8 June" });
    expect(await menuOf(week.id)).toEqual(["Galouti Kebab"]);
  });

  it("takes a cuisine's dishes off a week's menu when the week stops offering that cuisine", async () => {
    await cuisinePair();
    await addCuisine("Sindhi");
    await saveWeeklyCuisine({ weekStartDate: "2031-06-14", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    const week = await weekOf("2031-06-14");
    const [kebab, kozhi] = await db
      .insert(s.menuItems)
      .values([
        { name: "Kakori Kebab", cuisine: "Awadhi" },
        { name: "Kozhi Varutha", cuisine: "Chettinad" },
      ])
      .returning();
    await addDishToWeek(week.id, kebab.id);
    await addDishToWeek(week.id, kozhi.id);
    expect(
      await saveWeeklyCuisine({ id: week.id, weekStartDate: "2031-06-14", cuisine1: "Awadhi", cuisine2: "Sindhi" }),
    ).toEqual({ ok: true, created: false, removed: 1 });
    expect(await menuOf(week.id)).toEqual(["Kakori Kebab"]);
  });

  it("refuses to create a week, or move one, to a weekend before this one (Europe/London)", async () => {
    await cuisinePair();
    // Friday 17 October 2031 in London: this weekend is 18-19 October.
    const friday = new Date("2031-10-17T12:00:00Z");
    const pair = { cuisine1: "Awadhi", cuisine2: "Chettinad" };
    expect(await saveWeeklyCuisine({ weekStartDate: "2031-10-11", ...pair }, friday)).toEqual({
      ok: false,
      error: PAST_WEEKEND,
      field: "weekStartDate",
    });
    expect(await saveWeeklyCuisine({ weekStartDate: "2031-10-18", ...pair }, friday)).toMatchObject({ ok: true });
    const week = await weekOf("2031-10-18");
    // Sunday 23:30 in UTC is already Monday 00:30 in London (BST): the weekend has passed.
    const sundayNight = new Date("2031-10-19T22:30:00Z");
    const mondayInLondon = new Date("2031-10-19T23:30:00Z");
    expect(await saveWeeklyCuisine({ id: week.id, weekStartDate: "2031-10-18", ...pair }, sundayNight)).toMatchObject({
      ok: true,
    });
    expect(
      await saveWeeklyCuisine({ id: week.id, weekStartDate: "2031-10-18", ...pair }, mondayInLondon),
    ).toMatchObject({ ok: false, error: PAST_WEEKEND });
    await saveWeeklyCuisine({ weekStartDate: "2031-10-25", ...pair }, friday);
    const later = await weekOf("2031-10-25");
    expect(await saveWeeklyCuisine({ id: later.id, weekStartDate: "2031-10-11", ...pair }, friday)).toMatchObject({
      ok: false,
      error: PAST_WEEKEND,
    });
    expect((await weekOf("2031-10-25")).id).toBe(later.id);

    // A past week's menu stays as it was sold: no dish is added to or removed from it.
    const [dish] = await db.insert(s.menuItems).values({ name: "Shami Kebab", cuisine: "Awadhi" }).returning();
    const past = pastMenuMessage("18 - 19 October");
    expect(await addDishToWeek(week.id, dish.id, mondayInLondon)).toEqual({ ok: false, error: past });
    await addDishToWeek(week.id, dish.id, friday);
    expect(await removeDishFromWeek(week.id, dish.id, mondayInLondon)).toEqual({ ok: false, error: past });
    expect(await copyWeekDishes(week.id, later.id, mondayInLondon)).toEqual({ ok: false, error: past });
    expect(await menuOf(week.id)).toEqual(["Shami Kebab"]);
    const listed = await listWeeks(mondayInLondon);
    expect(listed.find((w) => w.id === week.id)).toMatchObject({ past: true, thisWeekend: false });
    expect(listed.find((w) => w.id === later.id)).toMatchObject({ past: false, thisWeekend: true });
  });

  it("adds only an available dish of the week's cuisines to the week", async () => {
    await cuisinePair();
    await saveWeeklyCuisine({ weekStartDate: SATURDAY, cuisine1: "Awadhi", cuisine2: "Chettinad" });
    const week = await weekOf(SATURDAY);
    await addCuisine("Sindhi");
    const [available, unavailable, otherCuisine] = await db
      .insert(s.menuItems)
      .values([
        { name: "Nihari", cuisine: "Awadhi" },
        { name: "Sheermal", cuisine: "Awadhi", isAvailable: false },
        { name: "Sai Bhaji", cuisine: "Sindhi" },
      ])
      .returning();
    expect(AddDishToWeekSchema.safeParse({ weekId: week.id, dishId: "" }).error?.issues[0].message).toBe(
      "Please select a dish",
    );
    expect(await addDishToWeek(week.id, unavailable.id)).toEqual({ ok: false, error: "Selected dish not found" });
    expect(await addDishToWeek(week.id, otherCuisine.id)).toEqual({ ok: false, error: "Selected dish not found" });
    expect(await addDishToWeek("00000000-0000-4000-8000-000000000000", available.id)).toEqual({
      ok: false,
      error: "Week not found",
    });
    expect(await addDishToWeek(week.id, available.id)).toEqual({
      ok: true,
      dish: "Nihari",
      cuisine: "Awadhi",
      week: "15 - 16 March",
    });
    expect(await addDishToWeek(week.id, available.id)).toEqual({
      ok: false,
      error: "Nihari is already on the menu of 15 - 16 March",
    });
    expect(await menuOf(week.id)).toEqual(["Nihari"]);
  });

  it("adds and removes a dish on one week's menu only: the weekend on sale keeps it", async () => {
    await cuisinePair();
    await saveWeeklyCuisine({ weekStartDate: "2031-04-05", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    await saveWeeklyCuisine({ weekStartDate: "2031-04-12", cuisine1: "Chettinad", cuisine2: "Awadhi" });
    const [thisWeek, nextWeek] = [await weekOf("2031-04-05"), await weekOf("2031-04-12")];
    const [biryani, korma] = await db
      .insert(s.menuItems)
      .values([
        { name: "Lucknowi Biryani", cuisine: "Awadhi" },
        { name: "Shahi Korma", cuisine: "Awadhi" },
      ])
      .returning();
    await addDishToWeek(thisWeek.id, biryani.id);
    await addDishToWeek(thisWeek.id, korma.id);

    // Planning next week: the biryani goes on it too, and stays on this weekend's menu.
    expect(await addDishToWeek(nextWeek.id, biryani.id)).toMatchObject({ ok: true, week: "12 - 13 April" });
    expect(await menuOf(thisWeek.id)).toEqual(["Lucknowi Biryani", "Shahi Korma"]);
    expect(await menuOf(nextWeek.id)).toEqual(["Lucknowi Biryani"]);

    // Taking it off next week leaves this weekend alone, and the dish itself stays.
    expect(await removeDishFromWeek(nextWeek.id, biryani.id)).toEqual({
      ok: true,
      dish: "Lucknowi Biryani",
      week: "12 - 13 April",
    });
    expect(await removeDishFromWeek(nextWeek.id, biryani.id)).toEqual({ ok: false, error: "Selected dish not found" });
    expect(await menuOf(nextWeek.id)).toEqual([]);
    expect(await menuOf(thisWeek.id)).toEqual(["Lucknowi Biryani", "Shahi Korma"]);
    expect(await db.select().from(s.menuItems).where(eq(s.menuItems.id, biryani.id))).toHaveLength(1);

    // The tab lists each week's menu from the relation.
    const weeks = await listWeeks(new Date("2031-04-01T12:00:00Z"));
    const listed = weeks.find((w) => w.id === thisWeek.id)!;
    expect(listed.dishes.Awadhi.map((d) => d.name)).toEqual(["Lucknowi Biryani", "Shahi Korma"]);
    expect(listed).toMatchObject({ dishTotal: 2, past: false, thisWeekend: true });
    expect(listed.dishes.Awadhi[0].weeks.map((w) => w.startDate)).toEqual(["2031-04-05"]);

    // Deleting a week deletes its menu, not the dishes nor the other weeks' menus.
    expect(await deleteWeek(nextWeek.id)).toEqual({ ok: true });
    expect(await menuOf(thisWeek.id)).toEqual(["Lucknowi Biryani", "Shahi Korma"]);
  });

  it("copies an earlier week's dishes of the target's cuisines onto its menu, and says how many", async () => {
    await cuisinePair();
    await addCuisine("Sindhi");
    await saveWeeklyCuisine({ weekStartDate: "2031-09-06", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    await saveWeeklyCuisine({ weekStartDate: "2031-09-13", cuisine1: "Awadhi", cuisine2: "Sindhi" });
    const [source, target] = [await weekOf("2031-09-06"), await weekOf("2031-09-13")];
    const dishes = await db
      .insert(s.menuItems)
      .values([
        { name: "Dum Aloo", cuisine: "Awadhi" },
        { name: "Murgh Musallam", cuisine: "Awadhi" },
        { name: "Warqi Paratha", cuisine: "Awadhi" },
        { name: "Chettinad Chicken", cuisine: "Chettinad" },
        { name: "Kuzhi Paniyaram", cuisine: "Chettinad" },
      ])
      .returning();
    for (const dish of dishes) await addDishToWeek(source.id, dish.id);
    await db.update(s.menuItems).set({ isAvailable: false }).where(eq(s.menuItems.name, "Warqi Paratha"));
    await addDishToWeek(target.id, dishes[0].id);

    expect(await copyWeekDishes(target.id, target.id)).toEqual({
      ok: false,
      error: "Please choose an earlier week to copy from",
    });
    expect(await copyWeekDishes(source.id, target.id)).toEqual({
      ok: false,
      error: "Please choose an earlier week to copy from",
    });
    const outcome = await copyWeekDishes(target.id, source.id);
    expect(outcome).toEqual({
      ok: true,
      result: {
        source: "6 - 7 September",
        target: "13 - 14 September",
        copied: 1,
        already: 1,
        otherCuisines: 2,
        unavailable: 1,
      },
    });
    expect(copyToast(outcome.result!)).toEqual({
      title: "Copied 1 dish from 6 - 7 September to 13 - 14 September",
      description: "1 dish already on its menu; 2 dishes of other cuisines not copied; 1 dish unavailable, not copied.",
    });
    expect(await menuOf(target.id)).toEqual(["Dum Aloo", "Murgh Musallam"]);
    expect(await menuOf(source.id)).toHaveLength(5);
    expect(CopyWeekSchema.safeParse({ id: target.id, sourceId: "" }).error?.issues[0].message).toBe(
      "Please select a week to copy from",
    );
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

describe("the Weekly Cuisines tab's action", () => {
  const checks = { menuGaps: async () => [], ordersPlaced: async () => new Map() };
  const published: string[] = [];
  const post = (values: Record<string, string>) =>
    weeklyCuisinesAction(
      new Request("http://test/admin/weekly-cuisines", { method: "POST", body: new URLSearchParams(values) }),
      checks,
      { weekendPublished: async (week) => published.push(week.saturday) },
    );

  it("adds and copies dishes from the dialogs, and answers an unknown intent 400 without a change", async () => {
    await cuisinePair();
    await saveWeeklyCuisine({ weekStartDate: "2031-08-02", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    await saveWeeklyCuisine({ weekStartDate: "2031-08-09", cuisine1: "Awadhi", cuisine2: "Chettinad" });
    const [first, second] = [await weekOf("2031-08-02"), await weekOf("2031-08-09")];
    const [dish] = await db.insert(s.menuItems).values({ name: "Shami Kebab", cuisine: "Awadhi" }).returning();

    for (const intent of ["publish-all", "hasOwnProperty"]) {
      expect(await post({ intent, id: first.id, weekId: first.id, dishId: dish.id })).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "This action is not available" } },
      });
    }
    expect(await post({ intent: "add-dish", weekId: first.id, dishId: "" })).toMatchObject({
      init: { status: 400 },
      data: { toast: { title: "Please select a dish" }, error: "Please select a dish" },
    });
    expect(await menuOf(first.id)).toEqual([]);

    expect(await post({ intent: "add-dish", weekId: first.id, dishId: dish.id })).toMatchObject({
      ok: true,
      toast: { title: "Shami Kebab added to Awadhi for 2 - 3 August" },
    });
    expect(await post({ intent: "add-dish", weekId: first.id, dishId: dish.id })).toMatchObject({
      init: { status: 400 },
      data: { error: "Shami Kebab is already on the menu of 2 - 3 August" },
    });
    expect(await post({ intent: "copy", id: second.id, sourceId: first.id })).toMatchObject({
      ok: true,
      toast: { title: "Copied 1 dish from 2 - 3 August to 9 - 10 August" },
    });
    expect(await menuOf(second.id)).toEqual(["Shami Kebab"]);
  });
});
