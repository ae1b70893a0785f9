/**
 * My account → Your data through its routes: a visitor is sent to sign in (page and download) or
 * refused (the erasure); a signed-in customer downloads their own data, and deleting the account
 * ends the session the browser holds (the same cookie no longer opens anything).
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { db } from "~/lib/db.server";
import { action, loader } from "./my-data";
import { loader as exportLoader } from "./my-data-export";

const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const open = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    const value = await run();
    if (value instanceof Response) return value;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a response");
}

async function signedInCustomer() {
  const email = `data-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const browser = () => new Request("http://localhost:3000/login", { method: "POST" });
  await signUpWithEmail(browser(), { email, password: "correct-horse-42", firstName: "Asha" }, "100.91.0.2");
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signedIn = (await signInWithEmail(
    browser(),
    { email, password: "correct-horse-42" },
    "100.91.0.2",
  )) as Response;
  const session = signedIn.headers
    .getSetCookie()
    .map(cookieOf)
    .find((c) => c.includes("session_token"))!;
  return { email, session };
}

describe("/my-account/data", () => {
  it("sends a visitor to sign in, and refuses a visitor's erasure", async () => {
    const page = await answer(() => loader(args(open("/my-account/data"))));
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account%2Fdata");
    const download = await answer(() => exportLoader(args(open("/my-account/data/export?format=json"))));
    expect(download.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account%2Fdata%2Fexport%3Fformat%3Djson");
    const erase = new Request("http://localhost:3000/my-account/data", {
      method: "POST",
      body: new URLSearchParams({ intent: "erase", confirm: "DELETE" }),
    });
    expect((await answer(() => action(args(erase)))).status).toBe(401);
  });

  it("downloads the signed-in customer's data; the deletion ends the session", async () => {
    const { email, session } = await signedInCustomer();
    expect(await loader(args(open("/my-account/data", session)))).toMatchObject({ email, isAdmin: false });

    const json = await answer(() => exportLoader(args(open("/my-account/data/export?format=json", session))));
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Cache-Control")).toBe("no-store");
    expect((await json.json()).account.email).toBe(email);
    const csv = await answer(() => exportLoader(args(open("/my-account/data/export?format=csv", session))));
    expect(csv.headers.get("Content-Type")).toBe("application/zip");
    const other = await answer(() => exportLoader(args(open("/my-account/data/export?format=xml", session))));
    expect(other.status).toBe(400);

    const erase = new Request("http://localhost:3000/my-account/data", {
      method: "POST",
      headers: { cookie: session },
      body: new URLSearchParams({ intent: "erase", confirm: email }),
    });
    const done = await answer(() => action(args(erase)));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    // The browser is told to drop its session cookie, and the cookie it holds opens nothing any more.
    expect(done.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    const after = await answer(() => loader(args(open("/my-account/data", session))));
    expect(after.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account%2Fdata");
  });
});
