import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidatePublicCaches, renderExpiresHeaders } from "~/lib/cache.server";
import { deferHydration } from "./defer-hydration";
import { inlineScriptHashes, RenderCache, renderCache, renderCacheKey } from "./render-cache";
import { securityHeaders } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("which requests the render cache serves", () => {
  const key = (path: string, cookie?: string, method = "GET") =>
    renderCacheKey(method, new URL(`http://x${path}`), cookie);

  it("serves anonymous GETs of the public pages", () => {
    expect(key("/")).toBe("/");
    expect(key("/menu")).toBe("/menu");
    expect(key("/faqs", "theme=dark")).toBe("/faqs");
    expect(key("/menu?week=0b6f3c56-94a0-4a43-9d3c-2a0b0e1b7f10")).toBe(
      "/menu?week=0b6f3c56-94a0-4a43-9d3c-2a0b0e1b7f10",
    );
  });

  it("never serves a signed-in user, a guest, a pending toast, other methods, paths or queries", () => {
    expect(key("/", "better-auth.session_token=abc")).toBeNull();
    expect(key("/", "__Secure-better-auth.session_token=abc")).toBeNull();
    expect(key("/", "a=1; dabba_guest=xyz")).toBeNull();
    expect(key("/get-in-touch", "dabba_toast=xyz")).toBeNull();
    expect(key("/get-in-touch", undefined, "POST")).toBeNull();
    expect(key("/order")).toBeNull();
    expect(key("/admin")).toBeNull();
    expect(key("/?utm_source=x")).toBeNull();
    expect(key("/menu?week=../../etc")).toBeNull();
  });
});

describe("content security policy of cached pages", () => {
  it("hashes every inline executable script, not JSON data or external scripts", () => {
    const html =
      '<script nonce="n">window.a=1;</script><script type="application/ld+json">{"a":1}</script>' +
      '<script src="/assets/x.js"></script><script type="text/x-deferred-module" id="d">import "/x";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1;"), sha('import "/x";')]);
  });

  it("defers the bootstrap module until the hero image is decoded and painted, and drops the module preloads", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a-1.js" nonce="n"/><link rel="modulepreload" href="/assets/b-2.js" nonce="n"/></head>' +
      '<body><script nonce="n" type="module" async="">import "/assets/a-1.js";</script></body>';
    const out = deferHydration(html);
    expect(out).not.toContain('modulepreload" href');
    expect(out).toContain(
      '<script type="text/x-deferred-module" id="deferred-hydration">import "/assets/a-1.js";</script>',
    );
    expect(out).toContain('["/assets/a-1.js","/assets/b-2.js"]');
    expect(out).toContain("i.decode().then(start,start)");
    expect(out).toContain("setTimeout(start,3000)");
    expect(out).toContain("requestAnimationFrame");
    expect(deferHydration("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});

describe("render cache middleware", () => {
  function app() {
    let renders = 0;
    const page = () =>
      `<html><body><p>render ${++renders}</p><script nonce="NONCE">window.x=${renders};</script></body></html>`;
    const hono = new Hono();
    hono.use(securityHeaders());
    hono.use(renderCache());
    hono.get("*", (c) => c.html(page()));
    return { hono, renders: () => renders };
  }

  it("renders once, then serves the stored page compressed with a hash-based policy", async () => {
    invalidatePublicCaches();
    const { hono, renders } = app();
    const first = await hono.request("/faqs");
    expect(first.headers.get("X-Render-Cache")).toBe("MISS");
    const html = await first.text();
    const second = await hono.request("/faqs", { headers: { "Accept-Encoding": "gzip" } });
    expect(second.headers.get("X-Render-Cache")).toBe("HIT");
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    expect(renders()).toBe(1);
    const csp = second.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(sha("window.x=1;"));
    expect(csp).not.toContain("nonce-");
    expect(second.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("answers a matching ETag with 304", async () => {
    invalidatePublicCaches();
    const { hono } = app();
    const first = await hono.request("/about-us");
    const again = await hono.request("/about-us", { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("renders afresh after an admin write and for personalised requests", async () => {
    invalidatePublicCaches();
    const { hono, renders } = app();
    await hono.request("/");
    await hono.request("/");
    expect(renders()).toBe(1);
    invalidatePublicCaches();
    expect(await (await hono.request("/")).text()).toContain("render 2");
    const signedIn = await hono.request("/", { headers: { Cookie: "better-auth.session_token=s" } });
    expect(signedIn.headers.get("X-Render-Cache")).toBeNull();
    expect(signedIn.headers.get("Content-Security-Policy")).toContain("nonce-");
    expect(renders()).toBe(3);
  });

  it("renders a page once for many simultaneous first requests", async () => {
    invalidatePublicCaches();
    const { hono, renders } = app();
    const responses = await Promise.all(Array.from({ length: 20 }, () => hono.request("/menu")));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });
});

describe("pages that change by the clock", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a page no later than the instant it names (the order cutoff), other pages until maxAgeMs", async () => {
    invalidatePublicCaches();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-02T23:00:00Z"));
    const cutoff = new Date("2030-01-02T23:59:59.999Z");
    let renders = 0;
    const hono = new Hono();
    hono.use(renderCache({ maxAgeMs: 24 * 60 * 60 * 1000 }));
    hono.get("/menu", (c) => c.html(`<p>menu ${++renders}</p>`, 200, renderExpiresHeaders(cutoff)));
    hono.get("/faqs", (c) => c.html(`<p>faqs ${++renders}</p>`));

    await hono.request("/menu");
    await hono.request("/faqs");
    vi.setSystemTime(cutoff);
    expect((await hono.request("/menu")).headers.get("X-Render-Cache")).toBe("HIT");
    vi.setSystemTime(cutoff.getTime() + 1);
    const after = await hono.request("/menu");
    expect(after.headers.get("X-Render-Cache")).toBe("MISS");
    expect(after.headers.get("X-Render-Cache-Expires")).toBeNull();
    expect(await after.text()).toContain("menu 3");
    expect((await hono.request("/faqs")).headers.get("X-Render-Cache")).toBe("HIT");
    expect(renders).toBe(3);
  });
});

describe("the fast path in front of Hono", () => {
  it("writes a cached page straight to the Node response, and leaves anything else alone", async () => {
    invalidatePublicCaches();
    const cache = new RenderCache();
    const hono = new Hono();
    hono.use(cache.middleware());
    hono.get("*", (c) => c.html("<p>menu</p><script>window.m=1;</script>"));
    await hono.request("/menu");

    const server = createServer((req, res) => {
      if (!cache.serveNode(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    try {
      for (const encoding of ["br", "gzip", "br"]) {
        const hit = await get("/menu", { "accept-encoding": encoding });
        expect(hit.status).toBe(200);
        expect(hit.headers.get("content-encoding")).toBe(encoding);
        expect(hit.headers.get("x-render-cache")).toBe("HIT");
        expect(hit.headers.get("x-frame-options")).toBe("DENY");
        expect(hit.headers.get("content-security-policy")).toContain(sha("window.m=1;"));
        expect(await hit.text()).toContain("<p>menu</p>");
      }
      const plain = await get("/menu", { "accept-encoding": "identity" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toContain("<p>menu</p>");
      const etag = plain.headers.get("etag")!;
      expect((await get("/menu", { "if-none-match": etag })).status).toBe(304);

      expect((await get("/menu", { cookie: "dabba_guest=1" })).status).toBe(418);
      expect((await get("/menu?x=1")).status).toBe(418);
      expect((await get("/faqs")).status).toBe(418);
      invalidatePublicCaches();
      expect((await get("/menu")).status).toBe(418);
    } finally {
      server.close();
    }
  });
});
