import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/**
 * A code typed in the checkout's summary: a promo code (decision 042) or a gift card (decision 046),
 * applied here and priced by the server with the rest of the order; the checkout form carries the
 * applied code. Its own small form, so Enter applies the code rather than placing the order.
 */
export function CodeField({
  id,
  label,
  applied,
  problem,
  appliedText,
  onApply,
}: {
  id: string;
  label: string;
  applied: string | null;
  /** Why the applied code does not hold (the server's words). */
  problem: string | null;
  /** What the held code does, in words. */
  appliedText: React.ReactNode;
  onApply: (code: string | null) => void;
}) {
  const [typed, setTyped] = useState(applied ?? "");
  if (applied && !problem)
    return (
      <div className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-emerald-900">
        <p role="status">{appliedText}</p>
        <Button type="button" variant="link" size="sm" onClick={() => onApply(null)}>
          Remove<span className="sr-only"> {label.toLowerCase()}</span>
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
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name={id}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          onChange={(event) => setTyped(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline">
          Apply<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
