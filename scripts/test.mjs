// npm test: unit and integration tests (Vitest; PGlite, plus PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests (Playwright in Debian's Chromium) against a fresh build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const only = process.argv[2];

if (only !== "e2e") run("npx", ["vitest", "run"]);
if (only === "unit") process.exit(0);

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, { stdio: "inherit" });
  apt(["update"]);
  if (apt(["install", "-y", "chromium"]).status !== 0) {
    console.error("Could not install chromium; install it (apt-get install -y chromium) and run npm test again.");
    process.exit(1);
  }
}

const buildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";
run("npx", ["react-router", "build"], { BUILD_DIR: buildDir, NODE_ENV: "production" });
run("npx", ["playwright", "test", ...process.argv.slice(only === "e2e" ? 3 : 2)], { E2E_BUILD_DIR: buildDir });
