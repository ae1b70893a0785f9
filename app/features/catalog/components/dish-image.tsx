import { useEffect, useRef, useState } from "react";
import { Image } from "~/components/image";
import { dishEmoji } from "~/features/catalog/menu-format";
import { cn } from "~/lib/utils";

/**
 * A dish photo (4:3) that fades in over an emoji placeholder; the emoji stays when the dish has
 * no photo. Decorative: the dish name is the card's heading.
 */
export function DishImage({ url, index, sizes }: { url: string | null; index: number; sizes: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // An image that finished before hydration never fires onLoad for React.
  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <div className="bg-brand-50 relative aspect-[4/3] overflow-hidden">
      <span aria-hidden className="absolute inset-0 flex items-center justify-center text-5xl select-none">
        {dishEmoji(index)}
      </span>
      {url ? (
        <Image
          ref={ref}
          src={url}
          alt=""
          width={800}
          height={600}
          sizes={sizes}
          maxWidth={960}
          onLoad={() => setLoaded(true)}
          className={cn(
            "relative size-full object-cover transition-opacity duration-500",
            loaded ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
    </div>
  );
}

/** A dish's card (the carousel's, the menu's): its photo, then what the card says of it. */
export function DishCard({
  url,
  index,
  sizes,
  children,
}: {
  url: string | null;
  index: number;
  sizes: string;
  children: React.ReactNode;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <DishImage url={url} index={index} sizes={sizes} />
      {children}
    </article>
  );
}
