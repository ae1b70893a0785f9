import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir, ownServerEnv } from "./clocked-app";

const port = Number(process.env.E2E_PORT ?? 4173) + 44;
const url = `http://localhost:${port}`;

/**
 * The first start on an empty data directory (the demo business and its ~500 image variants): the
 * shop answers before the variants are made, says how far it is, and a page's images are there
 * meanwhile (the originals stand in, not cached).
 */
test("a first start answers at once, says how far its images are, and shows the originals meanwhile", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-e2e-first-start-"));
  const env = ownServerEnv(port, dataDir, {
    LOG_LEVEL: "info",
    BETTER_AUTH_SECRET: "first-start-e2e-secret-0123456789abcdef",
  });
  const child = spawn(process.execPath, [`${buildDir}/server/index.js`], { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 240_000, intervals: [250] },
      )
      .toBe(200);
    await expect
      .poll(() => log, { timeout: 60_000 })
      .toMatch(/Preparing images: 0\/\d+ \(pages show the originals until theirs are ready\)/);
    expect(log).not.toContain("Images ready");
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", images: { ready: false } });
    expect(health.images.made).toBeLessThan(health.images.total);

    // A dish card's widest AVIF comes last (small widths first): asked for now, the original stands in.
    const menu = await (await fetch(`${url}/menu`)).text();
    const dish = menu.match(/\/api\/images\/demo\/dishes\/[^"?]+\.webp/)?.[0];
    expect(dish, "a dish picture on /menu").toBeTruthy();
    const meanwhile = await fetch(`${url}${dish}?w=640&f=avif`);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.headers.get("content-type")).toBe("image/webp");
    expect(meanwhile.headers.get("cache-control")).toBe("no-cache");
    const original = await fetch(`${url}${dish}`);
    expect(Buffer.from(await meanwhile.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(true);

    // It goes on saying how far it is.
    await expect.poll(() => log, { timeout: 120_000 }).toMatch(/Preparing images: [1-9]\d*\/\d+/);
  } finally {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
