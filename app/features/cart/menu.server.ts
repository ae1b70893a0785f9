import {
  findWeekOf,
  getWeekDishes,
  listActiveBoxTypes,
  listWeeksFrom,
  type MenuDishRow,
} from "~/features/catalog/public.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import type { IsoDate } from "~/lib/dates";
import { groupOfCategory, type MenuDish, type OrderingCatalog, type OrderingMenu } from "./menu";

function toMenuDish(row: MenuDishRow): MenuDish | null {
  const group = groupOfCategory(row.category);
  if (!group) return null;
  return {
    id: row.id,
    name: row.name,
    nativeName: row.nativeName,
    description: row.description,
    imageUrl: row.imageUrl,
    group,
    boxType: row.boxType,
    dishType: row.dishType === "vegetarian" ? "vegetarian" : "standard",
    pricePence: row.pricePence,
    cuisine: row.cuisine,
    dietaryInfo: row.dietaryInfo,
    allergens: row.allergens,
    mayContainAllergens: row.mayContainAllergens,
  };
}

/**
 * The dishes of a week's menu (published or draft) in the builder's order: by dish group, then
 * display order and name.
 */
export async function weekMenuDishes(weekId: string): Promise<MenuDish[]> {
  const rows = [...(await getWeekDishes({ id: weekId }))].sort((a, b) => a.categoryOrder - b.categoryOrder);
  return rows.map(toMenuDish).filter((d): d is MenuDish => d !== null);
}

/**
 * The menu of the weekend whose Saturday is `saturday` (published menus and active box types, from
 * the public cache): what a cart for one of its dates is resolved and priced against.
 */
export async function loadWeekendMenu(saturday: IsoDate): Promise<OrderingMenu> {
  const [week, boxes] = [await findWeekOf(saturday), await listActiveBoxTypes()];
  if (!week) return { week: null, dishes: [], boxes };
  return {
    week: { saturday: week.startDate, label: week.label, cuisines: week.cuisines },
    dishes: await weekMenuDishes(week.id),
    boxes,
  };
}

/**
 * Everything the builder sells: the published weekends from the next orderable one on (or from
 * `fromSaturday`: a manual order may be for this weekend after its cutoff), each with its dish
 * ids, every dish once, and the active box types.
 */
export async function loadOrderingCatalog(now: Date = new Date(), fromSaturday?: IsoDate): Promise<OrderingCatalog> {
  const settings = await orderingSettings();
  const weeks = await listWeeksFrom(fromSaturday ?? nextOrderableSaturday(settings, now));
  const boxes = await listActiveBoxTypes();
  const dishes = new Map<string, MenuDish>();
  const weekends = [];
  for (const week of weeks) {
    const menu = await weekMenuDishes(week.id);
    for (const dish of menu) dishes.set(dish.id, dish);
    weekends.push({
      saturday: week.startDate,
      label: week.label,
      cuisines: week.cuisines,
      dishIds: menu.map((d) => d.id),
    });
  }
  return { weekends, dishes: [...dishes.values()], boxes };
}
