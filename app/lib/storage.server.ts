import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { env } from "./env.server";

/**
 * File storage behind a small interface; the default keeps files on local disk under
 * DATA_DIR/uploads. Keys are slash-separated relative paths ("menu-items/abc.webp").
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The keys of the files directly inside a folder ("team" → ["team/a.webp", …]). */
  list(folder: string): Promise<string[]>;
}

const root = resolve(env.DATA_DIR, "uploads");

function pathOf(key: string): string {
  if (!/^[a-zA-Z0-9_][a-zA-Z0-9._/-]*$/.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

export const storage: Storage = {
  async put(key, body) {
    const full = pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, body);
  },
  async get(key) {
    try {
      return await readFile(pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as Error).message.startsWith("Invalid"))
        return null;
      throw error;
    }
  },
  async remove(key) {
    await rm(pathOf(key), { force: true, recursive: true });
  },
  async list(folder) {
    try {
      const entries = await readdir(pathOf(folder), { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => `${folder}/${e.name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  },
};

export function storagePath(key: string): string {
  return join(root, key);
}

/** The public URL the app serves a stored file under. */
export function publicFileUrl(key: string): string {
  return `/api/images/${key}`;
}
