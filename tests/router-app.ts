import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "../server/create-app";
import type { TrustProxy } from "../server/proxy";

/** A route of the app as the route table names it: its module, its URL and its parent's id. */
export interface AppRoute {
  id: string;
  module: object;
  path?: string;
  index?: boolean;
  parentId?: string;
}

/**
 * The real Hono app (server/create-app.ts: body checks, the public origin) in front of React
 * Router's real request handler, serving a build of no assets made of an entry module (what a
 * page answers) and routes under a root route of their own (a route's parent is the root unless
 * it names another).
 */
export function routerApp(options: {
  entry: object;
  routes: AppRoute[];
  publicOrigin: string | undefined;
  trustProxy: TrustProxy;
}) {
  const build = {
    entry: { module: options.entry },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(options.routes.map((route) => [route.id, { parentId: "root", ...route }])),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createApp({
    handleRequest: createRequestHandler(build, "production"),
    publicOrigin: options.publicOrigin,
    trustProxy: options.trustProxy,
  });
}
