import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatPence, formatPenceShort } from "~/lib/money";
import { QuantityStepper } from "./quantity-stepper";

/**
 * Quantity (never below 1), the weekly-subscription option (when offered) and Add to Order for a
 * box: `onAdd` gets the chosen quantity and option, which then start again (one box, one-off).
 */
export function BoxOptions({
  label,
  unitPricePence,
  subscriptionDiscountPence,
  canAdd,
  onAdd,
}: {
  label: string;
  unitPricePence: number;
  /** null: the weekly option is not offered (the back-office's one-off orders). */
  subscriptionDiscountPence: number | null;
  canAdd: boolean;
  onAdd: (choice: { quantity: number; isSubscription: boolean }) => void;
}) {
  const id = useId();
  const [quantity, onQuantity] = useState(1);
  const [subscription, onSubscription] = useState(false);
  const add = () => {
    onAdd({ quantity, isSubscription: subscription });
    onQuantity(1);
    onSubscription(false);
  };
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-semibold">{formatPence(unitPricePence)} per box</span>
        <QuantityStepper value={quantity} onChange={onQuantity} min={1} label={label} />
      </div>
      {subscriptionDiscountPence === null ? null : (
        <div className="flex items-start gap-2">
          <input
            id={`${id}-sub`}
            type="checkbox"
            className="accent-brand-600 mt-1 size-4"
            checked={subscription}
            onChange={(e) => onSubscription(e.target.checked)}
          />
          <label htmlFor={`${id}-sub`} className="text-sm">
            <span className="font-semibold">Weekly subscription</span>
            {subscriptionDiscountPence > 0
              ? ` (save ${formatPenceShort(subscriptionDiscountPence)} on every weekly order)`
              : null}
          </label>
        </div>
      )}
      <Button type="button" size="lg" disabled={!canAdd} onClick={add}>
        Add to Order · {formatPence(unitPricePence * quantity)}
      </Button>
    </div>
  );
}
