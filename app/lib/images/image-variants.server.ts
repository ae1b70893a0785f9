import { availableParallelism } from "node:os";
import sharp from "sharp";
import { storage } from "~/lib/storage.server";
import { logger } from "~/lib/logger.server";
import { candidateWidths, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-variants";
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
      ? await resized.avif({ quality: 55, effort: 2 }).toBuffer()
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

/**
 * Makes every variant a page can ask for of one stored image (each allowed width up to its own,
 * in both formats) that is not stored yet, one after another. Called when an image is uploaded
 * and, at start-up, for stored images without them, so no visitor waits for an encoder.
 */
export async function makeImageVariants(key: string, intrinsicWidth?: number): Promise<number> {
  if (!RASTER.test(key) || key.startsWith("_variants/")) return 0;
  let width = intrinsicWidth;
  if (!width) {
    const original = await storage.get(key);
    if (!original) return 0;
    width = (await sharp(original).metadata()).width;
  }
  const have = new Set(await storage.list(variantsPrefix(key)));
  let made = 0;
  for (const w of candidateWidths(width))
    for (const format of IMAGE_FORMATS) {
      if (have.has(variantKey(key, w, format))) continue;
      await getImageVariant(key, w, format);
      made++;
    }
  return made;
}

/**
 * Starts making a just-uploaded image's variants in the background (the admin does not wait; a
 * page that asks before they are ready has the one it asks for made at once, as before).
 */
export function prepareImageVariants(key: string, intrinsicWidth: number): void {
  makeImageVariants(key, intrinsicWidth).catch((err) =>
    logger.error({ err, key }, "making the variants of an uploaded image failed"),
  );
}

/**
 * Makes the missing variants of every image stored directly in `folders` (start-up), as many
 * images at a time as the machine has cores.
 */
export async function makeMissingImageVariants(folders: readonly string[]): Promise<number> {
  const keys = (await Promise.all(folders.map((folder) => storage.list(folder)))).flat();
  let made = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      try {
        const count = await makeImageVariants(key);
        made += count;
      } catch (err) {
        logger.error({ err, key }, "making the variants of a stored image failed");
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return made;
}
