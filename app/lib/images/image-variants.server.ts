import sharp from "sharp";
import { storage } from "~/lib/storage.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-variants";
import { variantsPrefix } from "~/lib/uploads/uploads.server";

const RASTER = /\.(jpe?g|png|webp|avif)$/i;
const inFlight = new Map<string, Promise<Buffer | null>>();

export function parseVariantRequest(
  params: URLSearchParams,
): { width: number; format: ImageFormat } | "none" | "invalid" {
  const w = params.get("w");
  const f = params.get("f");
  if (w === null && f === null) return "none";
  const width = Number(w);
  if (!IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number])) return "invalid";
  if (!IMAGE_FORMATS.includes(f as ImageFormat)) return "invalid";
  return { width, format: f as ImageFormat };
}

export function variantKey(key: string, width: number, format: ImageFormat): string {
  return `${variantsPrefix(key)}/${width}.${format}`;
}

async function generate(key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  const original = await storage.get(key);
  if (!original) return null;
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  const body =
    format === "avif"
      ? await resized.avif({ quality: 55, effort: 4 }).toBuffer()
      : await resized.webp({ quality: 75 }).toBuffer();
  await storage.put(variantKey(key, width, format), body);
  return body;
}

/**
 * The variant of a stored raster image at an allowed width and format: read from storage, or
 * made once with sharp and stored beside the original (under variantsPrefix, so deleting the
 * image deletes its variants). Concurrent first requests share one generation.
 */
export async function getImageVariant(key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  if (!RASTER.test(key) || key.startsWith("_variants/")) return null;
  const stored = await storage.get(variantKey(key, width, format));
  if (stored) return stored;
  const id = `${key}|${width}|${format}`;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = generate(key, width, format).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}
