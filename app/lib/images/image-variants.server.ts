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

/** The widths and formats a page can ask for of an image `width` pixels wide that are not stored yet. */
async function missingVariants(key: string, width: number | undefined): Promise<VariantJob[]> {
  const have = new Set(await storage.list(variantsPrefix(key)));
  return candidateWidths(width).flatMap((w) =>
    IMAGE_FORMATS.filter((format) => !have.has(variantKey(key, w, format))).map((format) => ({
      key,
      width: w,
      format,
    })),
  );
}

interface VariantJob {
  key: string;
  width: number;
  format: ImageFormat;
}

/**
 * Makes every variant a page can ask for of one stored image (each allowed width up to its own,
 * in both formats) that is not stored yet, one after another. Called when an image is uploaded.
 */
export async function makeImageVariants(key: string, intrinsicWidth: number): Promise<number> {
  if (!RASTER.test(key) || key.startsWith("_variants/")) return 0;
  const jobs = await missingVariants(key, intrinsicWidth);
  for (const job of jobs) await getImageVariant(job.key, job.width, job.format);
  return jobs.length;
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

/** The variants every raster image stored directly in `folders` lacks, smallest widths first. */
async function missingVariantsIn(folders: readonly string[]): Promise<VariantJob[]> {
  const keys = (await Promise.all(folders.map((folder) => storage.list(folder)))).flat().filter((k) => RASTER.test(k));
  const jobs: VariantJob[] = [];
  for (const key of keys) {
    const original = await storage.get(key);
    if (!original) continue;
    try {
      jobs.push(...(await missingVariants(key, (await sharp(original).metadata()).width)));
    } catch (err) {
      logger.error({ err, key }, "a stored image cannot be read");
    }
  }
  // The small widths first: the cards and tiles most pages show get theirs soonest.
  return jobs.sort((a, b) => a.width - b.width);
}

export interface VariantPreparation {
  /** Resolves with the number of variants attempted when all are made (or it was stopped). */
  done: Promise<number>;
  /** Stops after the variants being made now (shutting down), and waits for them. */
  stop: () => Promise<void>;
  /** How many are made, of how many (null until the stored images are counted). */
  made: number;
  total: number | null;
}

let preparing: VariantPreparation | null = null;

/** How far the preparation of variants is, null when none runs (/api/health tells it). */
export function variantPreparation(): { made: number; total: number | null } | null {
  return preparing && { made: preparing.made, total: preparing.total };
}

/**
 * Makes the variants the images stored in `folders` lack (the demo's, on the first start; uploads
 * whose background encoding was cut short), `workers` at a time, while the server already
 * answers: until it is done, a page asking for a variant not made yet gets the original
 * (serveImageVariant). `onProgress` hears of each variant made.
 */
export function startPreparingVariants(
  folders: readonly string[],
  onProgress?: (made: number, total: number) => void,
  workers = Math.max(1, availableParallelism() - 1),
): VariantPreparation {
  let stopped = false;
  const preparation: VariantPreparation = {
    made: 0,
    total: null,
    done: Promise.resolve(0),
    stop: async () => {
      stopped = true;
      await preparation.done.catch(() => {});
    },
  };
  const run = async () => {
    const jobs = await missingVariantsIn(folders);
    preparation.total = jobs.length;
    onProgress?.(0, jobs.length);
    let next = 0;
    const worker = async () => {
      while (!stopped && next < jobs.length) {
        const { key, width, format } = jobs[next++];
        try {
          await getImageVariant(key, width, format);
        } catch (err) {
          logger.error({ err, key, width, format }, "making an image variant failed");
        }
        preparation.made++;
        onProgress?.(preparation.made, jobs.length);
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    return preparation.made;
  };
  preparation.done = run().finally(() => {
    if (preparing === preparation) preparing = null;
  });
  preparing = preparation;
  return preparation;
}

/** An image as /api/images answers a variant URL; `final` is false for a stand-in (not cached). */
export interface ServedImage {
  body: Buffer;
  format: string;
  final: boolean;
}

/** The largest original sent in place of a variant not made yet; a larger one gets its variant at once. */
const STAND_IN_BYTES = 1024 * 1024;

/**
 * The variant a page asks for. While start-up is still preparing variants, one not made yet is
 * answered with the original (a visitor waits for no encoder, and the encoders are busy), marked
 * not final so the browser asks again later; otherwise it is made now, once (getImageVariant).
 */
export async function serveImageVariant(key: string, width: number, format: ImageFormat): Promise<ServedImage | null> {
  if (!RASTER.test(key) || key.startsWith("_variants/")) return null;
  if (preparing) {
    const stored = await storage.get(variantKey(key, width, format));
    if (stored) return { body: stored, format, final: true };
    const original = await storage.get(key);
    if (!original) return null;
    if (original.length <= STAND_IN_BYTES) return { body: original, format: key.split(".").pop()!, final: false };
  }
  const body = await getImageVariant(key, width, format);
  return body ? { body, format, final: true } : null;
}
