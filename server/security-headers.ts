import type { MiddlewareHandler } from "hono";
import { randomFillSync } from "node:crypto";
import { env } from "~/lib/env.server";

declare module "hono" {
  interface ContextVariableMap {
    cspNonce: string;
  }
}

/**
 * Development only (npm run dev): when the dev server goes away, Vite's client waits for it in a
 * shared worker made from a blob: URL, then reloads the page.
 */
const DEVELOPMENT_DIRECTIVES = env.NODE_ENV === "development" ? ["worker-src 'self' blob:"] : [];

function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self' https://checkout.stripe.com https://accounts.google.com https://www.facebook.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...DEVELOPMENT_DIRECTIVES,
  ].join("; ");
}

/** Headers every document gets besides its Content-Security-Policy. */
export const DOCUMENT_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/** The policy of a cached page: its inline scripts are allowed by hash instead of by nonce. */
export function scriptSrcWithHashes(hashes: string[]): string {
  return contentSecurityPolicy(hashes);
}

/**
 * Random bytes for nonces, drawn from the system 4 KB at a time (one system call per 256 nonces,
 * as crypto.randomUUID does) rather than once per request.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A fresh nonce: 16 random bytes (128 bits), in base64. */
export function newNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.toString("base64", used - 16, used);
}

/**
 * Security headers for every response. Scripts run only with the per-request nonce that React
 * Router's <Scripts> carries; forms may post to ourselves and to the payment/OAuth providers
 * we redirect to. A response that already carries a policy (a page from the render cache,
 * allowed by script hashes) keeps it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("cspNonce", nonce);
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    // The document policies only mean something on documents; leaving them off scripts, styles
    // and images keeps those responses small (they add up over a page's many requests).
    if (!(c.res.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    }
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) c.res.headers.set(name, value);
  };
}
