import type { MiddlewareHandler } from "hono";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { constants } from "node:zlib";
import { brotliAsync, gzipAsync, pickEncoding } from "./compression";

/** Hashed build assets never change: browsers keep them for ever. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json",
};
const ASSET = /^\/assets\/[A-Za-z0-9._-]+\.(js|css|svg|json)$/;

interface Asset {
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  type: string;
}

async function load(file: string, ext: string): Promise<Asset | null> {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return null;
  }
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz), type: TYPES[ext] };
}

/**
 * Hashed build assets (JS, CSS) compressed once at the highest levels (brotli 11, gzip 9) and
 * kept in memory: smaller than on-the-fly gzip and no per-request compression work. Clients
 * that accept neither encoding fall through to the plain static handler.
 */
export function compressedAssets(clientDir: string): MiddlewareHandler {
  const cache = new Map<string, Promise<Asset | null>>();
  return async (c, next) => {
    const match = ASSET.exec(c.req.path);
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    if (!match || encoding === "identity" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    let pending = cache.get(c.req.path);
    if (!pending) {
      pending = load(join(clientDir, c.req.path), match[1]);
      cache.set(c.req.path, pending);
    }
    const asset = await pending;
    if (!asset) {
      cache.delete(c.req.path);
      return next();
    }
    const body = encoding === "br" ? asset.br : asset.gzip;
    return new Response(c.req.method === "HEAD" ? null : body, {
      headers: {
        "Content-Type": asset.type,
        "Content-Encoding": encoding,
        "Content-Length": String(body.byteLength),
        "Cache-Control": IMMUTABLE,
        Vary: "Accept-Encoding",
      },
    });
  };
}
