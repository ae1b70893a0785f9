/** Pure helpers for showing dishes (shared by the menu page, the home carousel and tests). */

export interface GroupableDish {
  cuisine: string | null;
}

export interface CuisineGroup<T> {
  cuisine: string;
  dishes: T[];
}

/** Dishes grouped by cuisine: the week's cuisines first, in the week's order, then any others. */
export function groupByCuisine<T extends GroupableDish>(dishes: T[], weekCuisines: string[]): CuisineGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const name of weekCuisines) groups.set(name, []);
  for (const dish of dishes) {
    const name = dish.cuisine ?? "Other";
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push(dish);
  }
  return [...groups.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([cuisine, list]) => ({ cuisine, dishes: list }));
}

/** The first `words` words of a description followed by '...' ("" when there is none). */
export function descriptionSnippet(description: string | null | undefined, words = 5): string {
  const parts = (description ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  return `${parts.slice(0, words).join(" ")}...`;
}

/** Eight different emoji stand in for a dish photo while it loads or when there is none. */
export const DISH_EMOJI = ["🍛", "🍚", "🥘", "🍲", "🫓", "🥗", "🌶️", "🥭"] as const;

export function dishEmoji(index: number): string {
  return DISH_EMOJI[((index % DISH_EMOJI.length) + DISH_EMOJI.length) % DISH_EMOJI.length];
}
