import * as s from "~/db/schema";
import { addDays, weekendLabel } from "~/lib/dates";
import type { Database } from "~/lib/db.server";

type Group = "rice" | "dal" | "vegetable" | "main";
const CATEGORY: Record<Group, string> = { rice: "Rice", dal: "Dal & Legumes", vegetable: "Vegetables", main: "Mains" };

export interface DishSpec {
  name: string;
  group: Group;
  tier: "essentials" | "essentials_plus" | "both";
  dishType: "vegetarian" | "standard" | null;
  price: number;
  cuisine: string;
}

/** Two cuisines, each with an Essentials set (4 groups + a vegetarian main) and an Essentials Plus set. */
export function weekDishes(cuisines: [string, string]): DishSpec[] {
  return cuisines.flatMap(
    (c) =>
      [
        { name: `${c} Rice`, group: "rice", tier: "essentials", dishType: "vegetarian", price: 350, cuisine: c },
        { name: `${c} Dal`, group: "dal", tier: "essentials", dishType: "vegetarian", price: 550, cuisine: c },
        { name: `${c} Veg`, group: "vegetable", tier: "essentials", dishType: "vegetarian", price: 600, cuisine: c },
        { name: `${c} Chicken`, group: "main", tier: "essentials", dishType: "standard", price: 950, cuisine: c },
        { name: `${c} Paneer`, group: "main", tier: "essentials", dishType: "vegetarian", price: 850, cuisine: c },
        { name: `${c} Pulao`, group: "rice", tier: "essentials_plus", dishType: "vegetarian", price: 400, cuisine: c },
        { name: `${c} Rajma`, group: "dal", tier: "essentials_plus", dishType: "vegetarian", price: 550, cuisine: c },
        {
          name: `${c} Saag`,
          group: "vegetable",
          tier: "essentials_plus",
          dishType: "vegetarian",
          price: 650,
          cuisine: c,
        },
        { name: `${c} Lamb`, group: "main", tier: "essentials_plus", dishType: null, price: 1150, cuisine: c },
        { name: `${c} Chole`, group: "main", tier: "essentials_plus", dishType: "vegetarian", price: 800, cuisine: c },
      ] satisfies DishSpec[],
  );
}

/**
 * Writes a complete ordering menu for the weekend of `saturday`: categories, the two box types
 * (Essentials £33/£30, Essentials Plus £35/£32), the cuisine pair and its dishes.
 * Returns dish ids by name.
 */
export async function createOrderingMenu(
  db: Database,
  saturday: string,
  cuisines: [string, string] = ["Punjabi", "Goan"],
  dishes: DishSpec[] = weekDishes(cuisines),
): Promise<Record<string, string>> {
  const categories = await db
    .insert(s.menuCategories)
    .values(Object.values(CATEGORY).map((name, i) => ({ name, displayOrder: i + 1 })))
    .onConflictDoNothing()
    .returning();
  const all = categories.length ? categories : await db.select().from(s.menuCategories);
  const categoryId = (g: Group) => all.find((c) => c.name === CATEGORY[g])!.id;
  await db
    .insert(s.boxTypes)
    .values([
      { code: "essentials", name: "Essentials", basePrice: 3300, vegetarianPrice: 3000 },
      { code: "essentials_plus", name: "Essentials Plus", basePrice: 3500, vegetarianPrice: 3200 },
    ])
    .onConflictDoNothing();
  await db
    .insert(s.cuisines)
    .values(cuisines.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(s.weeklyCuisines)
    .values({ weekStartDate: saturday, weekEndDate: addDays(saturday, 1), weekLabel: weekendLabel(saturday), cuisines })
    .onConflictDoNothing();
  const rows = await db
    .insert(s.menuItems)
    .values(
      dishes.map((d, i) => ({
        name: d.name,
        categoryId: categoryId(d.group),
        boxType: d.tier,
        dishType: d.dishType,
        price: d.price,
        cuisine: d.cuisine,
        weekAvailable: saturday,
        displayOrder: i + 1,
      })),
    )
    .returning({ id: s.menuItems.id, name: s.menuItems.name });
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}
