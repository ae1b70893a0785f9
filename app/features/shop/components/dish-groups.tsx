import type * as React from "react";
import { formatPence } from "~/lib/money";
import { DISH_GROUPS, type GroupedDishes, type MenuDish } from "~/features/cart/public";
import { DishAllergens, DishName, DishThumb } from "~/features/cart/public";

/**
 * The four dish groups (rice, dal/legume, vegetable, main) with the empty-group text. `control`
 * renders what a dish row offers on the current tab (nothing, a pick button, a quantity).
 */
export function DishGroups({
  groups,
  control,
  showPrice = false,
  isSelected,
}: {
  groups: GroupedDishes;
  control?: (dish: MenuDish) => React.ReactNode;
  showPrice?: boolean;
  isSelected?: (dish: MenuDish) => boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      {DISH_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`}>
          <h3 id={`group-${group.key}`} className="text-brand-800 mb-2 text-sm font-bold tracking-wide uppercase">
            {group.label}
          </h3>
          {groups[group.key].length === 0 ? (
            <p className="text-muted rounded-md border border-dashed border-stone-300 p-3 text-sm">
              No dishes available in this category
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {groups[group.key].map((dish) => (
                <li
                  key={dish.id}
                  className={
                    isSelected?.(dish)
                      ? "border-brand-600 bg-brand-50 flex items-start gap-3 rounded-lg border-2 p-2"
                      : "flex items-start gap-3 rounded-lg border-2 border-stone-200 bg-white p-2"
                  }
                >
                  <DishThumb dish={dish} />
                  <div className="min-w-0 flex-1">
                    <DishName dish={dish} />
                    <p className="text-muted text-xs">
                      {[
                        dish.cuisine,
                        dish.dishType === "vegetarian" ? "Vegetarian" : null,
                        showPrice ? formatPence(dish.pricePence) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <DishAllergens dish={dish} />
                  </div>
                  {control ? <div className="shrink-0">{control(dish)}</div> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
