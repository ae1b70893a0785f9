import { useState } from "react";
import { Button } from "~/components/ui/button";
import { AllergenText, dishCountText } from "~/features/catalog/public";
import { cn } from "~/lib/utils";
import type { CartLine, Variant } from "~/features/cart/public";
import {
  boxUnitPrice,
  customChoices,
  DISH_GROUPS,
  fixedBox,
  fixedChoices,
  pickChoices,
  type BoxOffer,
  type DishGroup,
  type GroupedDishes,
  type OrderingMenu,
} from "~/features/cart/public";
import { BoxOptions } from "./box-options";
import { DishGroups } from "./dish-groups";
import { QuantityStepper } from "./quantity-stepper";
import { newLineId } from "~/features/cart/public";

interface TabProps {
  menu: OrderingMenu;
  variant: Variant;
  /** null: no weekly subscription is offered. */
  subscriptionDiscountPence: number | null;
  onAdd: (line: CartLine) => void;
}

const EMPTY_GROUPS: GroupedDishes = { rice: [], dal: [], vegetable: [], main: [] };

/** A box type's tab: a fixed box of one cuisine's dishes, or one pick per dish group. */
export function BoxTab(props: TabProps & { box: BoxOffer; cuisine: string | null }) {
  return props.box.kind === "fixed" ? <FixedBoxTab {...props} /> : <PickBoxTab {...props} />;
}

function FixedBoxTab({
  box,
  menu,
  variant,
  cuisine,
  subscriptionDiscountPence,
  onAdd,
}: TabProps & { box: BoxOffer; cuisine: string | null }) {
  const fixed = cuisine ? fixedBox(menu, cuisine, variant) : null;
  const groups = cuisine ? fixedChoices(menu, cuisine, variant) : EMPTY_GROUPS;
  // The box holds the first dish of each group: show exactly those.
  const shown = fixed ? (Object.fromEntries(DISH_GROUPS.map((g, i) => [g.key, [fixed[i]]])) as GroupedDishes) : groups;
  return (
    <div>
      <p className="text-muted mb-4">
        {box.description ?? "The weekend's dishes of one cuisine: rice, dal, a vegetable dish and a main."} From our{" "}
        {cuisine ?? "weekend's"} menu, with {variant === "vegetarian" ? "a vegetarian main" : "a meat or fish main"} (
        {dishCountText(box.dishCount)} per box).
      </p>
      <DishGroups groups={shown} />
      {fixed ? (
        <AllergenText dishes={fixed} label="This box's allergens" className="mt-4 rounded-md bg-white p-3 text-sm" />
      ) : null}
      <BoxOptions
        label={box.name}
        unitPricePence={boxUnitPrice(box, variant)}
        subscriptionDiscountPence={subscriptionDiscountPence}
        canAdd={Boolean(fixed && cuisine)}
        onAdd={(choice) => {
          if (cuisine)
            onAdd({ id: newLineId(), type: "box", boxTypeId: box.id, variant, cuisine, dishIds: [], ...choice });
        }}
      />
    </div>
  );
}

function PickBoxTab({ box, menu, variant, subscriptionDiscountPence, onAdd }: TabProps & { box: BoxOffer }) {
  const [picked, setPicked] = useState<Partial<Record<DishGroup, string>>>({});
  const groups = pickChoices(menu, variant);
  // A pick that the variant (or another weekend's menu) no longer allows is not a pick.
  const valid = Object.fromEntries(
    DISH_GROUPS.map((g) => [g.key, groups[g.key].some((d) => d.id === picked[g.key]) ? picked[g.key] : undefined]),
  ) as Partial<Record<DishGroup, string>>;
  const complete = DISH_GROUPS.every((g) => valid[g.key]);
  return (
    <div>
      <p className="text-muted mb-4">
        {box.description ? `${box.description} ` : ""}Pick one dish in each category from the whole menu of the weekend
        ({dishCountText(box.dishCount)} per box).
      </p>
      <DishGroups
        groups={groups}
        isSelected={(dish) => valid[dish.group] === dish.id}
        control={(dish) => {
          const selected = valid[dish.group] === dish.id;
          return (
            <ChoiceButton
              selected={selected}
              label={`Pick ${dish.name}`}
              onClick={() => setPicked((p) => ({ ...p, [dish.group]: selected ? undefined : dish.id }))}
              texts={["Picked", "Pick"]}
            />
          );
        }}
      />
      <p role="status" className={cn("mt-4 font-semibold", complete ? "text-green-800" : "text-brand-800")}>
        {complete ? "You have picked 1 dish in each category" : "Please pick a dish in each category"}
      </p>
      <BoxOptions
        label={box.name}
        unitPricePence={boxUnitPrice(box, variant)}
        subscriptionDiscountPence={subscriptionDiscountPence}
        canAdd={complete}
        onAdd={(choice) => {
          if (!complete) return;
          const dishIds = DISH_GROUPS.map((g) => valid[g.key]!);
          onAdd({ id: newLineId(), type: "box", boxTypeId: box.id, variant, cuisine: null, dishIds, ...choice });
          setPicked({});
        }}
      />
    </div>
  );
}

export function CustomTab({
  menu,
  variant,
  onAdd,
  cateringText,
}: Omit<TabProps, "subscriptionDiscountPence"> & { cateringText: string }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const groups = customChoices(menu, variant);
  const visible = new Set(DISH_GROUPS.flatMap((g) => groups[g.key].map((d) => d.id)));
  const chosen = menu.dishes.filter((d) => visible.has(d.id) && (quantities[d.id] ?? 0) > 0);
  const subtotal = chosen.reduce((sum, d) => sum + d.pricePence * quantities[d.id], 0);
  const portions = chosen.reduce((n, d) => n + quantities[d.id], 0);
  return (
    <div>
      <p className="text-muted mb-4">Choose any dishes of the weekend, each with its own quantity. {cateringText}</p>
      <DishGroups
        groups={groups}
        showPrice
        isSelected={(dish) => (quantities[dish.id] ?? 0) > 0}
        control={(dish) => {
          const qty = quantities[dish.id] ?? 0;
          const selected = qty > 0;
          return (
            <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
              <ChoiceButton
                selected={selected}
                label={`Add ${dish.name}`}
                onClick={() => setQuantities((q) => ({ ...q, [dish.id]: selected ? 0 : 1 }))}
                texts={["Added", "Add"]}
              />
              <QuantityStepper
                value={qty}
                min={0}
                max={500}
                label={dish.name}
                disabled={!selected}
                onChange={(n) => setQuantities((q) => ({ ...q, [dish.id]: n }))}
              />
            </div>
          );
        }}
      />
      <div className="mt-6 flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <p className="font-semibold">
          {portions} {portions === 1 ? "portion" : "portions"} selected
        </p>
        <Button
          type="button"
          size="lg"
          disabled={subtotal <= 0}
          onClick={() => {
            if (subtotal <= 0) return;
            onAdd({
              id: newLineId(),
              type: "custom",
              items: chosen.map((d) => ({ dishId: d.id, quantity: quantities[d.id] })),
              isSubscription: false,
            });
            setQuantities({});
          }}
        >
          Add to Order
        </Button>
      </div>
    </div>
  );
}

/** A dish's pressed-or-not button (Pick, Add), saying which it is. */
function ChoiceButton({
  selected,
  label,
  onClick,
  texts,
}: {
  selected: boolean;
  label: string;
  onClick: () => void;
  texts: [selected: string, unselected: string];
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={selected ? "default" : "outline"}
      aria-pressed={selected}
      aria-label={label}
      onClick={onClick}
    >
      {selected ? texts[0] : texts[1]}
    </Button>
  );
}
