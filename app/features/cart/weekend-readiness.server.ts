import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { weekMenuDishes } from "./menu.server";
import { menuGaps } from "./weekend-readiness";

/**
 * What a week's menu lacks for the box types on sale (decision 028); `leaving`: a dish about to be
 * taken off it. One of the weekend checks the Weekly Cuisines tab is handed (orders' weekendChecks).
 */
export async function weekMenuGaps(week: { id: string; cuisines: string[] }, leaving?: string): Promise<string[]> {
  const [dishes, boxes] = await Promise.all([weekMenuDishes(week.id), listActiveBoxTypes()]);
  return menuGaps(week.cuisines, { dishes: dishes.filter((d) => d.id !== leaving), boxes });
}
