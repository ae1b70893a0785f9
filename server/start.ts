import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { deploymentProblems } from "~/lib/production-checks.server";
import { logCacheHit, logger } from "~/lib/logger.server";
import { DEMO_IMAGE_FOLDERS, ensureDemoData } from "~/db/seed.server";
import { startPreparingVariants, type VariantPreparation } from "~/lib/images/image-variants.server";
import { UPLOAD_FOLDERS } from "~/lib/uploads/upload-folders";
import { startJobs } from "./jobs";
import { wireMailSecrets } from "./mail-secrets";
import { wirePaymentReactions } from "./payment-reactions";
import type { RenderCache } from "./render-cache";

// At module scope, not in startServer: development runs startServer once but evaluates this
// module again whenever a module it imports changed, so a reloaded registry is filled again.
wirePaymentReactions();
wireMailSecrets();

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Cached public pages are answered before Hono (no Request/Response objects per hit). */
export function nodeHandler(app: Hono, cache: RenderCache): NodeHandler {
  const handle = getRequestListener(app.fetch);
  return (req, res) => {
    const started = performance.now();
    if (cache.serveNode(req, res)) {
      logCacheHit(req.method ?? "GET", req.url ?? "/", res.statusCode, Math.round(performance.now() - started));
      return;
    }
    void handle(req, res);
  };
}

/**
 * Makes the responsive variants stored images lack (the demo's, on the first start; uploads whose
 * background encoding was cut short) while the server answers, saying how far it is; until a
 * variant exists, pages get the original in its place (decision 031).
 */
function prepareStartupImages(): VariantPreparation {
  const started = performance.now();
  let said = 0;
  return startPreparingVariants([...UPLOAD_FOLDERS, ...DEMO_IMAGE_FOLDERS], (made, total) => {
    const now = performance.now();
    if (total === 0 || (made > 0 && made < total && now - said < 5000)) return;
    said = now;
    if (made === 0) logger.info(`Preparing images: 0/${total} (pages show the originals until theirs are ready)`);
    else if (made < total) logger.info(`Preparing images: ${made}/${total}`);
    else logger.info(`Images ready: ${total} variants made in ${Math.round((now - started) / 1000)} s`);
  });
}

export interface StartOptions {
  /** Answers every request. */
  handle: NodeHandler;
  /** The server to listen with (development creates it first, for Vite's HMR websocket). */
  server?: Server;
  /** Runs when shutting down, while requests finish (development: closes Vite). */
  onShutdown?: () => Promise<void>;
}

/**
 * Start-up, shared by production (server/app.ts) and development (server/dev.ts): importing the
 * database module has opened it and run the migrations; an empty database gets the demo data;
 * the job workers and schedules start (mail, unpaid-order expiry, the upload sweep); the missing
 * image variants are made in the background; the server listens on PORT and SIGTERM/SIGINT shut
 * it down.
 */
export async function startServer({ handle, server = createServer(), onShutdown }: StartOptions): Promise<Server> {
  const problems = deploymentProblems(env);
  if (problems.length) {
    for (const problem of problems) console.error(`Cannot start: ${problem}`);
    await closeDatabase().catch(() => {});
    process.exit(1);
  }
  if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY) {
    logger.warn(
      "STRIPE_SECRET_KEY is not set: payments use the built-in TEST provider and no card is ever charged. Set Stripe keys before taking real orders.",
    );
  }
  await ensureDemoData();
  const stopJobs = await startJobs();
  const images = prepareStartupImages();
  server.on("request", handle);
  await new Promise<void>((resolve) => server.listen(env.PORT, resolve));
  logger.info(`Dabba is listening on http://localhost:${env.PORT}`);

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
    const stopped = onShutdown?.().catch((err) => logger.error({ err }, "shutting down failed"));
    server.close(async () => {
      await stopped;
      await images.stop();
      await stopJobs().catch((err) => logger.error({ err }, "stopping the job workers failed"));
      await closeDatabase().catch((err) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
