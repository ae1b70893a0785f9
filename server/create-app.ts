import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { requestInfoContext } from "~/lib/request-context";
import { compressedAssets, IMMUTABLE } from "./compressed-assets";
import { compressResponses } from "./compression";
import { checkFormBody } from "./form-bodies";
import { asPublicRequest, clientAddress, trustProxies, type TrustProxy } from "./proxy";
import { RenderCache } from "./render-cache";
import { securityHeaders } from "./security-headers";

/**
 * React Router's handler maker, from the very module this file takes RouterContextProvider from:
 * the handler refuses a context that is not an instance of its own class, and development loads
 * modules through Vite, where another import of react-router may be another copy.
 */
export { createRequestHandler } from "react-router";

/** React Router's request handler (production: from the build; development: from Vite). */
export type RequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppOptions {
  handleRequest: RequestHandler;
  cache?: RenderCache;
  /**
   * The browser build (build/client) to serve /assets/* and the public files from. Development
   * has none: Vite's middlewares answer those requests before they reach Hono.
   */
  clientDir?: string;
  /** The public origin requests are rewritten to (default: PUBLIC_URL). */
  publicOrigin?: string;
  /** Which proxies' X-Forwarded-For to believe (default: TRUSTED_PROXIES). */
  trustProxy?: TrustProxy;
}

/** The service worker's path (public/sw.js): its scope is the whole site. */
export const SERVICE_WORKER = "/sw.js";

/** The Hono app, production's and development's: one middleware chain in front of React Router. */
export function createApp({
  handleRequest,
  cache = new RenderCache(),
  clientDir,
  publicOrigin = env.PUBLIC_URL,
  trustProxy = trustProxies(env.TRUSTED_PROXIES),
}: AppOptions) {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(compressResponses());
  app.use(securityHeaders());
  // Anonymous GETs of the public marketing pages: rendered once, served compressed from memory.
  app.use(cache.middleware());

  if (clientDir) {
    const root = relative(process.cwd(), clientDir) || ".";
    // Hashed build assets never change: cache them forever (JS/CSS pre-compressed in memory).
    app.use("/assets/*", compressedAssets(clientDir));
    app.use("/assets/*", staticFiles(root, IMMUTABLE));
    // The public files (public/: the favicon, ...), listed once: the build does not change while
    // the server runs, so every other request goes on without looking at the file system.
    const publicFiles = listPublicFiles(clientDir);
    const servePublic = staticFiles(root, "public, max-age=3600");
    // The service worker (push, decision 037) is revalidated on every check, so a new one is seen at once.
    const serveWorker = staticFiles(root, "no-cache");
    app.use("*", (c, next) => {
      if (!publicFiles.has(c.req.path)) return next();
      return (c.req.path === SERVICE_WORKER ? serveWorker : servePublic)(c, next);
    });
  }

  // Everything else, /api/* resource routes included, is a React Router route.
  app.all("*", async (c) => {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const clientIp = incoming ? clientAddress(incoming, trustProxy) : "unknown";
    const requestInfo = { clientIp, cspNonce: c.get("cspNonce") ?? "" };
    const request = await checkFormBody(asPublicRequest(c.req.raw, publicOrigin));
    if (request instanceof Response) return request;
    return handleRequest(request, new RouterContextProvider(new Map([[requestInfoContext, requestInfo]])));
  });
  return app;
}

/**
 * A request's path as the log keeps it (never its query): the password-reset link's token and a
 * test payment's session are path segments that open an account or an order, so they are masked.
 */
export function loggedPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/|\/pay\/test\/)[^/]+/, "$1[secret]");
}

/**
 * Files from `root`, with `cacheControl`. (serveStatic's onFound runs once the response is made,
 * so a header it sets is lost: it is set on the response here.)
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root });
  return async (c, next) => {
    const response = await serve(c, next);
    if (response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

/** The URL paths of the browser build's files outside /assets (what public/ held). */
export function listPublicFiles(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .filter((path) => !path.startsWith("/assets/")),
  );
}
