import type { Variant } from "./cart";
import { DISH_GROUPS, fixedChoices, pickChoices, type DishGroup, type GroupedDishes, type OrderingMenu } from "./menu";

/*
 * Whether a weekend's menu can fill every box type on sale (decision 028): what publishing a
 * weekend checks, and what the Weekly Cuisines tab lists under a weekend. A fixed box needs, for
 * each cuisine of the weekend, a dish of every group that is not Essentials Plus-only; a picked
 * box needs a dish of every group from the whole menu. Both in each variant the builder offers:
 * a vegetarian box takes vegetarian dishes only, a meat or fish box a meat or fish main.
 */

const GROUP_WORD: Record<DishGroup, string> = { rice: "Rice", dal: "Dal", vegetable: "Vegetable", main: "Main" };

type WeekendMenu = Pick<OrderingMenu, "dishes" | "boxes">;

/** The gaps of one box type, in the owner's words, for one cuisine (fixed) or the whole menu (pick). */
function boxGaps(
  menu: WeekendMenu,
  box: string,
  cuisine: string | null,
  choices: (variant: Variant) => GroupedDishes,
): string[] {
  const [meatOrFish, veg] = [choices("standard"), choices("vegetarian")];
  const [subject, when] = cuisine ? [cuisine, " this weekend"] : ["This weekend", ""];
  return DISH_GROUPS.flatMap(({ key }) => {
    const word = GROUP_WORD[key];
    const [standard, vegetarian] = [meatOrFish[key], veg[key]];
    if (standard.length === 0 && vegetarian.length === 0) {
      // Dishes of the group that only picked boxes take: named, so the gap is not a mystery.
      const plusOnly = cuisine
        ? menu.dishes.filter((d) => d.cuisine === cuisine && d.group === key && d.boxType === "essentials_plus")
        : [];
      const note = plusOnly.length
        ? ` (${plusOnly.map((d) => d.name).join(", ")} ${plusOnly.length === 1 ? "is an Essentials Plus dish" : "are Essentials Plus dishes"})`
        : "";
      return [`${subject} has no ${word} dish${when}: ${box} needs one${note}.`];
    }
    if (standard.length === 0)
      return [`${subject} has no meat or fish ${word} dish${when}: a meat or fish ${box} box needs one.`];
    if (vegetarian.length === 0)
      return [`${subject} has no vegetarian ${word} dish${when}: a vegetarian ${box} box needs one.`];
    return [];
  });
}

/**
 * What the weekend's menu lacks for the box types on sale, each gap naming the cuisine, the dish
 * group and the box type ("Bengali has no Dal dish this weekend: Essentials needs one."); empty
 * when every box can be filled.
 */
export function menuGaps(cuisines: string[], menu: WeekendMenu): string[] {
  if (menu.dishes.length === 0) return ["No dishes are on this weekend's menu yet."];
  const full: OrderingMenu = { week: null, ...menu };
  return menu.boxes.flatMap((box) =>
    box.kind === "fixed"
      ? cuisines.flatMap((cuisine) =>
          boxGaps(menu, box.name, cuisine, (variant) => fixedChoices(full, cuisine, variant)),
        )
      : boxGaps(menu, box.name, null, (variant) => pickChoices(full, variant)),
  );
}
