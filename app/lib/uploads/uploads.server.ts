import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { publicFileUrl, storage } from "~/lib/storage.server";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

const FORMATS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", heif: "avif" };

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

export interface StoredImage {
  key: string;
  publicUrl: string;
  fileName: string;
  width: number;
  height: number;
}

/** Where the resized/re-encoded variants of a stored image live (see routes/api/images.$.ts). */
export function variantsPrefix(key: string): string {
  return `_variants/${key}`;
}

/**
 * Checks an uploaded file by its content (JPEG, PNG, WebP or AVIF only, at most 10 MB; a renamed
 * text file is refused) and stores it under `folder/`. Nothing is stored when it is refused.
 */
export async function storeUploadedImage(file: File, folder: string): Promise<StoredImage> {
  if (!file || typeof file.arrayBuffer !== "function" || file.size === 0) {
    throw new UploadError("Please select a file to upload");
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError("The image is too large: the limit is 10 MB");
  const body = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(body).metadata();
  } catch {
    throw new UploadError("Please upload an image file (JPEG, PNG, WebP or AVIF)");
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext || !meta.width || !meta.height) {
    throw new UploadError("Please upload an image file (JPEG, PNG, WebP or AVIF)");
  }
  const key = `${folder}/${Date.now()}-${randomBytes(6).toString("hex")}.${ext}`;
  await storage.put(key, body);
  return { key, publicUrl: publicFileUrl(key), fileName: file.name || key, width: meta.width, height: meta.height };
}

/** Removes a stored image and every variant made from it. */
export async function deleteStoredImage(key: string): Promise<void> {
  await storage.remove(key);
  await storage.remove(variantsPrefix(key));
}

/** The storage key of one of our image URLs (/api/images/<key>), or null for other URLs. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/api/images/")) return null;
  return url.slice("/api/images/".length).split("?")[0] || null;
}
