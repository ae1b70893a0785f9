import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { allergenLabels, dishesAllergenStatement, NO_ALLERGENS_TEXT } from "~/features/catalog/public";
import type { MenuDish } from "../menu";

/** A dish name whose tooltip (hover or keyboard focus) shows the native name and description. */
export function DishName({ dish }: { dish: MenuDish }) {
  const hasDetails = Boolean(dish.nativeName || dish.description);
  if (!hasDetails) return <span className="font-semibold">{dish.name}</span>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="cursor-help text-left font-semibold underline decoration-stone-400 decoration-dotted underline-offset-4"
        >
          {dish.name}
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {dish.nativeName ? <p className="font-semibold">{dish.nativeName}</p> : null}
        {dish.description ? <p className="mt-1 text-stone-200">{dish.description}</p> : null}
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * A dish's allergens behind a tap (or Enter): a native disclosure, so touch screens, keyboards
 * and screen readers reach it without hover. The summary names what the dish contains.
 */
export function DishAllergens({ dish }: { dish: MenuDish }) {
  const contains = allergenLabels(dish.allergens);
  return (
    <details className="group mt-0.5 text-xs">
      <summary className="text-brand-800 w-fit cursor-pointer font-semibold underline-offset-2 hover:underline">
        <span className="sr-only">{dish.name}: </span>Allergens
        {contains.length ? <span className="font-normal text-red-800"> ({contains.join(", ")})</span> : null}
      </summary>
      <p className="mt-1">{dishesAllergenStatement([dish]) ?? NO_ALLERGENS_TEXT}</p>
    </details>
  );
}

export function DishThumb({ dish }: { dish: MenuDish }) {
  if (!dish.imageUrl) {
    return (
      <span aria-hidden className="bg-brand-50 flex size-14 shrink-0 items-center justify-center rounded-md text-2xl">
        🍛
      </span>
    );
  }
  return (
    <img
      src={dish.imageUrl}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="bg-brand-50 size-14 shrink-0 rounded-md object-cover"
    />
  );
}
