import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The up and down arrows that move a row of an ordered admin list ("Move <name> up"). */
export function ReorderButtons({
  name,
  onUp,
  onDown,
  upDisabled,
  downDisabled,
  variant = "ghost",
  className,
}: {
  name: string;
  onUp: () => void;
  onDown: () => void;
  upDisabled: boolean;
  downDisabled: boolean;
  variant?: "ghost" | "outline";
  className?: string;
}) {
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="icon"
        className={className}
        aria-label={`Move ${name} up`}
        disabled={upDisabled}
        onClick={onUp}
      >
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant={variant}
        size="icon"
        className={className}
        aria-label={`Move ${name} down`}
        disabled={downDisabled}
        onClick={onDown}
      >
        <ArrowDown className="size-4" aria-hidden />
      </Button>
    </>
  );
}
