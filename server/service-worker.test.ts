import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp, SERVICE_WORKER } from "./create-app";

const dir = mkdtempSync(join(tmpdir(), "dabba-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the service worker", () => {
  it("is served from the build as JavaScript, revalidated every time (a new version is seen at once)", async () => {
    writeFileSync(join(dir, "sw.js"), 'self.addEventListener("push", () => {});');
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    const app = createApp({
      clientDir: dir,
      publicOrigin: "http://localhost",
      handleRequest: async () => new Response("page", { status: 404 }),
    });
    const worker = await app.request(SERVICE_WORKER);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("Content-Type")).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get("Cache-Control")).toBe("no-cache");
    expect(await worker.text()).toContain('"push"');
    expect((await app.request("/favicon.svg")).headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});
