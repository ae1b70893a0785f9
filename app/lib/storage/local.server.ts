import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { assertValidKey, folderKey, isValidKey, type Storage } from "./storage";

export interface LocalStorage extends Storage {
  /** The file's path on disk (for tests and tools that look at the folder itself). */
  pathOf(key: string): string;
}

/** Files on local disk under `root`; a key's slashes are folders. */
export function createLocalStorage(rootDir: string): LocalStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    assertValidKey(key);
    const full = resolve(root, key);
    if (!full.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };

  return {
    pathOf,
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true, recursive: true });
    },
    async list(folder) {
      const name = folderKey(folder);
      try {
        const entries = await readdir(pathOf(name), { withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => `${name}/${e.name}`)
          .sort();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR") return [];
        throw error;
      }
    },
  };
}
