import { Minus, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";

/** − n + with accessible names; never below `min`. */
export function QuantityStepper({
  value,
  onChange,
  min,
  max = 99,
  label,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max?: number;
  label: string;
  disabled?: boolean;
}) {
  return (
    <div className="inline-flex items-center gap-1" role="group" aria-label={`Quantity of ${label}`}>
      <StepButton
        label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Minus aria-hidden className="size-4" />
      </StepButton>
      <output className="w-8 text-center font-semibold tabular-nums" aria-live="polite">
        {value}
      </output>
      <StepButton
        label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden className="size-4" />
      </StepButton>
    </div>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-9"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
