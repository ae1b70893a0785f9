import { getRequestListener } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "react-router";
import { closeDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { ensureDemoData } from "~/db/seed.server";
import { sweepUnusedUploads } from "~/lib/uploads/upload-sweep.server";
import { compressedAssets } from "./compressed-assets";
import { createServer } from "node:http";
import { RenderCache } from "./render-cache";
import { securityHeaders } from "./security-headers";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), "production");

export function createApp(cache = new RenderCache()) {
  const app = new Hono();
  const clientDir = relative(process.cwd(), fileURLToPath(new URL("../client", import.meta.url))) || ".";

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use(compress());
  app.use(securityHeaders());
  // Anonymous GETs of the public marketing pages: rendered once, served compressed from memory.
  app.use(cache.middleware());

  // Hashed build assets never change: cache them forever (JS/CSS pre-compressed in memory).
  app.use("/assets/*", compressedAssets(fileURLToPath(new URL("../client", import.meta.url))));
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  // Everything else, /api/* resource routes included, is a React Router route.
  app.all("*", (c) => {
    const info = getConnInfo(c);
    return handleRequest(c.req.raw, { clientIp: info.remote.address ?? "unknown", cspNonce: c.get("cspNonce") });
  });
  return app;
}

/** Deletes abandoned uploads now and every six hours (in the background; never stops the app). */
function scheduleUploadSweep() {
  const sweep = () =>
    sweepUnusedUploads()
      .then((deleted) => deleted.length && logger.info({ deleted }, "deleted unused uploads"))
      .catch((err) => logger.error({ err }, "sweeping unused uploads failed"));
  void sweep();
  setInterval(sweep, 6 * 3_600_000).unref();
}

async function main() {
  if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY) {
    logger.warn(
      "STRIPE_SECRET_KEY is not set: payments use the built-in TEST provider and no card is ever charged. Set Stripe keys before taking real orders.",
    );
  }
  await ensureDemoData();
  scheduleUploadSweep();
  const cache = new RenderCache();
  const app = createApp(cache);
  const handle = getRequestListener(app.fetch);
  // Cached public pages are answered before Hono (no Request/Response objects per hit).
  const server = createServer((req, res) => {
    const started = performance.now();
    if (cache.serveNode(req, res)) {
      logger.info(
        {
          method: req.method,
          path: req.url,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          cache: "hit",
        },
        "request",
      );
      return;
    }
    void handle(req, res);
  });
  server.listen(env.PORT, () => {
    logger.info(`Dabba is listening on http://localhost:${env.PORT}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests");
    const force = setTimeout(() => {
      logger.error("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await closeDatabase().catch((err) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
