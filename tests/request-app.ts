import type { StaticHandlerContext } from "react-router";
import { ensureAdmin } from "~/db/seed.server";
import { db } from "~/lib/db.server";
import { publicUrl } from "~/lib/env.server";
import { trustProxies } from "../server/proxy";
import { routerApp, type AppRoute } from "./router-app";

/** What a page answered (no HTML is rendered): its action's data, and each route's loader data by route id. */
export interface PageAnswer {
  actionData: Record<string, unknown> | null;
  loaderData: Record<string, unknown>;
}

/**
 * The real Hono app (server/create-app.ts: body checks, the public origin) in front of React
 * Router's real request handler, serving the given real route modules against the test database.
 * Pages answer JSON of their action and loader data instead of HTML, so a test reads what the
 * person would be told. `request(path, init, clientIp)` is a browser's request from `clientIp`.
 */
export function requestApp(routes: AppRoute[]) {
  const origin = publicUrl();
  const app = routerApp({
    entry: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        { staticHandlerContext: page }: { staticHandlerContext: StaticHandlerContext },
      ) =>
        Response.json(
          {
            actionData: (Object.values(page.actionData ?? {})[0] ?? null) as PageAnswer["actionData"],
            loaderData: page.loaderData,
          } satisfies PageAnswer,
          { status, headers },
        ),
    },
    routes,
    publicOrigin: origin,
    trustProxy: trustProxies(undefined),
  });
  return (path: string, init: RequestInit = {}, clientIp = "192.0.2.10") =>
    app.fetch(new Request(new URL(path, origin), init), {
      incoming: { headers: {}, socket: { remoteAddress: clientIp } },
    });
}

/** A form posted by the shop's own page. */
export function formPost(body: BodyInit, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", body, headers: { origin: publicUrl(), ...headers } };
}

/** The first value of each cookie a response sets, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type AppRequest = ReturnType<typeof requestApp>;

/** Signs in through the app's /login form (the route must be served); the session's Cookie header. */
export async function signIn(request: AppRequest, email: string, password: string): Promise<string> {
  const response = await request(
    "/login",
    formPost(new URLSearchParams({ intent: "sign-in", email, password }), {
      "content-type": "application/x-www-form-urlencoded",
    }),
  );
  if (response.status !== 302) throw new Error(`signing in ${email} answered ${response.status}`);
  return cookiesOf(response);
}

/** An admin account (made if missing) signed in through /login: the session's Cookie header. */
export async function adminSession(request: AppRequest, email: string, password = "owner-password-1") {
  await ensureAdmin(db, email, password);
  return signIn(request, email, password);
}
