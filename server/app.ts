// The production server: the entry of the SSR build (build/server/index.js, vite.config.ts).
// Development runs the same app and start-up through Vite: server/dev.ts.
import { fileURLToPath } from "node:url";
import { createApp, createRequestHandler } from "./create-app";
import { RenderCache } from "./render-cache";
import { nodeHandler, startServer } from "./start";

async function main() {
  // The build itself, not a function returning it: given a function, React Router calls it and
  // derives its routes and handlers again on every request.
  const build = await import("virtual:react-router/server-build");
  const handleRequest = createRequestHandler(build, "production");
  const cache = new RenderCache();
  const app = createApp({ handleRequest, cache, clientDir: fileURLToPath(new URL("../client", import.meta.url)) });
  await startServer({ handle: nodeHandler(app, cache) });
}

await main();
