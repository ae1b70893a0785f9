import type * as React from "react";
import { Image } from "~/components/image";
import type { PageImage } from "~/lib/images/image-variants";

export const HERO_SIZES = "100vw";
export const HERO_MAX_WIDTH = 1280;

/** A page's banner: its h1 over the page's hero image (context <page>-hero), or over brand colour. */
export function PageHero({
  image,
  title,
  eyebrow,
  children,
}: {
  image: PageImage | null;
  title: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-brand-900 relative isolate overflow-hidden text-white">
      {image ? (
        <Image
          src={image.url}
          alt=""
          width={image.width ?? 1600}
          height={image.height ?? 600}
          sizes={HERO_SIZES}
          maxWidth={HERO_MAX_WIDTH}
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-30"
        />
      ) : null}
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:py-20">
        {eyebrow ? <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">{eyebrow}</p> : null}
        <h1 className="font-display max-w-3xl text-4xl font-bold md:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** A section heading with a consistent look. */
export function SectionHeading({
  id,
  children,
  className,
}: {
  id?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <h2 id={id} className={`font-display text-ink text-3xl font-bold md:text-4xl ${className ?? ""}`}>
      {children}
    </h2>
  );
}
