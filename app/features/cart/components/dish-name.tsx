import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { allergenLabels, dishesAllergenStatement, NO_ALLERGENS_TEXT } from "~/features/catalog/public";
import { cn } from "~/lib/utils";
import type { MenuDish } from "../menu";

/**
 * A dish name that opens its native name and description below it on a click, a tap or Enter /
 * Space (a disclosure button with aria-expanded): no hover, so touch screens reach it too.
 */
export function DishName({ dish }: { dish: MenuDish }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!dish.nativeName && !dish.description) return <span className="font-semibold">{dish.name}</span>;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="text-left font-semibold underline decoration-stone-400 decoration-dotted underline-offset-4"
      >
        {dish.name}
        <ChevronDown
          aria-hidden
          className={cn("ml-1 inline size-4 align-[-0.2em] transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={detailsId} hidden={!open} className="mt-1 mb-1 text-sm">
        {dish.nativeName ? <p className="font-semibold">{dish.nativeName}</p> : null}
        {dish.description ? <p className="text-muted">{dish.description}</p> : null}
      </div>
    </>
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
