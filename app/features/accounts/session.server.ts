import { redirect } from "react-router";
import { auth } from "~/features/accounts/auth.server";
import { publicUrl } from "~/lib/env.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: "admin" | "user";
  emailVerified: boolean;
}

// Loaders of one request share the lookup.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();
const NO_USER = Promise.resolve(null);

/** better-auth's session cookie ("__Secure-" prefixed over https): without it there is no session. */
const SESSION_COOKIE = "better-auth.session_token=";

export function getUser(request: Request): Promise<SessionUser | null> {
  // A visitor or guest without a session cookie is nobody: no lookup to make.
  if (!request.headers.get("Cookie")?.includes(SESSION_COOKIE)) return NO_USER;
  let pending = lookups.get(request);
  if (!pending) {
    pending = auth.api.getSession({ headers: request.headers }).then((result) => {
      if (!result) return null;
      const u = result.user as typeof result.user & { role?: string | null };
      return {
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role === "admin" ? "admin" : "user",
        emailVerified: u.emailVerified,
      } satisfies SessionUser;
    });
    lookups.set(request, pending);
  }
  return pending;
}

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const to = `${url.pathname}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(to)}`);
}

function isPageRequest(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** The signed-in user, or a redirect to /login (pages) / 401 (actions). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  if (isPageRequest(request)) throw loginRedirect(request);
  throw new Response("Sign in required", { status: 401 });
}

/**
 * The signed-in admin. Anyone else gets the login redirect on a page, and 403 on an action,
 * before any data is read or changed.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user?.role === "admin") return user;
  if (isPageRequest(request)) throw loginRedirect(request);
  throw new Response("Forbidden", { status: 403 });
}

/**
 * The path on this site a browser may be sent to after signing in, or null. The path is resolved
 * against the shop's origin and must stay on it, as it is and once resolved: browsers drop tabs
 * and newlines from a URL and read a backslash as a slash ("/\t/evil.example"), and dot segments
 * resolve away ("/.//evil.example" is the path "//evil.example", which a browser reads as another
 * host), so such targets are refused. Every redirect to a place the browser named goes through it.
 */
export function sameSiteTarget(to: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof to !== "string" || !to.startsWith("/")) return null;
  if ([...to].some((c) => c < " " || c === "\u007f" || c === "\\")) return null;
  const shop = new URL(publicUrl()).origin;
  const url = new URL(to, shop);
  if (url.origin !== shop || url.pathname.startsWith("//")) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return new URL(target, shop).origin === shop ? target : null;
}

/** sameSiteTarget(to), else `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return sameSiteTarget(to) ?? fallback;
}

export function initials(name: string | null | undefined, email: string | null | undefined): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
  if (parts.length === 1 && parts[0] !== email) return parts[0][0].toUpperCase();
  if (email) return email[0].toUpperCase();
  return "U";
}
