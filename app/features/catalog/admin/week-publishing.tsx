import { ConfirmButton } from "~/components/admin/confirm-button";
import { Button } from "~/components/ui/button";
import type { PlannedWeek } from "./week-publishing.server";

const ordersText = (n: number) => (n === 1 ? "1 order is" : `${n} orders are`);

/**
 * Publish (a draft) or Unpublish (a published weekend, asking first when orders were placed for
 * it: they stay booked, but nothing new is sold for it).
 */
export function PublishButton({
  week,
  busy,
  onPost,
}: {
  week: PlannedWeek;
  busy: boolean;
  onPost: (intent: "publish" | "unpublish") => void;
}) {
  const label = <span className="sr-only"> {week.weekLabel}</span>;
  if (!week.isActive)
    return (
      <Button type="button" size="sm" disabled={busy} onClick={() => onPost("publish")}>
        Publish{label}
      </Button>
    );
  const button = (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={week.ordersPlaced ? undefined : () => onPost("unpublish")}
    >
      Unpublish{label}
    </Button>
  );
  if (!week.ordersPlaced) return button;
  return (
    <ConfirmButton
      title={`Unpublish ${week.weekLabel}?`}
      description={`${ordersText(week.ordersPlaced)} placed for this weekend: they stay booked and are delivered as ordered. Unpublishing takes its menu off the website and the order page, and subscribers due that weekend get no box (and are not charged) unless you publish it again before orders close.`}
      confirmLabel="Unpublish"
      onConfirm={() => onPost("unpublish")}
      trigger={button}
    />
  );
}

/** What publishing means for the weekend now, in plain words, and what its menu still lacks. */
export function PublishingState({ week }: { week: PlannedWeek }) {
  const state = week.isActive
    ? `Published: its menu is on the website and customers can order it.${week.ordersPlaced ? ` ${ordersText(week.ordersPlaced)} placed.` : ""}`
    : week.gaps.length
      ? "Draft: customers cannot see it. Before it can be published:"
      : "Draft: customers cannot see it yet. Its menu fills every box: publish it when you are ready.";
  return (
    <div className="border-t border-stone-200 px-4 py-3 text-sm">
      <p className={week.isActive ? "text-stone-700" : "text-muted"}>
        {state}
        {week.isActive && week.gaps.length ? " Its menu now lacks dishes its boxes need:" : null}
      </p>
      {week.gaps.length ? (
        <ul className={`mt-1 list-disc pl-5 ${week.isActive ? "text-red-700" : "text-stone-700"}`}>
          {week.gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
