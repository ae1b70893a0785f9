import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "~/components/ui/button";

type Look = { variant: "ghost" | "outline"; className?: string };

/** One arrow: "Move <name> up" or "… down". */
function MoveButton({
  name,
  direction,
  disabled,
  onClick,
  variant,
  className,
}: Look & { name: string; direction: "up" | "down"; disabled: boolean; onClick: () => void }) {
  const Arrow = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Button
      type="button"
      variant={variant}
      size="icon"
      className={className}
      aria-label={`Move ${name} ${direction}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Arrow className="size-4" aria-hidden />
    </Button>
  );
}

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
  const look = { variant, className };
  return (
    <>
      <MoveButton name={name} direction="up" disabled={upDisabled} onClick={onUp} {...look} />
      <MoveButton name={name} direction="down" disabled={downDisabled} onClick={onDown} {...look} />
    </>
  );
}

/**
 * The small arrows of a row that sits between `previous` and `next` (none at an end of the list):
 * `move` swaps it with the neighbour; both are disabled while `busy`.
 */
export function MoveArrows<T>({
  name,
  previous,
  next,
  busy,
  move,
  variant,
  className = "size-8",
}: {
  name: string;
  previous: T | undefined;
  next: T | undefined;
  busy: boolean;
  move: (neighbour: T) => void;
  variant?: "ghost" | "outline";
  className?: string;
}) {
  return (
    <ReorderButtons
      name={name}
      variant={variant}
      className={className}
      upDisabled={!previous || busy}
      downDisabled={!next || busy}
      onUp={() => previous && move(previous)}
      onDown={() => next && move(next)}
    />
  );
}

/**
 * What a row of a list that may be reordered (`reorderable`) is given: its `previous` and `next`
 * rows (none when the list cannot be reordered) and `reorderable`.
 */
export function neighbours<T>(rows: readonly T[], index: number, reorderable: boolean) {
  return {
    previous: reorderable ? rows[index - 1] : undefined,
    next: reorderable ? rows[index + 1] : undefined,
    reorderable,
  };
}
