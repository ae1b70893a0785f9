import { MapPin, MapPinOff, Store, Truck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import {
  collectionDay,
  hoursOn,
  pointAddress,
  pointsOpenOn,
  type CollectionPointOffer,
} from "~/features/delivery/public";
import { formatLongDate, isIsoDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { Fulfilment } from "~/features/cart/public";

const CHOICES: Array<{ value: Fulfilment; label: string; hint: string; Icon: typeof Truck }> = [
  { value: "delivery", label: "Delivery", hint: "To your door in our delivery area", Icon: Truck },
  { value: "collection", label: "Collection", hint: "Collect it from us: no shipping cost", Icon: Store },
];

/** Delivery or collection: two radio cards; changing it re-prices the order. */
export function FulfilmentChoice({
  value,
  onChange,
  disabled,
}: {
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-4 text-xl font-semibold">Delivery or Collection</legend>
      {CHOICES.map(({ value: choice, label, hint, Icon }) => (
        <label
          key={choice}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors",
            value === choice ? "border-brand-600 bg-brand-50 ring-brand-200 ring-2" : "border-stone-300 bg-white",
          )}
        >
          <input
            type="radio"
            name="fulfilment"
            value={choice}
            checked={value === choice}
            disabled={disabled}
            onChange={() => onChange(choice)}
            className="accent-brand-600 mt-1 size-4"
          />
          <Icon className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden />
          <span className="flex flex-col">
            <span className="font-semibold">{label}</span>
            <span className="text-muted text-sm">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The collection points offered for the order's date: those with hours on its day (Saturday or
 * Sunday), each with its address, hours and instructions. One radio per point; the first is
 * chosen until the customer picks another.
 */
export function CollectionPointChoice({
  points,
  date,
  name,
  defaultValue,
  errors,
  errorId,
}: {
  points: CollectionPointOffer[];
  date: string | null;
  name: string;
  defaultValue?: string;
  errors?: string[];
  errorId: string;
}) {
  const day = collectionDay(date);
  const offered = day ? pointsOpenOn(points, date) : points;
  const chosen = offered.some((p) => p.id === defaultValue) ? defaultValue : offered[0]?.id;
  const error = errors?.[0];
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-4 text-xl font-semibold">Collection Point</legend>
      {offered.length === 0 ? (
        <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          {points.length === 0
            ? "Collection is not available at the moment. Please choose delivery."
            : `No collection point is open on ${date && isIsoDate(date) ? formatLongDate(date) : "that day"}. Please go back to your order to pick another date, or choose delivery.`}
        </p>
      ) : (
        offered.map((point) => (
          <label
            key={point.id}
            className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-4"
          >
            <input
              type="radio"
              name={name}
              value={point.id}
              defaultChecked={point.id === chosen}
              className="accent-brand-600 mt-1 size-4"
            />
            <span className="flex flex-col gap-1 text-sm">
              <span className="flex items-center gap-1.5 text-base font-semibold">
                <MapPin className="text-brand-700 size-4" aria-hidden />
                {point.name}
              </span>
              <span>{pointAddress(point)}</span>
              <span data-testid="collection-hours">
                <span className="font-semibold">Collection hours:</span>{" "}
                {day
                  ? `${day} ${hoursOn(point, date)}`
                  : [
                      point.saturdayHours && `Saturday ${point.saturdayHours}`,
                      point.sundayHours && `Sunday ${point.sundayHours}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
              </span>
              {point.instructions ? <span className="text-muted">{point.instructions}</span> : null}
            </span>
          </label>
        ))
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A delivery refused because the postcode is outside the delivery area, with collection offered instead. */
export function OutsideAreaNotice({
  title,
  message,
  onCollect,
  canCollect,
}: {
  title: string;
  message: string;
  onCollect: () => void;
  canCollect: boolean;
}) {
  // Shown after a submit (the customer is at the button): bring it into view beside the postcode.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [message]);
  return (
    <div
      ref={ref}
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        <MapPinOff className="size-5 shrink-0" aria-hidden /> {title}
      </p>
      <p>{message}</p>
      {canCollect ? (
        <Button type="button" variant="secondary" className="self-start" onClick={onCollect}>
          Collect your order instead
        </Button>
      ) : null}
    </div>
  );
}
