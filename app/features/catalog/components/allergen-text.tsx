import { cn } from "~/lib/utils";
import { type AllergenDeclaration, dishesAllergenStatement, NO_ALLERGENS_TEXT } from "../allergens";

/**
 * The allergen statement of a dish or of a box's dishes, as text (never hover-only, so it reads
 * the same on touch screens): "Allergens: Contains: Milk. May contain: Tree nuts."
 */
export function AllergenText({
  dishes,
  label = "Allergens",
  className,
}: {
  dishes: readonly AllergenDeclaration[];
  label?: string;
  className?: string;
}) {
  const statement = dishesAllergenStatement(dishes);
  return (
    <p className={cn("text-xs", className)}>
      <span className="font-semibold">{label}: </span>
      <span className={statement ? "text-red-800" : "text-muted"}>{statement ?? NO_ALLERGENS_TEXT}</span>
    </p>
  );
}
