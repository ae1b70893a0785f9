import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every page knows every route from the start (a 3.5 KB manifest module) instead of asking
  // /__manifest for the links it shows once hydrated, which re-rendered the whole page a second
  // time right after hydration (decision 034).
  routeDiscovery: { mode: "initial" },
  // A separate build directory lets parallel test runs build without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
