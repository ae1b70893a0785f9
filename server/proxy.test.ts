import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asPublicRequest, clientAddress, trustProxies } from "./proxy";

function incoming(remoteAddress: string, forwardedFor?: string) {
  return {
    socket: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const none = trustProxies(undefined);
    expect(clientAddress(incoming("203.0.113.7", "198.51.100.1"), none)).toBe("203.0.113.7");
    expect(clientAddress(incoming("127.0.0.1", "198.51.100.1"), none)).toBe("127.0.0.1");
  });

  it("is read through trusted proxies only: the nearest address that is not one of them", () => {
    const loopback = trustProxies("loopback");
    expect(clientAddress(incoming("127.0.0.1", "198.51.100.1"), loopback)).toBe("198.51.100.1");
    // A client that sends its own X-Forwarded-For through the proxy cannot pick its address.
    expect(clientAddress(incoming("127.0.0.1", "10.9.9.9, 198.51.100.1"), loopback)).toBe("198.51.100.1");
    // A direct connection from outside is not a proxy: its header is ignored.
    expect(clientAddress(incoming("203.0.113.7", "198.51.100.1"), loopback)).toBe("203.0.113.7");
    // A dual-stack server sees IPv4 clients as IPv4-mapped IPv6 addresses: the same client.
    expect(clientAddress(incoming("::ffff:127.0.0.1", "198.51.100.1"), loopback)).toBe("198.51.100.1");
    expect(clientAddress(incoming("::ffff:203.0.113.7", "198.51.100.1"), loopback)).toBe("203.0.113.7");
    expect(clientAddress(incoming("::1", "2001:db8::5"), loopback)).toBe("2001:db8::5");
    const chain = trustProxies("loopback, 10.0.0.0/8");
    expect(clientAddress(incoming("127.0.0.1", "198.51.100.1, 10.1.2.3"), chain)).toBe("198.51.100.1");
  });
});

describe("the request as the browser addressed it", () => {
  it("takes PUBLIC_URL's scheme and host behind a proxy, keeping path, query, method and body", async () => {
    const received = new Request("http://127.0.0.1:3000/get-in-touch?x=1", {
      method: "POST",
      headers: { origin: "https://shop.example", "content-type": "application/x-www-form-urlencoded" },
      body: "message=hello",
    });
    const request = asPublicRequest(received, "https://shop.example");
    expect(request.url).toBe("https://shop.example/get-in-touch?x=1");
    expect(request.method).toBe("POST");
    expect(request.headers.get("origin")).toBe("https://shop.example");
    expect(await request.text()).toBe("message=hello");
  });

  it("is left alone without PUBLIC_URL (localhost and 127.0.0.1 both work) or when it already matches", () => {
    const local = new Request("http://127.0.0.1:3000/login");
    expect(asPublicRequest(local, undefined)).toBe(local);
    const direct = new Request("https://shop.example/login");
    expect(asPublicRequest(direct, "https://shop.example")).toBe(direct);
  });
});

describe("TRUSTED_PROXIES", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("accepts addresses, CIDR ranges and proxy-addr's names, and refuses anything else in one line", async () => {
    vi.resetModules();
    vi.stubEnv("TRUSTED_PROXIES", "loopback, 10.0.0.0/8, 2001:db8::1, uniquelocal");
    expect((await import("~/lib/env.server")).env.TRUSTED_PROXIES).toBe(
      "loopback, 10.0.0.0/8, 2001:db8::1, uniquelocal",
    );
    vi.resetModules();
    vi.stubEnv("TRUSTED_PROXIES", "loopback, my-proxy");
    await expect(import("~/lib/env.server")).rejects.toThrow(/TRUSTED_PROXIES must be comma-separated addresses/);
  });
});
