import { Badge } from "~/components/ui/badge";
import { ALLERGENS, allergenLabels } from "../allergens";
import { ALLERGEN_CHOICES, type AllergenChoice } from "./menu-schemas";

/**
 * The dish dialog's allergen matrix: one radio group per allergen (Contains / May contain / No),
 * posted as `allergen.<key>`. Native radios: Tab reaches each group, the arrow keys choose.
 */
export function AllergenMatrix({
  item,
  errors,
}: {
  item: { allergens: string[]; mayContainAllergens: string[] } | null;
  errors?: string[];
}) {
  const choiceOf = (key: string): AllergenChoice =>
    item?.allergens.includes(key) ? "contains" : item?.mayContainAllergens.includes(key) ? "may_contain" : "none";
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors?.length ? "allergen-matrix-error" : undefined}>
      <legend className="text-sm font-medium">Allergens (the 14 regulated allergens)</legend>
      <p className="text-muted text-xs">
        Contains: an ingredient of the dish. May contain: possible cross-contamination in the kitchen. Dietary labels
        (vegan, ...) go in Dietary info.
      </p>
      <div className="overflow-hidden rounded-md border border-stone-200 text-sm">
        <div
          aria-hidden
          className="grid grid-cols-[1fr_repeat(3,3.75rem)] gap-1 bg-stone-50 px-2 py-1.5 text-center text-xs font-semibold"
        >
          <span className="text-left">Allergen</span>
          {ALLERGEN_CHOICES.map((c) => (
            <span key={c.value}>{c.label}</span>
          ))}
        </div>
        {ALLERGENS.map((allergen) => (
          <div
            key={allergen.key}
            role="radiogroup"
            aria-labelledby={`allergen-${allergen.key}-label`}
            className="grid grid-cols-[1fr_repeat(3,3.75rem)] items-center gap-1 border-t border-stone-100 px-2 py-1"
          >
            <span id={`allergen-${allergen.key}-label`} className="leading-tight">
              {allergen.label}
            </span>
            {ALLERGEN_CHOICES.map((choice) => (
              <label key={choice.value} className="flex min-h-8 cursor-pointer items-center justify-center">
                <input
                  type="radio"
                  name={`allergen.${allergen.key}`}
                  value={choice.value}
                  defaultChecked={choiceOf(allergen.key) === choice.value}
                  className="accent-brand-600 size-4"
                />
                <span className="sr-only">{choice.label}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
      {errors?.length ? (
        <p id="allergen-matrix-error" className="text-sm text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The dish card's small allergen badges: contains in red, may contain muted. */
export function AllergenBadges({ allergens, mayContain }: { allergens: string[]; mayContain: string[] }) {
  if (!allergens.length && !mayContain.length) return null;
  return (
    <p className="flex flex-wrap gap-1.5" aria-label="Allergens">
      {allergenLabels(allergens).map((label) => (
        <Badge key={label} variant="danger">
          {label}
        </Badge>
      ))}
      {allergenLabels(mayContain).map((label) => (
        <Badge key={label} variant="muted">
          May contain {label.toLowerCase()}
        </Badge>
      ))}
    </p>
  );
}
