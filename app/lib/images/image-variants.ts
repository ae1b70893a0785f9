/**
 * Responsive variants of stored images: /api/images/<key>?w=<width>&f=avif|webp returns the image
 * resized to that width and re-encoded, generated once and kept in storage.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Only our own raster uploads have variants (not SVG, not outside URLs). */
export function hasVariants(url: string | null | undefined): url is string {
  return !!url && url.startsWith("/api/images/") && !/\.svg(\?|$)/i.test(url);
}

export function variantUrl(url: string, width: number, format: ImageFormat): string {
  return `${url}?w=${width}&f=${format}`;
}

/** The allowed widths worth offering for an image `intrinsic` pixels wide (never upscaled). */
export function candidateWidths(intrinsic: number | null | undefined, maxWidth = 1600): number[] {
  const limit = Math.min(intrinsic ?? maxWidth, maxWidth);
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= limit);
  return widths.length ? widths : [IMAGE_WIDTHS[0]];
}

export function srcSet(url: string, format: ImageFormat, widths: number[]): string {
  return widths.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(", ");
}

/** A stored image as pages receive it (the shape of images.server's SiteImage). */
export interface PageImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}
