import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { relative } from "node:path";
import { RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { requestInfoContext } from "~/lib/request-context";
import { compressedAssets } from "./compressed-assets";
import { compressResponses } from "./compression";
import { checkFormBody } from "./form-bodies";
import { asPublicRequest, clientAddress, trustProxies, type TrustProxy } from "./proxy";
import { RenderCache } from "./render-cache";
import { securityHeaders } from "./security-headers";

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
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
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
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
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
