import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";

export const brotliAsync = promisify(brotliCompress);
export const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined | null): Encoding {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;

/**
 * Bodies up to this size are compressed on the main thread: handing one to the thread pool (a
 * zlib stream, a queued job, a thread woken and a callback) costs more CPU than it keeps off the
 * event loop (a 20 KB page: gzip 0.27 ms here against 0.45 ms in all through the pool, brotli
 * 0.48 against 0.65-0.78 ms). Larger bodies still go to the pool.
 */
const SYNC_LIMIT = 32 * 1024;

/**
 * Compresses dynamic responses (pages, data, JSON, CSV) in one piece: every such body is made in
 * memory (a page is sent once React has rendered it whole), so it is read whole and compressed in
 * one call (brotli quality 5 or gzip level 6: fast, and much smaller than plain)
 * with its Content-Length, instead of a compression stream per response fed chunk by chunk. Bodies
 * under 1 KB, redirects and other empty bodies, and types that do not compress are left alone.
 * Public cached pages and hashed assets never reach it (their compressed bytes are kept).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const headers = new Headers(res.headers);
    const vary = headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const plain = new Uint8Array(await res.arrayBuffer());
    const encoding = plain.byteLength < THRESHOLD ? "identity" : pickEncoding(c.req.header("Accept-Encoding"));
    let body: Uint8Array<ArrayBuffer> = plain;
    const inline = plain.byteLength <= SYNC_LIMIT;
    if (encoding === "br") {
      const options: BrotliOptions = {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength },
      };
      body = new Uint8Array(inline ? brotliCompressSync(plain, options) : await brotliAsync(plain, options));
    } else if (encoding === "gzip")
      body = new Uint8Array(inline ? gzipSync(plain, { level: 6 }) : await gzipAsync(plain, { level: 6 }));
    if (encoding !== "identity") {
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(body.byteLength));
    // Replace (not merge into) the response: its headers are copied above.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
