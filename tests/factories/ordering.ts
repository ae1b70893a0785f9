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

/** The two box types every test menu has, with fixed ids so carts can name them. */
export const ESSENTIALS_ID = "00000000-0000-4000-8000-0000000000e1";
export const ESSENTIALS_PLUS_ID = "00000000-0000-4000-8000-0000000000e2";

/**
 * Writes a complete ordering menu for the weekend of `saturday`: categories, the two box types
 * (Essentials: fixed, £33/£30; Essentials Plus: pick, £35/£32), the published week with its
 * cuisine pair and its dishes (new ones, or, with `reuse`, dishes already written, by name).
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
      {
        id: ESSENTIALS_ID,
        code: "essentials",
        name: "Essentials",
        kind: "fixed",
        basePrice: 3300,
        vegetarianPrice: 3000,
        displayOrder: 1,
      },
      {
        id: ESSENTIALS_PLUS_ID,
        code: "essentials_plus",
        name: "Essentials Plus",
        kind: "pick",
        basePrice: 3500,
        vegetarianPrice: 3200,
        displayOrder: 2,
      },
    ])
    .onConflictDoNothing();
  // The delivery area of the customers the tests order for (tests/factories/checkout: SE15).
  await db
    .insert(s.deliveryPostcodes)
    .values(["SE15", "SE4", "SE14"].map((prefix) => ({ prefix })))
    .onConflictDoNothing();
  await db
    .insert(s.cuisines)
    .values(cuisines.map((name) => ({ name })))
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
        displayOrder: i + 1,
      })),
    )
    .returning({ id: s.menuItems.id, name: s.menuItems.name });
  await publishWeekend(
    db,
    saturday,
    cuisines,
    rows.map((r) => r.id),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** Puts dishes on a week's menu. */
export async function addToWeek(db: Database, weekId: string, dishIds: string[]) {
  if (dishIds.length === 0) return;
  await db
    .insert(s.weeklyMenuItems)
    .values(dishIds.map((menuItemId) => ({ weekId, menuItemId })))
    .onConflictDoNothing();
}

/**
 * Publishes the weekend of `saturday` with dishes already on another weekend's menu (a dish can
 * be on many weekends): the cuisine pair and the dish ids to put on it.
 */
export async function publishWeekend(
  db: Database,
  saturday: string,
  cuisines: [string, string],
  dishIds: string[],
): Promise<string> {
  const [week] = await db
    .insert(s.weeklyCuisines)
    .values({
      weekStartDate: saturday,
      weekEndDate: addDays(saturday, 1),
      weekLabel: weekendLabel(saturday),
      cuisines,
      isActive: true,
    })
    .returning({ id: s.weeklyCuisines.id });
  await addToWeek(db, week.id, dishIds);
  return week.id;
}
