import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { onPublicCacheInvalidate, publicCacheVersion } from "~/lib/cache.server";
import { deferHydration } from "./defer-hydration";
import { scriptSrcWithHashes } from "./security-headers";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Render cache for the public marketing pages. They change only when an admin writes (every
 * admin write calls invalidatePublicCaches()), so each URL is rendered once, kept in memory
 * compressed (brotli, gzip and plain) and served from there until the next invalidation.
 *
 * Only anonymous GETs are served from it: a request with a session, guest or toast cookie sees
 * personalised parts (avatar, guest label, Order Now target, a toast) and always renders afresh.
 *
 * CSP: a rendered page carries the nonce of the request that rendered it. Instead of re-using
 * that nonce (a nonce must never repeat) a cached page is sent with a policy that allows its
 * inline scripts by their SHA-256 hashes, computed once when the page is stored.
 */

export const PUBLIC_CACHE_PATHS = new Set([
  "/",
  "/menu",
  "/how-it-works",
  "/about-us",
  "/get-in-touch",
  "/faqs",
  "/privacy-policy",
  "/terms-of-service",
  "/user-deletion",
  "/sitemap.xml",
  "/robots.txt",
]);

const PERSONAL_COOKIES = ["better-auth.session_token", "dabba_guest=", "dabba_toast="];
const WEEK_QUERY = /^\?week=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cache key of a request, or null when the request must not be served from the cache. */
export function renderCacheKey(method: string, url: URL, cookie: string | null | undefined): string | null {
  if (method !== "GET") return null;
  if (!PUBLIC_CACHE_PATHS.has(url.pathname)) return null;
  if (url.search !== "" && !(url.pathname === "/menu" && WEEK_QUERY.test(url.search))) return null;
  if (cookie && PERSONAL_COOKIES.some((name) => cookie.includes(name))) return null;
  return url.pathname + url.search;
}

/** SHA-256 sources for every inline executable script of a page (JSON data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

interface Entry {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  contentType: string;
  csp: string | null;
  etag: string;
  storedAt: number;
}

export interface RenderCacheOptions {
  maxEntries?: number;
  /** Entries also expire after this long (the footer year, a week's label). */
  maxAgeMs?: number;
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

async function toEntry(response: Response): Promise<Entry | null> {
  if (response.status !== 200 || response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) {
    return null;
  }
  const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
  const isHtml = contentType.startsWith("text/html");
  const raw = await response.text();
  const identity = new TextEncoder().encode(isHtml ? deferHydration(raw) : raw);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  const csp = isHtml ? scriptSrcWithHashes(inlineScriptHashes(Buffer.from(identity).toString("utf8"))) : null;
  const etag = `"${createHash("sha1").update(identity).digest("base64url").slice(0, 20)}"`;
  return { identity, gzip: new Uint8Array(gz), br: new Uint8Array(br), contentType, csp, etag, storedAt: Date.now() };
}

function respond(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, state: string) {
  const headers = new Headers({
    "Content-Type": entry.contentType,
    "Cache-Control": "no-cache",
    ETag: entry.etag,
    Vary: "Accept-Encoding, Cookie",
    "X-Render-Cache": state,
  });
  if (entry.csp) headers.set("Content-Security-Policy", entry.csp);
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(acceptEncoding);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

export function renderCache(options: RenderCacheOptions = {}): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 200;
  const maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  onPublicCacheInvalidate(() => {
    entries.clear();
    rendering.clear();
  });

  return async (c, next) => {
    const key = renderCacheKey(c.req.method, new URL(c.req.url), c.req.header("Cookie"));
    if (!key) return next();
    const acceptEncoding = c.req.header("Accept-Encoding");
    const ifNoneMatch = c.req.header("If-None-Match");

    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < maxAgeMs) return respond(hit, acceptEncoding, ifNoneMatch, "HIT");

    // One render per URL even when many requests arrive before the first one finishes.
    const inFlight = rendering.get(key);
    if (inFlight) {
      const entry = await inFlight;
      if (entry) return respond(entry, acceptEncoding, ifNoneMatch, "HIT");
      return next();
    }

    const version = publicCacheVersion();
    let resolveRender!: (entry: Entry | null) => void;
    rendering.set(key, new Promise((resolve) => (resolveRender = resolve)));
    try {
      await next();
      const entry = await toEntry(c.res.clone()).catch(() => null);
      // An admin write during the render made it stale: serve it once, keep nothing.
      if (entry && version === publicCacheVersion()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      resolveRender(entry && version === publicCacheVersion() ? entry : null);
      if (entry) {
        // Replace (not merge into) the rendered response: its headers are in the entry already.
        c.res = undefined;
        c.res = respond(entry, acceptEncoding, ifNoneMatch, "MISS");
      }
    } catch (error) {
      resolveRender(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };
}
