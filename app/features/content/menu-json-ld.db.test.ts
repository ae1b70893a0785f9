import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { groupByCuisine } from "~/features/catalog/menu-format";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { dishDiets, menuJsonLd } from "./json-ld";
import { getMenuPage } from "./site-pages.server";

// Thursday 19 Nov 2026: /menu shows the weekend of 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
let ids: Record<string, string>;

beforeAll(async () => {
  ids = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  await db
    .update(s.menuItems)
    .set({ allergens: ["milk", "tree_nuts"], mayContainAllergens: ["peanuts"], dietaryInfo: ["Gluten-free", "Mild"] })
    .where(eq(s.menuItems.id, ids["Punjabi Paneer"]));
  invalidatePublicCaches();
});

describe("the menu's JSON-LD", () => {
  it("states each dish's allergens in its description and maps dietary labels to schema.org diets", async () => {
    const page = await getMenuPage(null, now);
    if (!page.found || !page.week) throw new Error("no menu");
    const groups = groupByCuisine(page.dishes, page.week.cuisines);
    const ld = menuJsonLd("Dabba", "https://example.com/menu", page.week.label, groups);
    const items = ld.hasMenuSection.flatMap((section) => section.hasMenuItem);
    const paneer = items.find((i) => i.name === "Punjabi Paneer");
    expect(paneer?.description).toBe("Allergens: Contains: Milk, Tree nuts. May contain: Peanuts.");
    expect(paneer?.suitableForDiet).toEqual(["https://schema.org/VegetarianDiet", "https://schema.org/GlutenFreeDiet"]);
    const chicken = items.find((i) => i.name === "Punjabi Chicken");
    expect(chicken?.description).toBe("Allergens: None of the 14 allergens declared.");
    expect(chicken?.suitableForDiet).toBeUndefined();
  });

  it("only labels naming a schema.org RestrictedDiet become suitableForDiet", () => {
    expect(dishDiets({ dishType: "standard", dietaryInfo: ["Vegan", "Spicy", "Halal"] })).toEqual([
      "https://schema.org/VeganDiet",
      "https://schema.org/HalalDiet",
    ]);
  });
});
