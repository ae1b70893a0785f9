// npm run dev: production's server (server/create-app.ts, server/start.ts) with Vite in front of
// it for the browser's modules and hot reload. Every module of the server and of the app is
// loaded through Vite, so an edit is picked up by the next request (edits to this file and to the
// start-up itself need a restart).
import { createServer } from "node:http";
import { resolve, sep } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type * as CreateApp from "./create-app";
import type * as RenderCacheModule from "./render-cache";
import type * as Start from "./start";

process.env.NODE_ENV ??= "development";

const server = createServer();
const dataDir = resolve(process.env.DATA_DIR ?? "data") + sep;
const vite = await createViteServer({
  // The HMR websocket shares the app's port; the database and uploads are not sources to watch.
  // No CORS headers either: responses carry production's headers only.
  server: { middlewareMode: true, hmr: { server }, watch: { ignored: [`${dataDir}**`] }, cors: false },
  appType: "custom",
});
const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;

// Importing the start-up opens the database (and runs the migrations), as in production.
const { startServer } = await load<typeof Start>("/server/start.ts").catch(async (error: Error) => {
  if (error.name !== "DataDirLockedError") throw error;
  console.error(`\n${error.message}\n`);
  await vite.close();
  process.exit(1);
});
const { logger } = await load<typeof import("~/lib/logger.server")>("/app/lib/logger.server.ts");

/**
 * The Hono app with a render cache of its own, made afresh after any file changes: the edit is
 * picked up (Vite reloads what changed) and no page rendered by the old code is served from the
 * cache. Otherwise it is production's render cache, invalidated by admin writes as there.
 */
let current: Promise<Start.NodeHandler> | undefined;
let currentCache: RenderCacheModule.RenderCache | undefined;
function appHandler() {
  current ??= (async () => {
    const { nodeHandler } = await load<typeof Start>("/server/start.ts");
    const { createApp, createRequestHandler } = await load<typeof CreateApp>("/server/create-app.ts");
    const { RenderCache } = await load<typeof RenderCacheModule>("/server/render-cache.ts");
    const handleRequest = createRequestHandler(
      () => load<ServerBuild>("virtual:react-router/server-build"),
      "development",
    );
    currentCache = new RenderCache();
    return nodeHandler(createApp({ handleRequest, cache: currentCache }), currentCache);
  })();
  return current;
}
vite.watcher.on("all", (_event, file) => {
  if (file.startsWith(dataDir)) return;
  currentCache?.entries.clear();
  current = undefined;
});

await startServer({
  server,
  // Vite first (its client, the app's modules, public files), then production's server.
  handle: (req, res) =>
    vite.middlewares(req, res, () => {
      appHandler()
        .then((handle) => handle(req, res))
        .catch((error: Error) => {
          current = undefined;
          vite.ssrFixStacktrace(error);
          logger.error({ err: error }, "loading the server failed");
          res.statusCode = 500;
          res.end(error.stack);
        });
    }),
  onShutdown: () => vite.close(),
});
logger.info("development: Vite hot reload; the render cache starts afresh after every file change");
