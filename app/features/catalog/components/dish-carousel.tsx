import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { formatPence } from "~/lib/money";
import { DishCard } from "./dish-image";

export interface CarouselDish {
  id: string;
  name: string;
  nativeName: string | null;
  imageUrl: string | null;
  pricePence: number;
  cuisine: string | null;
}

/**
 * The week's dishes: 2, 3 or 4 per view by screen width. A native scroll-snap track (touch swipe
 * and trackpad for free, works before hydration, no carousel library on the home page's
 * critical path); the previous/next buttons and the arrow keys move one dish and wrap around at
 * either end, so the carousel loops.
 */
export function DishCarousel({ dishes, label }: { dishes: CarouselDish[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);

  function move(direction: 1 | -1) {
    const el = track.current;
    if (!el) return;
    const step = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
    const max = el.scrollWidth - el.clientWidth;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduceMotion ? "auto" : "smooth";
    // Within a third of a dish of either end counts as there (snapping and rounding).
    const slack = Math.max(4, step / 3);
    if (direction === 1 && el.scrollLeft >= max - slack) el.scrollTo({ left: 0, behavior });
    else if (direction === -1 && el.scrollLeft <= slack) el.scrollTo({ left: max, behavior });
    else el.scrollBy({ left: direction * step, behavior });
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  }

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={track}
        tabIndex={0}
        aria-label={`${label}: use the arrow keys to scroll`}
        onKeyDown={onKeyDown}
        className="-mx-2 flex snap-x snap-mandatory [scrollbar-width:thin] overflow-x-auto overscroll-x-contain rounded-xl pb-2"
      >
        {dishes.map((dish, index) => (
          <li
            key={dish.id}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${dishes.length}: ${dish.name}`}
            className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start px-2 md:basis-1/3 lg:basis-1/4"
          >
            <DishCard url={dish.imageUrl} index={index} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw">
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="text-base leading-tight font-semibold">{dish.name}</h3>
                {dish.nativeName ? <p className="text-muted text-sm">{dish.nativeName}</p> : null}
                <p className="text-brand-700 mt-auto pt-1 text-sm font-semibold">
                  {dish.cuisine ? `${dish.cuisine} · ` : ""}
                  {formatPence(dish.pricePence)}
                </p>
              </div>
            </DishCard>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-end gap-2">
        <Button type="button" variant="outline" size="icon" aria-label="Previous dish" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Next dish" onClick={() => move(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
