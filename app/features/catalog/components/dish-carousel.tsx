import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatPence } from "~/lib/money";
import { DishImage } from "./dish-image";

export interface CarouselDish {
  id: string;
  name: string;
  nativeName: string | null;
  imageUrl: string | null;
  pricePence: number;
  cuisine: string | null;
}

/**
 * The week's dishes: 2, 3 or 4 per view by screen width, looping, swipeable (Embla) and operable
 * by keyboard (arrow keys on the carousel, or the previous/next buttons).
 */
export function DishCarousel({ dishes, label }: { dishes: CarouselDish[]; label: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      className="relative rounded-xl"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {dishes.map((dish, index) => (
            <li
              key={dish.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${dishes.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 md:basis-1/3 lg:basis-1/4"
            >
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
                <DishImage url={dish.imageUrl} index={index} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <h3 className="text-base leading-tight font-semibold">{dish.name}</h3>
                  {dish.nativeName ? <p className="text-sm text-muted">{dish.nativeName}</p> : null}
                  <p className="mt-auto pt-1 text-sm font-semibold text-brand-700">
                    {dish.cuisine ? `${dish.cuisine} · ` : ""}
                    {formatPence(dish.pricePence)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        <p className="sr-only" aria-live="polite">
          {`Showing from dish ${selected + 1} of ${dishes.length}`}
        </p>
        <Button type="button" variant="outline" size="icon" aria-label="Previous dishes" onClick={previous}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Next dishes" onClick={next}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
