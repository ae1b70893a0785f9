import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production
 * build in E2E_BUILD_DIR, served on E2E_PORT with a fresh data directory and the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "dabba-e2e-"));
export const baseURL = `http://localhost:${port}`;

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node ${buildDir}/server/index.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      PUBLIC_URL: baseURL,
      DABBA_TEST_HOOKS: "1",
      AUTH_SIGN_IN_LIMIT: "1000",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
    },
  },
});
