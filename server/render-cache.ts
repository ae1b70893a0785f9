import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";
import { onPublicCacheInvalidate, publicCacheVersion, RENDER_EXPIRES_HEADER } from "~/lib/cache.server";
import { brotliAsync, gzipAsync, pickEncoding, type Encoding } from "./compression";
import { deferHydration } from "./defer-hydration";
import { DOCUMENT_HEADERS, scriptSrcWithHashes } from "./security-headers";

/**
 * Render cache for the public marketing pages. They change only when an admin writes (every
 * admin write calls invalidatePublicCaches()), so each URL is rendered once, kept in memory
 * compressed (brotli, gzip and plain) and served from there until the next invalidation.
 *
 * Pages that show "this week" (home, /menu) change by the clock, at the order cutoff: they send
 * the instant with RENDER_EXPIRES_HEADER and their entry is dropped then (entries also expire
 * after maxAgeMs, for the footer year).
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
  return cacheKeyOf(method, url.pathname, url.search, cookie);
}

function cacheKeyOf(method: string | undefined, pathname: string, search: string, cookie: string | null | undefined) {
  if (method !== "GET") return null;
  if (!PUBLIC_CACHE_PATHS.has(pathname)) return null;
  if (search !== "" && !(pathname === "/menu" && WEEK_QUERY.test(search))) return null;
  if (cookie && PERSONAL_COOKIES.some((name) => cookie.includes(name))) return null;
  return pathname + search;
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
  /** The page's own expiry (epoch ms, from RENDER_EXPIRES_HEADER), if it sent one. */
  expiresAt: number | null;
  /** Raw header lists of a 200 hit by encoding, with the document headers, built on first use. */
  hitHeaders: Partial<Record<Encoding, string[]>>;
}

export interface RenderCacheOptions {
  maxEntries?: number;
  /** Entries also expire after this long (the footer year, a week's label). */
  maxAgeMs?: number;
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
  const expires = Date.parse(response.headers.get(RENDER_EXPIRES_HEADER) ?? "");
  return {
    identity,
    gzip: new Uint8Array(gz),
    br: new Uint8Array(br),
    contentType,
    csp,
    etag,
    storedAt: Date.now(),
    expiresAt: Number.isNaN(expires) ? null : expires,
    hitHeaders: {},
  };
}

/** Status, headers and body of a cached page for one request (conditional and encoding aware). */
function reply(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, state: string) {
  const headers: Record<string, string> = {
    "Content-Type": entry.contentType,
    "Cache-Control": "no-cache",
    ETag: entry.etag,
    Vary: "Accept-Encoding, Cookie",
    "X-Render-Cache": state,
  };
  if (entry.csp) headers["Content-Security-Policy"] = entry.csp;
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === entry.etag)) {
    return { status: 304, headers, body: null };
  }
  const encoding = pickEncoding(acceptEncoding);
  const body = entry[encoding];
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.byteLength);
  return { status: 200, headers, body };
}

function respond(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, state: string) {
  const { status, headers, body } = reply(entry, acceptEncoding, ifNoneMatch, state);
  return new Response(body, { status, headers });
}

export class RenderCache {
  readonly entries = new Map<string, Entry>();
  readonly rendering = new Map<string, Promise<Entry | null>>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(options: RenderCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
    onPublicCacheInvalidate(() => {
      this.entries.clear();
      this.rendering.clear();
    });
  }

  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.storedAt < this.maxAgeMs && (entry.expiresAt === null || now <= entry.expiresAt)) return entry;
    this.entries.delete(key);
    return undefined;
  }

  store(key: string, entry: Entry) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  /**
   * The fast path, in front of Hono: a cache hit is written straight to the Node response with
   * the document security headers. Returns false (doing nothing) when the request is not a hit.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET") return false;
    // Pages are stored under their path and query only when cacheKeyOf allows them, so the
    // address as the browser sent it finds its page without being taken apart.
    const entry = this.fresh(req.url ?? "/");
    if (!entry) return false;
    const cookie = req.headers.cookie;
    if (cookie && PERSONAL_COOKIES.some((name) => cookie.includes(name))) return false;
    const acceptEncoding = req.headers["accept-encoding"];
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch) {
      const { status, headers, body } = reply(entry, acceptEncoding, ifNoneMatch, "HIT");
      res.writeHead(status, { ...headers, ...DOCUMENT_HEADERS });
      res.end(body);
      return true;
    }
    // The common case, a plain hit: its header list is built once per page and encoding.
    const encoding = pickEncoding(acceptEncoding);
    const headers = (entry.hitHeaders[encoding] ??= Object.entries({
      ...reply(entry, acceptEncoding, undefined, "HIT").headers,
      ...DOCUMENT_HEADERS,
    }).flat());
    res.writeHead(200, headers);
    res.end(entry[encoding]);
    return true;
  }

  /** Hono middleware: serves hits, and renders, stores and serves misses (one render per URL at a time). */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const key = renderCacheKey(c.req.method, new URL(c.req.url), c.req.header("Cookie"));
      if (!key) return next();
      const acceptEncoding = c.req.header("Accept-Encoding");
      const ifNoneMatch = c.req.header("If-None-Match");

      const hit = this.fresh(key);
      if (hit) return respond(hit, acceptEncoding, ifNoneMatch, "HIT");

      // One render per URL even when many requests arrive before the first one finishes.
      const inFlight = this.rendering.get(key);
      if (inFlight) {
        const entry = await inFlight;
        if (entry) return respond(entry, acceptEncoding, ifNoneMatch, "HIT");
        return next();
      }

      const version = publicCacheVersion();
      let resolveRender!: (entry: Entry | null) => void;
      this.rendering.set(key, new Promise((resolve) => (resolveRender = resolve)));
      try {
        await next();
        const entry = await toEntry(c.res.clone()).catch(() => null);
        // An admin write during the render made it stale: serve it once, keep nothing.
        const current = entry && version === publicCacheVersion() ? entry : null;
        if (current) this.store(key, current);
        resolveRender(current);
        if (entry) {
          // Replace (not merge into) the rendered response: its headers are in the entry already.
          c.res = undefined;
          c.res = respond(entry, acceptEncoding, ifNoneMatch, "MISS");
        }
      } catch (error) {
        resolveRender(null);
        throw error;
      } finally {
        this.rendering.delete(key);
      }
    };
  }
}

/** The render cache as Hono middleware (a cache of its own). */
export function renderCache(options: RenderCacheOptions = {}): MiddlewareHandler {
  return new RenderCache(options).middleware();
}
