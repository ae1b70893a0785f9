import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertValidKey, contentTypeOf, folderKey, isValidKey, type Storage } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); unset: AWS itself. */
  endpoint?: string;
  /** Without both, the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name; most non-AWS servers need it. */
  forcePathStyle?: boolean;
  /** A folder inside the bucket all keys live under ("dabba" → "dabba/menu-items/…"). */
  prefix?: string;
  /** Keys per listing request (S3's own limit, 1000, unless a test wants to see several pages). */
  listPageSize?: number;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/** Files as objects in one bucket; every instance configured with it sees the same files. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Send and check the newer CRC checksums only where S3 requires them: several S3-compatible
    // servers reject or mangle them on ordinary puts and gets.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    followRegionRedirects: !options.endpoint,
  });
  const Bucket = options.bucket;
  const folder = options.prefix?.replace(/^\/+|\/+$/g, "");
  const prefix = folder ? `${folder}/` : "";
  const objectKey = (key: string) => prefix + key;
  const MaxKeys = options.listPageSize;

  async function* pages(Prefix: string, Delimiter?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, Delimiter, ContinuationToken, MaxKeys }),
      );
      yield (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      const failed = (result.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
      if (failed.length) throw new Error(`Could not delete ${failed[0].Key} from storage: ${failed[0].Message}`);
    }
  }

  return {
    async put(key, body) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!result.Body) return null;
        const bytes = await result.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      // A bucket has no folders: the file itself, then whatever lies under it as a "folder".
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      const under = `${objectKey(key.replace(/\/+$/, ""))}/`;
      for await (const keys of pages(under)) await deleteKeys(keys);
    },
    async list(folder) {
      const inside = `${objectKey(folderKey(folder))}/`;
      const keys: string[] = [];
      for await (const page of pages(inside, "/")) {
        for (const key of page) if (key !== inside) keys.push(key.slice(prefix.length));
      }
      return keys.sort();
    },
  };
}
