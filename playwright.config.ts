import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production
 * build in E2E_BUILD_DIR, served on E2E_PORT with a fresh data directory and the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "dabba-e2e-"));
process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(join(tmpdir(), "dabba-e2e-empty-"));
export const baseURL = `http://localhost:${port}`;
/** A second server on an empty database (no demo data) for the empty states: *.empty.spec.ts. */
export const emptyBaseURL = `http://localhost:${port + 1}`;

function server(serverPort: number, dataDir: string, extra: Record<string, string> = {}) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: `node ${buildDir}/server/index.js`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory's first start builds nothing but the demo data before listening (its
    // images' variants are made afterwards); a busy machine can still take minutes.
    timeout: 300_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DABBA_TEST_HOOKS: "1",
      AUTH_SIGN_IN_LIMIT: "1000",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A journey takes 5 to 60 s on these shared 2-core machines, and up to three times that on a
  // slow day: a limit is there to end a stuck test, not to time a working one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.empty\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "empty-db",
      testMatch: /\.empty\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: emptyBaseURL },
    },
  ],
  webServer: [
    server(port, process.env.E2E_DATA_DIR!),
    server(port + 1, process.env.E2E_EMPTY_DATA_DIR!, { SEED_DEMO: "false" }),
  ],
});
