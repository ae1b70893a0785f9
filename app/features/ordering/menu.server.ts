import { listOrderableBoxTypes, findOrderingWeek, listOrderableDishes } from "~/features/catalog/public.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { groupOfCategory, type BoxCode, type BoxPrice, type MenuDish, type OrderingMenu } from "./menu";

/** Reads the ordering menu (week, dishes, box prices) fresh from the database. */
export async function loadOrderingMenu(opts: { now?: Date } = {}): Promise<OrderingMenu> {
  const settings = await orderingSettings();
  const saturday = nextOrderableSaturday(settings, opts.now ?? new Date());

  const [week, boxes] = await Promise.all([findOrderingWeek(saturday), listOrderableBoxTypes()]);
  const rows = await listOrderableDishes(week?.weekStartDate ?? null);

  const dishes: MenuDish[] = [];
  for (const row of rows) {
    const group = groupOfCategory(row.categoryName);
    if (!group) continue;
    dishes.push({
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
    });
  }

  const boxPrices: Partial<Record<BoxCode, BoxPrice>> = {};
  for (const box of boxes) boxPrices[box.code] = box;

  return {
    week: week ? { saturday: week.weekStartDate, label: week.weekLabel, cuisines: week.cuisines } : null,
    dishes,
    boxes: boxPrices,
  };
}
