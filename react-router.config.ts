import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate build directory lets parallel test runs build without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
