import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressResponses } from "./compression";

const page = `<!doctype html><html><body>${"<p>Saffron Dabba, home cooked.</p>".repeat(200)}</body></html>`;
/** Past the size compressed on the main thread: compressed on the thread pool. */
const large = `<!doctype html><html><body>${"<p>Lamb haleem, slow-cooked for hours.</p>".repeat(1500)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use(compressResponses());
  hono.get("/page", (c) => c.html(page, 200, { ETag: '"abc"', Vary: "Cookie" }));
  hono.get("/large", (c) => c.html(large));
  hono.get("/small", (c) => c.json({ ok: true }));
  hono.get("/moved", (c) => c.redirect("/page"));
  hono.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/webp" }));
  hono.get("/raw", (c) => c.text("x".repeat(4096), 200, { "Cache-Control": "no-transform" }));
  return hono;
}

describe("compressResponses", () => {
  it("sends a page compressed in one piece with its length, brotli first, then gzip", async () => {
    const br = await app().request("/page", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("Content-Length"))).toBe(brBody.byteLength);
    expect(brBody.byteLength).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(page);
    expect(br.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(br.headers.get("ETag")).toBe('W/"abc"');

    const gz = await app().request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);

    for (const encoding of ["br", "gzip"]) {
      const res = await app().request("/large", { headers: { "Accept-Encoding": encoding } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      expect(Number(res.headers.get("Content-Length"))).toBe(bytes.byteLength);
      expect((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(large);
    }

    const plain = await app().request("/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("leaves small bodies, redirects, images and no-transform responses as they are", async () => {
    const small = await app().request("/small", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const moved = await app().request("/moved", { headers: { "Accept-Encoding": "br" } });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/page");
    for (const path of ["/image", "/raw"]) {
      const res = await app().request(path, { headers: { "Accept-Encoding": "br" } });
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect((await res.arrayBuffer()).byteLength).toBe(4096);
    }
  });
});
