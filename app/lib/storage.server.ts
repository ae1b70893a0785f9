import { join, resolve } from "node:path";
import { env } from "./env.server";
import { createLocalStorage } from "./storage/local.server";
import { createS3Storage } from "./storage/s3.server";
import type { Storage } from "./storage/storage";

export type { Storage } from "./storage/storage";

const root = resolve(env.DATA_DIR, "uploads");

/**
 * Where every upload, image variant and demo image is kept: the S3-compatible bucket S3_BUCKET
 * when it is set (shared by every instance), otherwise local disk under DATA_DIR/uploads.
 */
export const storage: Storage = env.S3_BUCKET
  ? createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? undefined : env.S3_FORCE_PATH_STYLE === "true",
      prefix: env.S3_PREFIX,
    })
  : createLocalStorage(root);

/** The folder on local disk a key would be stored under (local storage only; used by tests). */
export function storagePath(key: string): string {
  return join(root, key);
}

/** The public URL the app serves a stored file under. */
export function publicFileUrl(key: string): string {
  return `/api/images/${key}`;
}
