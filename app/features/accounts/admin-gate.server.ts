import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { requireAdmin, type SessionUser } from "./session.server";

const adminContext = createContext<SessionUser>();

function isWrite(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/**
 * The back-office's one gate, run by the admin layout for every admin loader, action and
 * resource route below it: anyone but an admin gets the login redirect (pages) or 403
 * (writes) before any data is read or changed. After an admin write the public caches are
 * dropped, whatever the outcome: a write that failed half-way must not leave stale pages, and
 * dropping a cache costs one re-render.
 */
export const adminGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(adminContext, await requireAdmin(request));
  if (!isWrite(request)) return next();
  try {
    return await next();
  } finally {
    invalidatePublicCaches();
  }
};

/** The admin the gate let in (admin loaders and actions only). */
export function currentAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(adminContext);
}
