import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/** TRUSTED_PROXIES ("loopback, 10.0.0.0/8") as proxy-addr's trust function; unset trusts none. */
export function trustProxies(setting: string | undefined): TrustProxy {
  const list = (setting ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return list.length ? proxyaddr.compile(list) : () => false;
}

/**
 * The client's address: the socket's, or, through trusted proxies only, the nearest address in
 * X-Forwarded-For that is not one of them. A client cannot choose its address by sending the header.
 */
export function clientAddress(incoming: Pick<IncomingMessage, "headers" | "socket">, trust: TrustProxy): string {
  if (!incoming.socket?.remoteAddress) return "unknown";
  const address = proxyaddr(incoming as IncomingMessage, trust) || "unknown";
  // An IPv4 client of a dual-stack server is "::ffff:203.0.113.7": the same client as "203.0.113.7".
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/**
 * The request as the browser addressed it. Behind a TLS proxy the app sees http://<internal host>;
 * with PUBLIC_URL set, that is the origin pages, redirects and the form origin check (React Router,
 * better-auth) must use, so the request's URL is rewritten to it.
 */
export function asPublicRequest(request: Request, publicOrigin: string | undefined): Request {
  if (!publicOrigin) return request;
  const received = new URL(request.url);
  const url = new URL(received.pathname + received.search, publicOrigin);
  if (url.origin === received.origin) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs this to pass a streamed body on.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
