import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Server middleware: the admin layout's gate (app/features/accounts/admin-gate.server.ts).
  future: { v8_middleware: true },
  // A separate build directory lets parallel test runs build without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
