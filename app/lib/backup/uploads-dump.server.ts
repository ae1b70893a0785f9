import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DEMO_IMAGE_FOLDERS } from "~/db/seed.server";
import { storage } from "~/lib/storage.server";
import { UPLOAD_FOLDERS } from "~/lib/uploads/upload-folders";
import { variantsPrefix } from "~/lib/uploads/uploads.server";

/** Every folder the app stores files in: the admin's uploads and the demo's images. */
const FOLDERS = [...UPLOAD_FOLDERS, ...DEMO_IMAGE_FOLDERS];

/**
 * The keys of every stored file, through the storage interface (local disk or S3 alike): each
 * image and its responsive variants, kept so a restored shop serves them at once.
 */
export async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of FOLDERS) {
    for (const key of await storage.list(folder)) {
      keys.push(key, ...(await storage.list(variantsPrefix(key))));
    }
  }
  return keys;
}

/** Copies every stored file to `dir/<key>`; returns their keys. */
export async function dumpUploads(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const keys: string[] = [];
  for (const key of await storedKeys()) {
    const body = await storage.get(key);
    if (!body) continue; // deleted while we listed
    await mkdir(dirname(join(dir, key)), { recursive: true });
    await writeFile(join(dir, key), body);
    keys.push(key);
  }
  return keys;
}

/** Makes storage hold exactly the backed-up files: the others are removed, these written. */
export async function restoreUploads(dir: string, keys: string[]): Promise<void> {
  const wanted = new Set(keys);
  for (const key of await storedKeys()) if (!wanted.has(key)) await storage.remove(key);
  for (const key of keys) await storage.put(key, await readFile(join(dir, key)));
}
