import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/**
 * The summary's promo code (decision 042): typed and applied here, priced by the server with the
 * rest of the order; the checkout form carries the applied code. Its own small form, so Enter
 * applies the code rather than placing the order.
 */
export function PromoCodeField({
  applied,
  problem,
  discountLabel,
  onApply,
}: {
  applied: string | null;
  /** Why the applied code does not hold (the server's words). */
  problem: string | null;
  /** What the held code takes off, when it holds. */
  discountLabel: string | null;
  onApply: (code: string | null) => void;
}) {
  const [typed, setTyped] = useState(applied ?? "");
  if (applied && !problem)
    return (
      <div className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-emerald-900">
        <p role="status">
          Code <strong>{applied.toUpperCase()}</strong> applied{discountLabel ? `: ${discountLabel} off` : ""}
        </p>
        <Button type="button" variant="link" size="sm" onClick={() => onApply(null)}>
          Remove
        </Button>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(typed.trim() || null);
      }}
    >
      <Label htmlFor="promo-code">Promo code</Label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          name="promo-code"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          onChange={(event) => setTyped(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "promo-code-error" : undefined}
        />
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </div>
      {problem ? (
        <p id="promo-code-error" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
