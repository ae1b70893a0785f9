import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp, listPublicFiles } from "./create-app";

/** A browser build on disk: a public file at the top, one in a folder, and a hashed asset. */
function clientBuild() {
  const dir = mkdtempSync(join(tmpdir(), "dabba-client-"));
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(join(dir, "icons"));
  writeFileSync(join(dir, "icons", "apple.png"), "png");
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry-abc123.js"), "export {};");
  writeFileSync(join(dir, "assets", "font-abc123.woff2"), "font");
  return dir;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("public files", () => {
  it("are listed by URL path once, without the hashed assets", () => {
    const dir = clientBuild();
    dirs.push(dir);
    expect([...listPublicFiles(dir)].sort()).toEqual(["/favicon.svg", "/icons/apple.png"]);
  });

  it("are served from the build; every other path goes on to React Router", async () => {
    const dir = clientBuild();
    dirs.push(dir);
    const routed: string[] = [];
    const app = createApp({
      clientDir: dir,
      publicOrigin: "http://localhost",
      handleRequest: async (request) => {
        routed.push(new URL(request.url).pathname);
        return new Response("page", { status: 404 });
      },
    });

    const favicon = await app.request("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(await favicon.text()).toBe("<svg/>");
    expect(favicon.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await (await app.request("/icons/apple.png")).text()).toBe("png");

    // Hashed assets, compressed in memory (scripts) or read from disk (fonts, images): kept for ever.
    for (const path of ["/assets/entry-abc123.js", "/assets/font-abc123.woff2"]) {
      const asset = await app.request(path);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    }

    expect((await app.request("/missing.svg")).status).toBe(404);
    expect((await app.request("/icons")).status).toBe(404);
    expect(routed).toEqual(["/missing.svg", "/icons"]);
  });
});
