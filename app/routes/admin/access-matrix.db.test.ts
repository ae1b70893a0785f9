/**
 * The access matrix of the back-office: every route under /admin in the route table (read at test
 * time, so new admin routes are covered without editing this file), for anonymous visitors,
 * guests, customers and admins, with real better-auth sessions. Each loader and action runs
 * behind the middleware of its ancestors in the route table, as React Router runs it. Non-admins get the login redirect
 * from loaders and 403 from actions, and the database is unchanged; admins get 200 on every page
 * (resource routes may answer 400 for missing parameters, never 401/403).
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { RouterContextProvider } from "react-router";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { ensureAdmin, seedDemoData } from "~/db/seed.server";
import { startGuest } from "~/features/accounts/guest.server";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { publicCacheVersion } from "~/lib/cache.server";
import routeTable from "~/routes";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface AdminRoute {
  file: string;
  /** The route modules above it in the route table, outermost first. */
  ancestors: string[];
  url: string;
  /** Has a dynamic segment filled with a made-up value (an admin may get 404 there). */
  dynamic: boolean;
  params: Record<string, string>;
}

const appDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** Every route module whose URL is under /admin; a pathless layout takes its first child's URL. */
function adminRoutes(entries: RouteEntry[]): AdminRoute[] {
  const found: AdminRoute[] = [];
  const visit = (entry: RouteEntry, ancestors: string[]): string | null => {
    const childUrls = (entry.children ?? [])
      .map((child) => visit(child, [...ancestors, entry.file]))
      .filter((u): u is string => u !== null);
    const path = entry.path ?? null;
    const isAdmin = path !== null ? path === "admin" || path.startsWith("admin/") : childUrls.length > 0;
    if (!isAdmin) return null;
    const params: Record<string, string> = {};
    const filled =
      path === null
        ? null
        : path
            .replace(/:([A-Za-z0-9_]+)\??/g, (_, name: string) => (params[name] = randomUUID()))
            .replace(/\*$/, () => (params["*"] = "no-such-page"));
    const url = filled !== null ? `/${filled}` : (childUrls.find((u) => u === "/admin") ?? childUrls[0]);
    found.push({ file: entry.file, ancestors, url, dynamic: path !== null && /[:*]/.test(path), params });
    return url;
  };
  entries.forEach((entry) => visit(entry, []));
  return found;
}

type Identity = "anonymous" | "guest" | "customer" | "admin";
const cookies: Record<Identity, string> = { anonymous: "", guest: "", customer: "", admin: "" };

function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function signIn(email: string, password: string, ip: string): Promise<string> {
  const outcome = await signInWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email, password },
    ip,
  );
  if (!(outcome instanceof Response)) throw new Error(`sign-in failed for ${email}: ${outcome.description}`);
  return cookieHeader(outcome.headers.getSetCookie());
}

/** A fingerprint of every table's content: any insert, update or delete changes it. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const result = await db.execute<{ digest: string }>(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ digest: string }> }).rows) as Array<{
      digest: string;
    }>;
    out[name] = rows[0].digest;
  }
  return out;
}

/** What a loader or action did: the Response it threw or returned, or its data and status. */
async function outcomeOf(call: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    const value = await call();
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    const init = (value as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const init = (thrown as { init?: ResponseInit | null; type?: string } | null)?.init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
}

let routes: AdminRoute[] = [];
let sampleIds: string[] = [];

beforeAll(async () => {
  routes = adminRoutes(routeTable as unknown as RouteEntry[]);
  await seedDemoData(db);
  await ensureAdmin(db);

  cookies.guest = (await startGuest()).split(";")[0];
  const customerEmail = `matrix-customer-${Date.now()}@example.com`;
  await signUpWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email: customerEmail, password: "customer-pass-1", firstName: "Cara" },
    "10.20.0.1",
  );
  await db
    .update(schema.user)
    .set({ emailVerified: true })
    .where(sql`${schema.user.email} = ${customerEmail}`);
  cookies.customer = await signIn(customerEmail, "customer-pass-1", "10.20.0.2");
  cookies.admin = await signIn(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, "10.20.0.3");

  // Real ids for the POST bodies, so a missing guard would visibly delete or change something.
  const [dish] = await db.select({ id: schema.menuItems.id }).from(schema.menuItems).limit(1);
  const [postcode] = await db.select({ id: schema.deliveryPostcodes.id }).from(schema.deliveryPostcodes).limit(1);
  const [image] = await db.select({ id: schema.websiteImages.id }).from(schema.websiteImages).limit(1);
  sampleIds = [dish.id, postcode.id, image.id];
}, 120_000);

function request(url: string, identity: Identity, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookies[identity]) headers.set("Cookie", cookies[identity]);
  return new Request(`http://localhost${url}`, { ...init, headers });
}

function destructiveBody(id: string): FormData {
  const form = new FormData();
  form.set("intent", "delete");
  form.set("id", id);
  form.set("userId", id);
  form.set("role", "admin");
  form.set("prefix", "ZZ9");
  form.set("name", "Matrix probe");
  return form;
}

type Handler = (args: HandlerArgs) => Promise<unknown>;
interface HandlerArgs {
  request: Request;
  params: Record<string, string>;
  context: RouterContextProvider;
}
type Middleware = (args: HandlerArgs, next: () => Promise<unknown>) => Promise<unknown>;

async function loadModule(file: string) {
  return (await import(/* @vite-ignore */ resolve(appDir, file))) as {
    default?: unknown;
    loader?: Handler;
    action?: Handler;
    middleware?: Middleware[];
  };
}

/** Calls a loader or action behind its ancestors' and its own middleware, outermost first. */
async function throughMiddleware(route: AdminRoute, handler: Handler, request: Request): Promise<unknown> {
  const chain: Middleware[] = [];
  for (const file of [...route.ancestors, route.file]) chain.push(...((await loadModule(file)).middleware ?? []));
  const args = { request, params: route.params, context: new RouterContextProvider() };
  const run = (i: number): Promise<unknown> => (i < chain.length ? chain[i](args, () => run(i + 1)) : handler(args));
  return run(0);
}

describe("admin access matrix", () => {
  it("reads the admin routes from the route table", () => {
    const files = routes.map((r) => r.file);
    expect(files).toContain("routes/admin/layout.tsx");
    for (const tab of ["index", "box-types", "delivery", "content", "images", "users"])
      expect(files).toContain(`routes/admin/${tab}.tsx`);
    expect(files).toContain("routes/admin/api.upload.ts");
  });

  it("every admin route module guards a loader or an action", async () => {
    for (const route of routes) {
      const mod = await loadModule(route.file);
      expect(Boolean(mod.loader || mod.action), `${route.file} has neither loader nor action`).toBe(true);
    }
  });

  for (const identity of ["anonymous", "guest", "customer"] as const) {
    it(`${identity}: every loader redirects to /login and every action answers 403, changing nothing`, async () => {
      const before = await databaseFingerprint();
      for (const route of routes) {
        const mod = await loadModule(route.file);
        if (mod.loader) {
          const outcome = await outcomeOf(() => throughMiddleware(route, mod.loader!, request(route.url, identity)));
          expect(outcome.status, `${identity} GET ${route.url} (${route.file})`).toBe(302);
          expect(outcome.location, `${identity} GET ${route.url}`).toMatch(/^\/login\?redirectTo=/);
        }
        if (mod.action) {
          for (const id of sampleIds) {
            const post = request(route.url, identity, { method: "POST", body: destructiveBody(id) });
            const outcome = await outcomeOf(() => throughMiddleware(route, mod.action!, post));
            expect(outcome.status, `${identity} POST ${route.url} (${route.file})`).toBe(403);
          }
        }
      }
      expect(await databaseFingerprint()).toEqual(before);
    });
  }

  it("admin: every loader answers 200 (404 for made-up ids) and actions are not refused", async () => {
    for (const route of routes) {
      const mod = await loadModule(route.file);
      if (mod.loader) {
        const outcome = await outcomeOf(() => throughMiddleware(route, mod.loader!, request(route.url, "admin")));
        const message = `admin GET ${route.url} (${route.file}) answered ${outcome.status} ${outcome.location ?? ""}`;
        if (mod.default) {
          // A page: 200 (404 where the URL names a made-up record).
          expect(route.dynamic ? [200, 404] : [200], message).toContain(outcome.status);
        } else {
          // A resource route (CSV, upload...): may ask for parameters, never refuses an admin.
          expect(outcome.status, message).toBeLessThan(500);
          expect([401, 403], message).not.toContain(outcome.status);
          expect(outcome.location ?? "", message).not.toMatch(/^\/login/);
        }
      }
      if (mod.action) {
        const post = request(route.url, "admin", { method: "POST", body: new FormData() });
        const outcome = await outcomeOf(() => throughMiddleware(route, mod.action!, post));
        expect([401, 403], `admin POST ${route.url} (${route.file})`).not.toContain(outcome.status);
        expect(outcome.location ?? "", `admin POST ${route.url}`).not.toMatch(/^\/login/);
      }
    }
  });

  it("an admin write drops the public caches; reads and refused writes do not", async () => {
    const settings = routes.find((r) => r.file === "routes/admin/settings.tsx")!;
    const mod = await loadModule(settings.file);
    const version = publicCacheVersion();
    await outcomeOf(() => throughMiddleware(settings, mod.loader!, request(settings.url, "admin")));
    const refused = request(settings.url, "customer", { method: "POST", body: new FormData() });
    await outcomeOf(() => throughMiddleware(settings, mod.action!, refused));
    expect(publicCacheVersion()).toBe(version);
    const post = request(settings.url, "admin", { method: "POST", body: new FormData() });
    await outcomeOf(() => throughMiddleware(settings, mod.action!, post));
    expect(publicCacheVersion()).toBe(version + 1);
  });
});
