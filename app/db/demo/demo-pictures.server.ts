import { createHash } from "node:crypto";
import sharp from "sharp";
import { storage } from "~/lib/storage.server";

/**
 * Stores a demo picture (an SVG drawn by ./pictures) as the WebP original the image pipeline
 * serves and makes variants of. Its key names its content (`folder/name-<hash>.webp`): image URLs
 * are cached forever, so a browser that saw an earlier drawing of the same name fetches the new one.
 */
export async function storeDemoPicture(folder: string, name: string, svg: string): Promise<string> {
  const body = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const key = `${folder}/${name}-${createHash("sha256").update(body).digest("hex").slice(0, 10)}.webp`;
  if (!(await storage.get(key))) await storage.put(key, body);
  return key;
}
