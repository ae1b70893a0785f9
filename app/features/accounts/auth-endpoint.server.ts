import { auth } from "~/features/accounts/auth.server";
import { publicUrl } from "~/lib/env.server";

export interface AuthCallResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The provider's message on failure. */
  message: string;
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

/**
 * Calls a better-auth endpoint through its HTTP handler (not auth.api), so rate limits,
 * origin checks and cookie handling apply exactly as for a browser request.
 */
export async function callAuthEndpoint<T = unknown>(
  request: Request,
  path: string,
  body: Record<string, unknown>,
  clientIp?: string,
): Promise<AuthCallResult<T>> {
  const headers = new Headers({ "content-type": "application/json", origin: publicUrl() });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const ip = request.headers.get("x-forwarded-for") ?? clientIp;
  if (ip) headers.set("x-forwarded-for", ip);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);

  const response = await auth.handler(
    new Request(`${publicUrl()}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const out = new Headers();
  for (const value of response.headers.getSetCookie()) out.append("Set-Cookie", value);
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  const message =
    response.status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : (data?.message ?? (response.ok ? "" : "Something went wrong"));
  return { ok: response.ok, status: response.status, data, message, headers: out };
}
