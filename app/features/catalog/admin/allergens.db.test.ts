import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cuisines, menuItems } from "~/db/schema";
import { db } from "~/lib/db.server";
import { allergenLabels, allergenStatement, combineAllergens } from "../allergens";
import { ALLERGEN_FORM_MESSAGE, MenuItemSchema } from "./menu-schemas";
import { saveDishFromForm } from "./menu.server";

const TEXTS = { added: "Added", updated: "Updated", failure: "Failed" };

function dishForm(extra: Array<[string, string]>): FormData {
  const data = new FormData();
  data.set("intent", "save");
  data.set("name", "Malai Kofta");
  data.set("cuisine", "Allergen Kitchen");
  data.set("price", "7.00");
  for (const [k, v] of extra) data.append(k, v);
  return data;
}

/** The status of a route `data()` answer, or 200 for a plain value. */
const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status ?? 200;

beforeAll(async () => {
  await db.insert(cuisines).values({ name: "Allergen Kitchen" }).onConflictDoNothing();
});

describe("allergens of a dish", () => {
  it("the matrix's choices become the dish's contains and may-contain keys, in the FSA order", () => {
    const submission = parseWithZod(
      dishForm([
        ["allergen.tree_nuts", "may_contain"],
        ["allergen.milk", "contains"],
        ["allergen.mustard", "contains"],
        ["allergen.eggs", "none"],
      ]),
      { schema: MenuItemSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.allergen).toEqual({ allergens: ["milk", "mustard"], mayContainAllergens: ["tree_nuts"] });
  });

  it("refuses an allergen the law does not list, a choice it does not know, and one allergen marked twice", () => {
    for (const extra of [
      [["allergen.kiwi", "contains"]],
      [["allergen.milk", "sometimes"]],
      [
        ["allergen.milk", "contains"],
        ["allergen.milk", "may_contain"],
      ],
    ] as Array<Array<[string, string]>>) {
      const submission = parseWithZod(dishForm(extra), { schema: MenuItemSchema });
      expect(submission.status).toBe("error");
    }
    const both = parseWithZod(
      dishForm([
        ["allergen.milk", "contains"],
        ["allergen.milk", "may_contain"],
      ]),
      { schema: MenuItemSchema },
    );
    expect(both.status === "error" && both.error?.["allergen.milk"]).toEqual([ALLERGEN_FORM_MESSAGE]);
  });

  it("the server stores the matrix, and refuses a form naming an unknown allergen (nothing saved)", async () => {
    const saved = await saveDishFromForm(
      dishForm([
        ["allergen.milk", "contains"],
        ["allergen.tree_nuts", "contains"],
        ["allergen.sesame", "may_contain"],
      ]),
      TEXTS,
    );
    expect(statusOf(saved)).toBe(200);
    const rows = await db.select().from(menuItems).where(eq(menuItems.cuisine, "Allergen Kitchen"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ allergens: ["milk", "tree_nuts"], mayContainAllergens: ["sesame"] });

    const refused = await saveDishFromForm(dishForm([["allergen.kiwi", "contains"]]), TEXTS);
    expect(statusOf(refused)).toBe(400);
    expect(await db.select().from(menuItems).where(eq(menuItems.cuisine, "Allergen Kitchen"))).toHaveLength(1);
    await db.delete(menuItems).where(eq(menuItems.cuisine, "Allergen Kitchen"));
  });

  it("the database refuses an unknown allergen key even past the form", async () => {
    await expect(
      db.insert(menuItems).values({ name: "Bad", cuisine: "Allergen Kitchen", allergens: ["kiwi"] }),
    ).rejects.toThrow();
  });

  it("a box's statement is the union of its dishes: contains wins over may contain", () => {
    const box = combineAllergens([
      { allergens: ["mustard"], mayContainAllergens: ["tree_nuts", "milk"] },
      { allergens: ["milk"], mayContainAllergens: [] },
    ]);
    expect(box).toEqual({ contains: ["Milk", "Mustard"], mayContain: ["Tree nuts"] });
    expect(allergenStatement(box.contains, box.mayContain)).toBe("Contains: Milk, Mustard. May contain: Tree nuts.");
    expect(allergenStatement([], [])).toBeNull();
    expect(allergenLabels(["sulphites", "celery", "nope"])).toEqual(["Celery", "Sulphur dioxide/sulphites"]);
  });
});
