import { allergenStatement, NO_ALLERGENS_TEXT } from "~/features/catalog/public";
import { cn } from "~/lib/utils";

/** A line's (a box's) allergens, from labels: "Allergens: Contains: Milk. May contain: Tree nuts." */
export function LineAllergens({
  allergens,
  mayContain,
  className,
}: {
  allergens: string[];
  mayContain: string[];
  className?: string;
}) {
  const statement = allergenStatement(allergens, mayContain);
  return (
    <span className={cn("block text-xs", className)} data-testid="line-allergens">
      <span className="font-semibold">Allergens: </span>
      <span className={statement ? "text-red-800" : "text-muted"}>{statement ?? NO_ALLERGENS_TEXT}</span>
    </span>
  );
}
