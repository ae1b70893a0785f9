/**
 * Whether a request was sent by a page of another site: its Origin header names another origin
 * than the request's own (which is PUBLIC_URL's once server/proxy.ts has rewritten it), or is
 * "null" (a sandboxed or privacy-hiding page), or the browser says Sec-Fetch-Site: cross-site.
 * It is the rule React Router applies to pages' forms, for the resource routes it leaves alone
 * (/logout, /admin/api/upload). A request without these headers (not from a browser) passes.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** The answer to a cross-site request that would change something. */
export const crossSiteRefusal = () =>
  new Response("This request came from another site and was refused.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
