import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run dev` (server/dev.ts) runs production's Hono server behind Vite: started here as its
 * own process on a free port with an empty PGlite database in a temporary data directory.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function request(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

describe("npm run dev", () => {
  let child: ChildProcess;
  let port: number;
  let output = "";
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-dev-test-"));

  // About 10 s on an idle machine (Vite, the database and its migrations); generous for a busy one.
  beforeAll(async () => {
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    };
    delete env.DATABASE_URL;
    delete env.PGLITE_IN_MEMORY;
    child = spawn("node_modules/.bin/tsx", ["server/dev.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes("Dabba is listening")) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
      child.once("exit", (code) => {
        clearInterval(timer);
        reject(new Error(`the dev server exited (${code}):\n${output}`));
      });
    });
  }, 120_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 20_000);

  it("answers pages through the Hono layer: compression, security headers, a CSP nonce, the request log", async () => {
    const page = await request(port, "/login", { "Accept-Encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();

    // Rendered from Vite's development build (with React Router's HMR runtime), the request's
    // nonce on its scripts.
    const html = gunzipSync(page.body).toString("utf8");
    expect(html).toContain(
      `<script nonce="${nonce}" type="module" async="">import "/@id/__x00__virtual:react-router/inject-hmr-runtime"`,
    );

    await expect.poll(() => output).toMatch(/"method":"GET","path":"\/login","status":200,"ms":\d+,"msg":"request"/);
  }, 60_000); // the first request compiles the app's server modules

  it("serves public pages from the render cache, as production does", async () => {
    const first = await request(port, "/faqs");
    const second = await request(port, "/faqs");
    expect(first.status).toBe(200);
    expect(first.headers["x-render-cache"]).toBe("MISS");
    expect(second.headers["x-render-cache"]).toBe("HIT");
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("leaves the browser's modules to Vite", async () => {
    const client = await request(port, "/@vite/client");
    expect(client.status).toBe(200);
    expect(client.headers["content-type"]).toMatch(/javascript/);
  });
});
