import { ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";

/**
 * On a small screen the order summary is far below the menu: this bar stays at the bottom of the
 * screen with the basket's boxes and total and leads to the summary (a link: keyboard and screen
 * readers reach it like any other). It is the builder's last element and sticky, not fixed, so it
 * takes its own room at the end of the builder: nothing stays hidden under it, and it never covers
 * what follows the builder. Hidden (keeping its room) while the summary is on screen.
 */
export function BasketBar({ boxes, totalPence, summaryId }: { boxes: number; totalPence: number; summaryId: string }) {
  const [summaryShown, setSummaryShown] = useState(false);
  useEffect(() => {
    const summary = document.getElementById(summaryId);
    if (!summary || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setSummaryShown(entry.isIntersecting));
    observer.observe(summary);
    return () => observer.disconnect();
  }, [summaryId]);

  return (
    <div
      data-testid="basket-bar"
      className={cn(
        "sticky bottom-0 z-20 -mx-4 mt-6 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden",
        summaryShown && "invisible",
      )}
    >
      <a
        href={`#${summaryId}`}
        className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 flex items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span className="flex items-center gap-2">
          <ShoppingBag aria-hidden className="size-5" />
          {boxes} {boxes === 1 ? "box" : "boxes"} · {formatPence(totalPence)}
        </span>
        <span>View order</span>
      </a>
    </div>
  );
}
