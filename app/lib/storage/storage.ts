/**
 * File storage behind a small interface: local disk (local.server.ts) or an S3-compatible bucket
 * (s3.server.ts). Keys are slash-separated relative paths ("menu-items/abc.webp").
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file (or the key is not a valid key). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file and, like a folder, everything under `key/` (an image's variants). */
  remove(key: string): Promise<void>;
  /** The keys of the files directly inside a folder ("team" → ["team/a.webp", …]). */
  list(folder: string): Promise<string[]>;
}

/** The same keys are valid on every backend, so a key that works on disk works in a bucket. */
export function isValidKey(key: string): boolean {
  return /^[a-zA-Z0-9_][a-zA-Z0-9._/-]*$/.test(key) && !key.includes("..") && !key.includes("//");
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** "team/" and "team" name the same folder. */
export function folderKey(folder: string): string {
  const trimmed = folder.replace(/\/+$/, "");
  assertValidKey(trimmed);
  return trimmed;
}

const TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "";
  return TYPES[ext] ?? "application/octet-stream";
}
