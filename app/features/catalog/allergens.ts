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

/** What a dish (or a box of dishes) declares: the allergen keys it contains and may contain. */
export interface AllergenDeclaration {
  allergens: readonly string[];
  mayContainAllergens: readonly string[];
}

/**
 * The union of several dishes' declarations (a box): a key any dish contains is "contains", and
 * is then no longer listed under "may contain".
 */
export function combineAllergens(dishes: readonly AllergenDeclaration[]): { contains: string[]; mayContain: string[] } {
  const contains = new Set(dishes.flatMap((d) => d.allergens));
  const mayContain = new Set(dishes.flatMap((d) => d.mayContainAllergens).filter((key) => !contains.has(key)));
  return { contains: allergenLabels([...contains]), mayContain: allergenLabels([...mayContain]) };
}

/**
 * The allergen statement shown before purchase and at delivery, from labels:
 * "Contains: Milk, Mustard. May contain: Tree nuts." (null when nothing is declared).
 */
export function allergenStatement(contains: readonly string[], mayContain: readonly string[]): string | null {
  const parts = [
    contains.length ? `Contains: ${contains.join(", ")}.` : null,
    mayContain.length ? `May contain: ${mayContain.join(", ")}.` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}

/** The statement of dishes (one dish, or a box's): see allergenStatement. */
export function dishesAllergenStatement(dishes: readonly AllergenDeclaration[]): string | null {
  const { contains, mayContain } = combineAllergens(dishes);
  return allergenStatement(contains, mayContain);
}

/** Shown where a dish declares none of the 14, so silence is not read as a promise. */
export const NO_ALLERGENS_TEXT = "None of the 14 allergens declared.";
