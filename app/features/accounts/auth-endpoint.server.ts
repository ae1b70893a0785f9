import { auth, LIMITED_AUTH_PATHS } from "~/features/accounts/auth.server";
import { sameSiteTarget } from "~/features/accounts/session.server";
import { publicUrl } from "~/lib/env.server";
import { FORM_URLENCODED, isJsonMediaType, MULTIPART_FORM, mediaTypeOf } from "~/lib/media-type";
import { addressBucket, rateLimitStep } from "~/lib/rate-limit.server";

/** The header better-auth reads the client's address from (set by us only, never by the browser). */
export const CLIENT_IP_HEADER = "x-dabba-client-ip";

const LIMIT = Number(process.env.AUTH_SIGN_IN_LIMIT ?? 10);
const LIMITED = new Set<string>(LIMITED_AUTH_PATHS);
const TOO_MANY = "Too many attempts. Please wait a minute and try again.";

/**
 * Sign-in, sign-up and password-reset requests: each at most AUTH_SIGN_IN_LIMIT a minute from one
 * client address (as seen through trusted proxies; an IPv6 client by its /64) and for one account (its email, lower-cased),
 * whichever address they come from. Counted in the database (keys "auth/sign-in/email:address:…",
 * "auth/sign-in/email:account:…"): every instance shares the counts.
 */
async function withinLimits(path: string, body: Record<string, unknown>, clientIp: string | undefined) {
  if (!LIMITED.has(path)) return true;
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const [byAddress, byAccount] = await Promise.all([
    rateLimitStep(`auth${path}:address:${addressBucket(clientIp || "unknown")}`, LIMIT, 60),
    email ? rateLimitStep(`auth${path}:account:${email}`, LIMIT, 60) : { allowed: true },
  ]);
  return byAddress.allowed && byAccount.allowed;
}

function tooMany(): Response {
  return Response.json({ message: TOO_MANY }, { status: 429, headers: { "Retry-After": "60" } });
}

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
  if (!(await withinLimits(path, body, clientIp)))
    return { ok: false, status: 429, data: null, message: TOO_MANY, headers: new Headers() };
  const headers = new Headers({ "content-type": "application/json", origin: publicUrl() });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);

  const response = await auth.handler(
    new Request(`${publicUrl()}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const out = new Headers();
  for (const value of response.headers.getSetCookie()) out.append("Set-Cookie", value);
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  const message = response.status === 429 ? TOO_MANY : (data?.message ?? (response.ok ? "" : "Something went wrong"));
  return { ok: response.ok, status: response.status, data, message, headers: out };
}

/**
 * A request body's fields, JSON or form, without consuming the request: read by its media type
 * whatever its case or parameters ("APPLICATION/JSON; charset=utf-8"), as better-auth reads it.
 */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const type = mediaTypeOf(request.headers);
    if (isJsonMediaType(type)) {
      const parsed: unknown = await request.clone().json();
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    }
    if (type === FORM_URLENCODED || type === MULTIPART_FORM)
      return Object.fromEntries(await request.clone().formData());
  } catch {
    // better-auth answers a malformed body itself.
  }
  return {};
}

/**
 * better-auth's HTTP handler for a browser's request (/api/auth/*), told the client's address by
 * us alone (a header of that name sent by the browser is replaced), under the same limits as
 * callAuthEndpoint.
 */
export async function authHandler(request: Request, clientIp: string): Promise<Response> {
  request.headers.set(CLIENT_IP_HEADER, clientIp);
  const url = new URL(request.url);
  const body = request.method === "POST" ? await bodyOf(request) : {};
  if (!redirectsStayOnSite(url.searchParams, body))
    return Response.json({ message: OFF_SITE_REDIRECT, code: "INVALID_REDIRECT" }, { status: 400 });
  const path = url.pathname.replace(/^\/api\/auth/, "");
  if (request.method === "POST" && LIMITED.has(path) && !(await withinLimits(path, body, clientIp))) return tooMany();
  return auth.handler(request);
}

/** The fields better-auth sends the browser on to, once done (a verification link, a sign-in). */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];
const OFF_SITE_REDIRECT = "The address to go back to must be a page of this site.";

/**
 * Each redirect field, in the query or the body, is a path of this site by our one rule
 * (sameSiteTarget): better-auth's own check lets "/.//evil.example" through, which it would then
 * send the browser to as "//evil.example".
 */
function redirectsStayOnSite(query: URLSearchParams, body: Record<string, unknown>): boolean {
  return REDIRECT_FIELDS.every((field) =>
    [...query.getAll(field), body[field]].every((to) => to === undefined || sameSiteTarget(to as string) === to),
  );
}
