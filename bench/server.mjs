// Shared by the benchmarks: build the app, start it on demo data in a temporary DATA_DIR, stop it.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.mjs";

export const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

export function build(buildDir) {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  console.log(`Building into ${buildDir} ...`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("build failed");
}

/** Starts the built app on a fresh data directory (the demo business is seeded on first start). */
export async function startApp({ buildDir, port, logLevel = "warn" }) {
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-bench-"));
  const origin = `http://localhost:${port}`;
  const child = spawn("node", [join(buildDir, "server/index.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: join(dataDir, "data"),
      PUBLIC_URL: origin,
      LOG_LEVEL: logLevel,
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    },
  });
  await untilReady(child, origin);
  return {
    origin,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app process answers at `origin` and has made the image variants it lacks (pages
 * get the originals before, and their encoding is not to be measured).
 */
export async function untilReady(child, origin) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok && (await res.json()).images?.ready !== false) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app did not start (and make its image variants) within 600 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Stops the app process (SIGTERM) and waits for it to exit. */
export async function stopChild(child) {
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
}

/**
 * Requests each page once (filling the render cache), every image it references (making the
 * variants) and its scripts and styles (compressed once on first request).
 */
export async function warmUp(origin, paths) {
  for (const path of paths) {
    const html = await (await fetch(origin + path, { headers: { "Accept-Encoding": "br" } })).text();
    const urls = new Set();
    for (const m of html.matchAll(/(?:src|srcSet|imagesrcset)="([^"]+)"/gi)) {
      for (const part of m[1].split(",")) {
        const url = part.trim().split(/\s+/)[0]?.replace(/&amp;/g, "&");
        if (url?.startsWith("/api/images/")) urls.add(url);
      }
    }
    for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
    await Promise.all(
      [...urls].map((u) =>
        fetch(origin + u, { headers: { "Accept-Encoding": "br, gzip" } }).then((r) => r.arrayBuffer()),
      ),
    );
  }
}
