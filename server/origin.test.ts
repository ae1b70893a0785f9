import { afterEach, describe, expect, it, vi } from "vitest";
import { routerApp } from "../tests/router-app";
import { trustProxies } from "./proxy";

/**
 * A one-route React Router build with an action, behind the real Hono app: React Router's own
 * check of a form's Origin against the request's URL decides, as in production.
 */
function appWithForm(publicOrigin: string | undefined) {
  const seen: Array<{ url: string; origin: string | null }> = [];
  const refusals: string[] = [];
  const app = routerApp({
    entry: {
      default: (_request: Request, status: number) => new Response(`page ${status}`, { status }),
      handleError: (error: Error) => refusals.push(error.message),
    },
    routes: [
      {
        id: "contact",
        path: "get-in-touch",
        module: {
          default: () => null,
          action: ({ request }: { request: Request }) => {
            seen.push({ url: request.url, origin: request.headers.get("origin") });
            return { sent: true };
          },
        },
      },
    ],
    publicOrigin,
    trustProxy: trustProxies("loopback"),
  });
  /** A form posted by a browser at `origin` and received by the app at `received` (its own address). */
  const post = (received: string, origin: string, headers: Record<string, string> = {}) =>
    app.request(received, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "message=hello",
    });
  return { post, seen, refusals };
}

describe("which origin a form may come from", () => {
  it("behind a TLS proxy with an https PUBLIC_URL: that origin is accepted, the action sees the https URL", async () => {
    const { post, seen } = appWithForm("https://shop.example");
    const response = await post("http://127.0.0.1:3000/get-in-touch", "https://shop.example", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "shop.example",
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ url: "https://shop.example/get-in-touch", origin: "https://shop.example" }]);
  });

  it("with PUBLIC_URL set, any other origin is refused, however the request reached the app", async () => {
    const { post, seen, refusals } = appWithForm("https://shop.example");
    expect((await post("http://127.0.0.1:3000/get-in-touch", "https://evil.example")).status).toBe(400);
    expect((await post("http://127.0.0.1:3000/get-in-touch", "http://127.0.0.1:3000")).status).toBe(400);
    // A forwarded host header does not choose the origin either.
    const forwarded = await post("http://127.0.0.1:3000/get-in-touch", "https://evil.example", {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forwarded.status).toBe(400);
    expect(seen).toEqual([]);
    // Refused by React Router's own check of the Origin header against the request's URL.
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatch(/origin does not match/);
  });

  it("without PUBLIC_URL: the app opened at localhost or 127.0.0.1 accepts its own forms", async () => {
    const { post, seen } = appWithForm(undefined);
    expect((await post("http://localhost:3000/get-in-touch", "http://localhost:3000")).status).toBe(200);
    expect((await post("http://127.0.0.1:3000/get-in-touch", "http://127.0.0.1:3000")).status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual([
      "http://localhost:3000/get-in-touch",
      "http://127.0.0.1:3000/get-in-touch",
    ]);
  });

  it("without PUBLIC_URL, a form from another site is refused", async () => {
    const { post, seen, refusals } = appWithForm(undefined);
    expect((await post("http://localhost:3000/get-in-touch", "https://evil.example")).status).toBe(400);
    expect((await post("http://127.0.0.1:3000/get-in-touch", "http://localhost:3000")).status).toBe(400);
    expect(seen).toEqual([]);
    expect(refusals).toHaveLength(2);
  });
});

describe("where a payment sends the browser back", () => {
  async function withEnv(publicUrl: string | undefined) {
    vi.resetModules();
    vi.stubEnv("PORT", "3000");
    vi.stubEnv("PUBLIC_URL", publicUrl ?? "");
    const { requestOrigin } = await import("~/lib/env.server");
    const { checkoutSessionParams } = await import("~/features/payments/stripe-provider.server");
    const order = {
      id: "o1",
      orderNumber: "DB-1",
      email: "a@example.com",
      totalPence: 3000,
      weeklyPence: 0,
      firstWeeklyChargeAt: null,
    };
    return (url: string) =>
      checkoutSessionParams({ ...order, description: "1 × Box", returnOrigin: requestOrigin(new Request(url)) });
  }
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is PUBLIC_URL behind a proxy", async () => {
    const params = await withEnv("https://shop.example");
    expect(params("http://127.0.0.1:3000/checkout").success_url).toMatch(
      /^https:\/\/shop\.example\/order-confirmation\?/,
    );
    expect(params("http://127.0.0.1:3000/checkout").cancel_url).toMatch(/^https:\/\/shop\.example\/checkout\?/);
  });

  it("without PUBLIC_URL, the address the shop was opened at on this machine (localhost, 127.0.0.1)", async () => {
    const params = await withEnv(undefined);
    expect(params("http://127.0.0.1:3000/checkout").success_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/order-confirmation/,
    );
    expect(params("http://localhost:3000/checkout").success_url).toMatch(
      /^http:\/\/localhost:3000\/order-confirmation/,
    );
    // Any other host the request names is not believed.
    expect(params("http://evil.example:3000/checkout").success_url).toMatch(/^http:\/\/localhost:3000\//);
  });
});
