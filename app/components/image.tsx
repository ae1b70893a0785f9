import type * as React from "react";
import { candidateWidths, hasVariants, srcSet } from "~/lib/images/image-variants";
import { cn } from "~/lib/utils";

export interface ImageProps extends Omit<React.ComponentProps<"img">, "src" | "width" | "height" | "srcSet"> {
  src: string;
  alt: string;
  /** Intrinsic size: sets the aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  /** The rendered width per layout, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold (hero, LCP): loaded eagerly at high priority. Otherwise lazy. */
  priority?: boolean;
  /** Largest variant worth offering. */
  maxWidth?: number;
  pictureClassName?: string;
}

/**
 * An image from our storage, served as AVIF or WebP at the width the layout needs (srcset), with
 * width/height set. Other URLs (SVG, outside) render as a plain <img>.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  maxWidth,
  className,
  pictureClassName,
  ...props
}: ImageProps) {
  const common = {
    alt,
    width,
    height,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("sync" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    className,
    ...props,
  };
  if (!hasVariants(src)) return <img src={src} {...common} />;
  const widths = candidateWidths(width, maxWidth);
  const fallback = `${src}?w=${widths[widths.length - 1]}&f=webp`;
  return (
    <picture className={cn("contents", pictureClassName)}>
      <source type="image/avif" srcSet={srcSet(src, "avif", widths)} sizes={sizes} />
      <img src={fallback} srcSet={srcSet(src, "webp", widths)} sizes={sizes} {...common} />
    </picture>
  );
}

/** The <link rel="preload"> descriptor for a priority image (route meta), matching <Image>. */
export function imagePreload(src: string, width: number, sizes: string, maxWidth?: number) {
  if (!hasVariants(src)) {
    return { tagName: "link", rel: "preload", as: "image", href: src, fetchPriority: "high" } as const;
  }
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(src, "avif", candidateWidths(width, maxWidth)),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
