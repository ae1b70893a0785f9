import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";

const cue =
  "pointer-events-none absolute inset-y-0 w-8 from-stone-900/15 to-transparent transition-[opacity,visibility] duration-150 print:hidden";

/**
 * Content wider than the screen (a table, a strip of tabs) scrolls sideways inside this box rather
 * than widening the page. A shaded edge shows on each side where more is hidden. With `reveal` (a
 * selector), the matching element is scrolled into the box's view whenever `revealKey` changes.
 *
 * The scroller is `relative`, so absolutely placed content inside it (screen-reader text) stays
 * inside it too and cannot widen the page. Named (`label`), the box is a region that takes keyboard
 * focus, for content with nothing focusable to scroll to.
 */
export function HorizontalScroll({
  label,
  reveal,
  revealKey,
  className,
  scrollerClassName,
  children,
}: {
  label?: string;
  reveal?: string;
  revealKey?: unknown;
  className?: string;
  scrollerClassName?: string;
  children: React.ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () =>
      setMore({ start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const el = scroller.current;
    const target = reveal ? el?.querySelector<HTMLElement>(reveal) : null;
    if (!el || !target) return;
    const box = el.getBoundingClientRect();
    const item = target.getBoundingClientRect();
    // Centred when it is out of view; left alone when it shows whole already.
    if (item.left < box.left || item.right > box.right) {
      el.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
    }
  }, [reveal, revealKey]);

  return (
    <div data-scroll-box className={cn("relative", className)}>
      <div
        ref={scroller}
        data-scroller
        role={label ? "region" : undefined}
        aria-label={label}
        tabIndex={label ? 0 : undefined}
        className={cn("relative overflow-x-auto", scrollerClassName)}
      >
        {children}
      </div>
      <span
        aria-hidden
        data-scroll-cue="start"
        className={cn(cue, "left-0 bg-linear-to-r", more.start ? "visible opacity-100" : "invisible opacity-0")}
      />
      <span
        aria-hidden
        data-scroll-cue="end"
        className={cn(cue, "right-0 bg-linear-to-l", more.end ? "visible opacity-100" : "invisible opacity-0")}
      />
    </div>
  );
}
