import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boxTypes, cuisines, menuItems } from "~/db/schema";
import { db } from "~/lib/db.server";
import { boxTypesAction } from "./box-types.server";
import { cuisinesAction } from "./cuisines.server";
import { loadMenuTab, menuAction } from "./menu.server";

type Refusal = { init: { status?: number } | null; data: { result?: { error?: Record<string, string[] | null> } } };

function post(action: (request: Request) => Promise<unknown>, values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return action(new Request("http://localhost/admin", { method: "POST", body })) as Promise<Refusal>;
}

/** The answer's status and the field's first error. */
async function refusal(action: (request: Request) => Promise<unknown>, values: Record<string, string>, field: string) {
  const answer = await post(action, values);
  return [answer.init?.status, answer.data?.result?.error?.[field]?.[0]];
}

beforeAll(async () => {
  await db.insert(cuisines).values({ name: "Punjabi" }).onConflictDoNothing();
});

const dish = { intent: "save", name: "Limit Dal", cuisine: "Punjabi", price: "5" };

describe("a dish's fields have limits, checked by the server", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ["English name", { name: "x".repeat(201) }, "name", "English name must be at most 200 characters"],
    ["native name", { nativeName: "x".repeat(201) }, "nativeName", "Native name must be at most 200 characters"],
    ["description", { description: "x".repeat(2001) }, "description", "Description must be at most 2000 characters"],
    [
      "dietary info",
      { dietaryInfo: "Vegan,".repeat(100) },
      "dietaryInfo",
      "Dietary info must be at most 500 characters",
    ],
    ["price", { price: "99999999999" }, "price", "Price must be at most £1000.00"],
    ["display order", { displayOrder: "99999999999" }, "displayOrder", "Display order must be at most 100000"],
    ["negative display order", { displayOrder: "-1" }, "displayOrder", "Display order cannot be negative"],
    ["cuisine", { cuisine: "x".repeat(10_000) }, "cuisine", "Please select a cuisine"],
    ["image (javascript:)", { imageUrl: "javascript:alert(1)" }, "imageUrl", "Please upload the image again"],
    ["image (data:)", { imageUrl: "data:image/png;base64,AAAA" }, "imageUrl", "Please upload the image again"],
    ["image (path)", { imageUrl: "/api/images/../secret" }, "imageUrl", "Please upload the image again"],
    [
      "image (long)",
      { imageUrl: `https://example.com/${"x".repeat(2000)}` },
      "imageUrl",
      "Please upload the image again",
    ],
  ];

  it.each(cases)("refuses an overlong or invalid %s with 400 and stores nothing", async (_, change, field, message) => {
    const name = `Limit Dal ${field}`;
    for (const action of [menuAction, cuisinesAction]) {
      expect(await refusal(action, { ...dish, name, ...change }, field)).toEqual([400, message]);
    }
    expect(
      await db
        .select()
        .from(menuItems)
        .where(eq(menuItems.name, change.name ?? name)),
    ).toEqual([]);
  });

  it("accepts the longest allowed texts and our own or a web image", async () => {
    for (const imageUrl of ["/api/images/menu-items/a1.webp", "https://cdn.example.com/dal.jpg"]) {
      const name = `x${imageUrl}`.slice(0, 200).padEnd(200, "x");
      await post(menuAction, {
        ...dish,
        name,
        description: "d".repeat(2000),
        price: "1000",
        displayOrder: "100000",
        imageUrl,
      });
      const [saved] = await db.select().from(menuItems).where(eq(menuItems.name, name));
      expect(saved).toMatchObject({ price: 100_000, displayOrder: 100_000, imageUrl });
    }
  });

  it("ignores a malformed category or an overlong search in the list's address", async () => {
    const tab = await loadMenuTab(new Request(`http://localhost/admin?category=nope&q=${"x".repeat(5000)}`));
    expect(tab.filters).toMatchObject({ category: undefined, q: undefined });
  });
});

describe("a box type's fields have limits, checked by the server", () => {
  const box = { name: "Limit Box", basePrice: "30", vegetarianPrice: "28", kind: "fixed", mealCount: "4" };
  const cases: [string, Record<string, string>, string, string][] = [
    ["name", { name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    ["description", { description: "x".repeat(1001) }, "description", "Description must be at most 1000 characters"],
    ["standard price", { basePrice: "1e12" }, "basePrice", "Standard price must be at most £1000.00"],
    ["vegetarian price", { vegetarianPrice: "5000" }, "vegetarianPrice", "Vegetarian price must be at most £1000.00"],
    ["display order", { displayOrder: "1e15" }, "displayOrder", "Display order must be at most 100000"],
  ];

  it.each(cases)(
    "refuses an overlong or out-of-range %s with 400 and stores nothing",
    async (_, change, field, message) => {
      const name = `Limit Box ${field}`;
      expect(await refusal(boxTypesAction, { ...box, name, ...change }, field)).toEqual([400, message]);
      expect(
        await db
          .select()
          .from(boxTypes)
          .where(eq(boxTypes.name, change.name ?? name)),
      ).toEqual([]);
    },
  );
});
