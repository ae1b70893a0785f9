/**
 * The 14 allergens UK food law requires a business to declare (FSA: allergen guidance for food
 * businesses), in the order the FSA lists them. Stored by key on each dish: `allergens` (the dish
 * contains it) and `mayContainAllergens` (cross-contamination is possible). Dietary labels
 * (vegetarian, vegan, ...) are separate (`dietaryInfo`).
 */
export const ALLERGENS = [
  { key: "celery", label: "Celery" },
  { key: "gluten", label: "Cereals containing gluten" },
  { key: "crustaceans", label: "Crustaceans" },
  { key: "eggs", label: "Eggs" },
  { key: "fish", label: "Fish" },
  { key: "lupin", label: "Lupin" },
  { key: "milk", label: "Milk" },
  { key: "molluscs", label: "Molluscs" },
  { key: "mustard", label: "Mustard" },
  { key: "tree_nuts", label: "Tree nuts" },
  { key: "peanuts", label: "Peanuts" },
  { key: "sesame", label: "Sesame" },
  { key: "soya", label: "Soya" },
  { key: "sulphites", label: "Sulphur dioxide/sulphites" },
] as const;

export type AllergenKey = (typeof ALLERGENS)[number]["key"];

export const ALLERGEN_KEYS: readonly AllergenKey[] = ALLERGENS.map((a) => a.key);

const LABELS = new Map<string, string>(ALLERGENS.map((a) => [a.key, a.label]));

/** "Milk, Mustard" in the FSA's order; unknown keys are left out. */
export function allergenLabels(keys: readonly string[]): string[] {
  return ALLERGEN_KEYS.filter((key) => keys.includes(key)).map((key) => LABELS.get(key)!);
}
