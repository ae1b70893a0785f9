// npm start: builds when the build is missing or older than the sources, then runs the
// production server in this process (so SIGTERM reaches it directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const entry = join(buildDir, "server", "index.js");

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const sources = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const sourceTime = Math.max(...sources.map(newestMtime));
if (!existsSync(entry) || statSync(entry).mtimeMs < sourceTime) {
  console.log("Building the app (first start or sources changed)...");
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
try {
  await import(new URL(entry, `file://${process.cwd()}/`).href);
} catch (error) {
  if (error?.name === "DataDirLockedError") {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
