import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { boxTypes, cuisines, menuItems, weeklyCuisines, weeklyMenuItems } from "~/db/schema";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { storeUploadedImage } from "~/lib/uploads/uploads.server";
import { db } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { firstWords, MenuItemSchema, poundsToPence, splitDietary } from "./menu-schemas";
import { deleteMenuItem, listMenuItems, saveMenuItem, swapMenuItemOrder } from "./menu.server";
import { BOX_VAT_RATE_MESSAGE, BoxTypeSchema } from "./box-type-schemas";
import { boxTypesAction, saveBoxType } from "./box-types.server";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

async function png(): Promise<File> {
  const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c60" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], "dish.png", { type: "image/png" });
}

beforeAll(async () => {
  await db
    .insert(cuisines)
    .values([{ name: "Punjabi" }, { name: "Goan" }])
    .onConflictDoNothing();
});

describe("dish form rules", () => {
  it("splits dietary info on commas, trims and drops blanks", () => {
    expect(splitDietary(" Vegan, Gluten-free ,, ,Nut free ")).toEqual(["Vegan", "Gluten-free", "Nut free"]);
    expect(splitDietary("")).toEqual([]);
  });

  it("reads prices in pounds as pence: invalid is 0, negative is refused", () => {
    expect(poundsToPence("12.5")).toBe(1250);
    expect(poundsToPence("£4.99")).toBe(499);
    expect(poundsToPence("")).toBe(0);
    expect(poundsToPence("abc")).toBe(0);
    expect(poundsToPence("-1")).toBeNull();
  });

  it("shows the first 5 words of a description on a card", () => {
    expect(firstWords("Slow cooked black lentils with butter and cream", 5)).toBe("Slow cooked black lentils with...");
    expect(firstWords("Short text", 5)).toBe("Short text");
  });

  it("requires an English name and a cuisine, and refuses a negative price", () => {
    const submission = parseWithZod(form({ intent: "save", price: "-2" }), { schema: MenuItemSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : {};
    expect(errors?.name).toEqual(["English name is required"]);
    expect(errors?.cuisine).toEqual(["Please select a cuisine"]);
    expect(errors?.price).toEqual(["Price cannot be negative"]);
  });

  it("applies the spec defaults: available, both boxes, standard, price 0", () => {
    const submission = parseWithZod(form({ name: "Jeera Rice", cuisine: "Punjabi", isAvailable: "on", price: "" }), {
      schema: MenuItemSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      boxType: "both",
      dishType: "standard",
      price: 0,
      isAvailable: true,
      dietaryInfo: [],
      displayOrder: 0,
    });
  });

  it("box types need a name, prices, a kind and a whole number of dishes per box", () => {
    const bad = parseWithZod(form({ basePrice: "-1", vegetarianPrice: "x", mealCount: "2.5", kind: "mixed" }), {
      schema: BoxTypeSchema,
    });
    expect(bad.status).toBe("error");
    const errors = bad.status === "error" ? bad.error : {};
    expect(errors?.name).toEqual(["Name is required"]);
    expect(errors?.basePrice).toEqual(["Standard price cannot be negative"]);
    expect(errors?.vegetarianPrice).toEqual(["Vegetarian price must be a number"]);
    expect(errors?.mealCount).toEqual(["Dishes per box must be a whole number"]);
    expect(errors?.kind).toEqual(["Please choose how the box is filled"]);
    const tooMany = parseWithZod(
      form({ name: "Feast", basePrice: "90", vegetarianPrice: "80", mealCount: "13", kind: "pick" }),
      { schema: BoxTypeSchema },
    );
    expect(tooMany.status === "error" && tooMany.error?.mealCount).toEqual(["Dishes per box must be at most 12"]);
    const good = parseWithZod(
      form({
        name: "Family",
        basePrice: "40",
        vegetarianPrice: "36.50",
        mealCount: "6",
        kind: "fixed",
        isActive: "on",
      }),
      { schema: BoxTypeSchema },
    );
    expect(good.status === "success" && good.value).toMatchObject({
      basePrice: 4000,
      vegetarianPrice: 3650,
      kind: "fixed",
      mealCount: 6,
      isActive: true,
      vatRatePercent: 0,
    });
  });

  it("a box type's VAT rate is 0, 5 or 20% (0 unless chosen); anything else is refused with a message", () => {
    const box = { name: "Party tray", basePrice: "40", vegetarianPrice: "36", mealCount: "4", kind: "pick" };
    const hot = parseWithZod(form({ ...box, vatRatePercent: "20" }), { schema: BoxTypeSchema });
    expect(hot.status === "success" && hot.value.vatRatePercent).toBe(20);
    const odd = parseWithZod(form({ ...box, vatRatePercent: "17.5" }), { schema: BoxTypeSchema });
    expect(odd.status === "error" && odd.error?.vatRatePercent).toEqual([BOX_VAT_RATE_MESSAGE]);
  });
});

describe("dishes in the database", () => {
  it("adds, edits and deletes a dish, storing money in pence and deleting its replaced image", async () => {
    const first = await storeUploadedImage(await png(), "menu-items");
    const input = parseWithZod(
      form({
        name: "Dal Makhani",
        nativeName: "ਦਾਲ ਮੱਖਣੀ",
        cuisine: "Punjabi",
        price: "6.50",
        dietaryInfo: "Vegetarian, Gluten-free, ",
        isAvailable: "on",
        imageUrl: first.publicUrl,
      }),
      { schema: MenuItemSchema },
    );
    if (input.status !== "success") throw new Error("invalid");
    const { id, created } = await saveMenuItem(input.value);
    expect(created).toBe(true);
    const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id));
    expect(row).toMatchObject({
      price: 650,
      dietaryInfo: ["Vegetarian", "Gluten-free"],
      isAvailable: true,
      boxType: "both",
      imageUrl: first.publicUrl,
    });

    const second = await storeUploadedImage(await png(), "menu-items");
    await saveMenuItem({ ...input.value, id, price: 700, isAvailable: false, imageUrl: second.publicUrl });
    const [edited] = await db.select().from(menuItems).where(eq(menuItems.id, id));
    expect(edited).toMatchObject({ price: 700, isAvailable: false, imageUrl: second.publicUrl });
    expect(await storage.get(first.key)).toBeNull();
    expect(await storage.get(second.key)).not.toBeNull();

    expect(await deleteMenuItem(id)).toBe(true);
    expect(await db.select().from(menuItems).where(eq(menuItems.id, id))).toEqual([]);
    expect(await storage.get(second.key)).toBeNull();
  });

  it("the database refuses a negative price even past the form", async () => {
    await expect(db.insert(menuItems).values({ name: "Bad", price: -1, cuisine: "Goan" })).rejects.toThrow();
  });

  it("filters, sorts and reorders dishes with the arrows", async () => {
    const ids: string[] = [];
    for (const name of ["Aloo Gobi", "Baingan Bharta", "Chana Masala"]) {
      ids.push(
        (
          await saveMenuItem({
            name,
            nativeName: null,
            description: `${name} cooked slowly`,
            categoryId: null,
            dietaryInfo: [],
            displayOrder: 0,
            isAvailable: name !== "Chana Masala",
            boxType: "both",
            dishType: "vegetarian",
            price: 500,
            cuisine: "Goan",
            imageUrl: null,
            allergen: { allergens: [], mayContainAllergens: [] },
          })
        ).id,
      );
    }
    const base = { sort: "order" as const, page: 1, cuisine: "Goan" };
    expect((await listMenuItems({ ...base, availability: "unavailable" })).items.map((i) => i.name)).toEqual([
      "Chana Masala",
    ]);
    expect((await listMenuItems({ ...base, q: "baingan" })).items.map((i) => i.name)).toEqual(["Baingan Bharta"]);

    // All share display order 0: the swap numbers them first, then exchanges the two.
    await swapMenuItemOrder(ids[2], ids[1]);
    expect((await listMenuItems(base)).items.map((i) => i.name)).toEqual([
      "Aloo Gobi",
      "Chana Masala",
      "Baingan Bharta",
    ]);
    await swapMenuItemOrder(ids[2], ids[0]);
    expect((await listMenuItems(base)).items.map((i) => i.name)).toEqual([
      "Chana Masala",
      "Aloo Gobi",
      "Baingan Bharta",
    ]);
  });

  it("pages the list past 50 dishes", async () => {
    await db.insert(cuisines).values({ name: "Keralan" }).onConflictDoNothing();
    await db.insert(menuItems).values(
      Array.from({ length: 55 }, (_, i) => ({
        name: `Page dish ${String(i).padStart(2, "0")}`,
        cuisine: "Keralan",
        displayOrder: i,
      })),
    );
    const first = await listMenuItems({ sort: "name", page: 1, cuisine: "Keralan" });
    expect(first).toMatchObject({ total: 55, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(50);
    const second = await listMenuItems({ sort: "name", page: 2, cuisine: "Keralan" });
    expect(second.items.map((i) => i.name)).toEqual([
      "Page dish 50",
      "Page dish 51",
      "Page dish 52",
      "Page dish 53",
      "Page dish 54",
    ]);
    expect((await listMenuItems({ sort: "name", page: 9, cuisine: "Keralan" })).page).toBe(2);
  });
});

describe("box types in the database", () => {
  it("saves a new box type's kind and dish count, and an edit changes them", async () => {
    const response = await boxTypesAction(
      new Request("http://test/admin/box-types", {
        method: "POST",
        body: form({
          name: "Family Feast",
          basePrice: "48",
          vegetarianPrice: "44.50",
          kind: "fixed",
          mealCount: "6",
          displayOrder: "5",
          isActive: "on",
        }),
      }),
    );
    expect(response).toMatchObject({ ok: true, toast: { title: "Box type added" } });
    const [created] = await db.select().from(boxTypes).where(eq(boxTypes.name, "Family Feast"));
    expect(created).toMatchObject({ kind: "fixed", mealCount: 6, basePrice: 4800, vegetarianPrice: 4450, code: null });

    await saveBoxType({
      id: created.id,
      name: "Family Feast",
      description: null,
      basePrice: 4800,
      vegetarianPrice: 4450,
      kind: "pick",
      mealCount: 4,
      displayOrder: 5,
      isActive: true,
    });
    const [edited] = await db.select().from(boxTypes).where(eq(boxTypes.id, created.id));
    expect(edited).toMatchObject({ kind: "pick", mealCount: 4 });
    const offers = await listActiveBoxTypes();
    expect(offers.find((b) => b.id === created.id)).toMatchObject({ kind: "pick", dishCount: 4 });

    // The server refuses what the form would: nothing is stored.
    const refused = await boxTypesAction(
      new Request("http://test/admin/box-types", {
        method: "POST",
        body: form({ name: "Bad Box", basePrice: "10", vegetarianPrice: "9", kind: "bento", mealCount: "0" }),
      }),
    );
    expect(refused).toMatchObject({ init: { status: 400 } });
    expect(await db.select().from(boxTypes).where(eq(boxTypes.name, "Bad Box"))).toEqual([]);
  });
});

describe("the Box Types tab's action", () => {
  it.each(["publish", "constructor", ""])(
    "answers an unknown intent (%j) 400 and writes nothing, though the form is a valid box type",
    async (intent) => {
      const before = await db.select().from(boxTypes);
      const answer = await boxTypesAction(
        new Request("http://test/admin/box-types", {
          method: "POST",
          body: form({
            intent,
            name: "Stray Box",
            basePrice: "30",
            vegetarianPrice: "28",
            kind: "fixed",
            mealCount: "4",
            displayOrder: "9",
            isActive: "on",
          }),
        }),
      );
      expect(answer).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "This action is not available" } },
      });
      expect(await db.select().from(boxTypes)).toEqual(before);
    },
  );
});

describe("the weekends of a dish", () => {
  it("lists the upcoming weekends whose menu holds each dish, and sorts by the latest weekend", async () => {
    await db.insert(cuisines).values({ name: "Sindhi" }).onConflictDoNothing();
    const dishes = await db
      .insert(menuItems)
      .values([
        { name: "Sindhi Biryani", cuisine: "Sindhi" },
        { name: "Sai Bhaji", cuisine: "Sindhi" },
        { name: "Koki", cuisine: "Sindhi" },
      ])
      .returning();
    const weeks = await db
      .insert(weeklyCuisines)
      .values(
        ["2031-01-04", "2031-01-11", "2031-01-18"].map((start, i) => ({
          weekStartDate: start,
          weekEndDate: `2031-01-${String(5 + 7 * i).padStart(2, "0")}`,
          weekLabel: start,
          cuisines: ["Sindhi", "Punjabi"],
        })),
      )
      .returning();
    await db.insert(weeklyMenuItems).values([
      { weekId: weeks[0].id, menuItemId: dishes[0].id },
      { weekId: weeks[1].id, menuItemId: dishes[0].id },
      { weekId: weeks[2].id, menuItemId: dishes[1].id },
    ]);
    // On Tuesday 7 January 2031 the weekend of 4 January has passed.
    const now = new Date("2031-01-07T12:00:00Z");
    const { items } = await listMenuItems({ sort: "week", page: 1, cuisine: "Sindhi" }, now);
    expect(items.map((i) => [i.name, i.weeks.map((w) => w.startDate)])).toEqual([
      ["Sai Bhaji", ["2031-01-18"]],
      ["Sindhi Biryani", ["2031-01-11"]],
      ["Koki", []],
    ]);
  });
});
