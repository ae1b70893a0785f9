import { ChevronDown, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { AllergenText } from "~/features/catalog/public";
import { formatLongDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import type { OrderPricing } from "~/features/cart/public";
import type { ResolvedLine } from "~/features/cart/public";
import { QuantityStepper } from "./quantity-stepper";

/** Discounts are shown in brackets: (£6.00). */
const bracketed = (pence: number) => `(${formatPence(pence)})`;

export function OrderSummary({
  lines,
  pricing,
  restored,
  deliveryDate,
  fulfilment,
  onQuantity,
  onSubscription,
  notice,
  onRemove,
  onClear,
  onContinue,
  dateError,
  sizeProblem,
}: {
  lines: ResolvedLine[];
  pricing: OrderPricing;
  restored: boolean;
  deliveryDate: string | null;
  fulfilment: "delivery" | "collection";
  onQuantity: (id: string, quantity: number) => void;
  /** Absent: lines cannot be made weekly (the back-office's one-off orders). */
  onSubscription?: (id: string, on: boolean) => void;
  notice: string | null;
  onRemove: (id: string) => void;
  onClear: () => void;
  onContinue: () => void;
  dateError: string | null;
  /** Why the order is larger than the shop accepts (Continue waits until it is not). */
  sizeProblem: string | null;
}) {
  return (
    <section
      id="order-summary"
      aria-labelledby="order-summary-title"
      aria-busy={!restored}
      // The basket bar's and the "View your order" links land here: focus follows, below the header.
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-4 shadow-sm focus:outline-none sm:p-5"
    >
      <h2 id="order-summary-title" className="text-xl font-semibold">
        Order Summary
      </h2>
      {/* Hidden (not removed) until the stored cart is restored, so restoring shifts nothing visible. */}
      <div className={cn("mt-4 flex flex-col gap-4", !restored && "invisible")}>
        <p role="status" className={cn("text-brand-800 text-sm font-semibold", !notice && "hidden")}>
          {notice}
        </p>
        {lines.length === 0 ? (
          <p className="text-muted text-sm">Your order is empty. Add a box or some dishes to get started.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200">
            {lines.map((line) => (
              <SummaryLine
                key={line.id}
                line={line}
                onQuantity={onQuantity}
                onSubscription={onSubscription}
                onRemove={onRemove}
              />
            ))}
          </ul>
        )}

        <dl className="flex flex-col gap-1.5 border-t border-stone-200 pt-3 text-sm">
          <Row label="Subtotal" value={formatPence(pricing.subtotalPence)} />
          {pricing.shippingPence > 0 ? <Row label="Shipping Cost" value={formatPence(pricing.shippingPence)} /> : null}
          {fulfilment === "collection" ? <Row label="Collection" value="No shipping" /> : null}
          {pricing.discountPence > 0 ? (
            <Row label="Discounts" value={bracketed(pricing.discountPence)} className="text-green-800" />
          ) : null}
          <Row label="Total Order" value={formatPence(pricing.totalPence)} className="text-base font-bold" />
        </dl>
        <dl className="bg-brand-50 grid grid-cols-3 gap-2 rounded-lg p-3 text-center text-xs">
          <Stat label="Total boxes" value={String(pricing.boxes)} />
          <Stat label="Total servings" value={String(pricing.servings)} />
          <Stat label="Cost per serving" value={formatPence(pricing.costPerServingPence)} />
        </dl>

        <div className="flex flex-col gap-1 text-sm">
          <p>
            <span className="font-semibold">{fulfilment === "collection" ? "Collection date" : "Delivery date"}: </span>
            {deliveryDate ? formatLongDate(deliveryDate) : "not picked yet"}
          </p>
          {dateError ? (
            <p id="delivery-date-error" className="text-red-700" role="alert">
              {dateError}
            </p>
          ) : null}
        </div>

        {sizeProblem ? (
          <p id="order-size-problem" role="alert" className="text-sm text-red-700">
            {sizeProblem}
          </p>
        ) : null}
        <Button
          type="button"
          size="lg"
          disabled={pricing.subtotalPence <= 0 || Boolean(sizeProblem)}
          aria-describedby={sizeProblem ? "order-size-problem" : undefined}
          onClick={onContinue}
        >
          Continue
        </Button>
        {lines.length > 0 || deliveryDate ? (
          <Button type="button" variant="ghost" size="sm" className="text-muted self-center" onClick={onClear}>
            Clear order
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-4", className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-muted">{label}</dt>
      <dd className="text-brand-900 text-base font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function SummaryLine({
  line,
  onQuantity,
  onSubscription,
  onRemove,
}: {
  line: ResolvedLine;
  onQuantity: (id: string, quantity: number) => void;
  /** Absent: lines cannot be made weekly (the back-office's one-off orders). */
  onSubscription?: (id: string, on: boolean) => void;
  onRemove: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const isBox = line.type !== "custom";
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{line.label}</p>
          <p className="text-muted text-xs">
            {isBox
              ? `${line.quantity} × ${formatPence(line.unitPricePence)}`
              : `${line.items.reduce((n, i) => n + i.quantity, 0)} portions`}
          </p>
          {isBox ? <p className="text-muted mt-0.5 text-xs">{line.items.map((i) => i.name).join(" · ")}</p> : null}
          <AllergenText dishes={line.items} className="mt-0.5" />
        </div>
        <div className="flex items-center gap-1">
          <span className="font-semibold tabular-nums">{formatPence(line.lineTotalPence)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${line.label}`}
            onClick={() => onRemove(line.id)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      {isBox ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper value={line.quantity} min={1} label={line.label} onChange={(n) => onQuantity(line.id, n)} />
          {onSubscription ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-brand-600 size-4"
                checked={line.isSubscription}
                onChange={(e) => onSubscription(line.id, e.target.checked)}
              />
              Subscription active
            </label>
          ) : null}
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            View Details
            <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
          <ul id={detailsId} hidden={!open} className="mt-2 flex flex-col gap-1 text-sm">
            {line.items.map((item) => (
              <li key={item.menuItemId} className="flex justify-between gap-2">
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span className="tabular-nums">{formatPence(item.totalPence)}</span>
              </li>
            ))}
            {line.discountPence > 0 ? (
              <li className="flex justify-between gap-2 text-green-800">
                <span>Catering discount</span>
                <span className="tabular-nums">{bracketed(line.discountPence)}</span>
              </li>
            ) : null}
          </ul>
        </div>
      )}
    </li>
  );
}
