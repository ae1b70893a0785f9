import { Clock } from "lucide-react";
import { ANY_TIME, DELIVERY_WINDOW, DELIVERY_WINDOWS } from "~/features/orders/public";

const OPTIONS = [
  { value: ANY_TIME, label: "Any time" },
  ...DELIVERY_WINDOWS.map((window) => ({ value: window, label: DELIVERY_WINDOW[window].label })),
];

/**
 * When a delivery should arrive, asked for when the owner offers windows (Settings): "Any time"
 * or one of the windows, one to be chosen (the server says so when none is).
 */
export function DeliveryWindowChoice({
  name,
  defaultValue,
  errors,
  errorId,
}: {
  name: string;
  defaultValue?: string;
  errors?: string[];
  errorId: string;
}) {
  const error = errors?.[0];
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <Clock className="text-brand-700 size-5" aria-hidden /> Delivery window
      </legend>
      <p className="text-muted text-sm">When would you like your order to arrive on the day?</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 text-sm"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required
              defaultChecked={option.value === defaultValue}
              aria-invalid={error ? true : undefined}
              className="accent-brand-600 size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
