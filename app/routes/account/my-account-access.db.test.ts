import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { startGuest } from "~/features/accounts/guest.server";
import { db } from "~/lib/db.server";
import { action as login, loader as loginPage } from "./login";
import { loader } from "./my-account";

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
  throw new Error("expected a redirect");
}

describe("/my-account is for signed-in customers only", () => {
  it("sends a visitor to /login, to come back afterwards", async () => {
    const response = await answer(() => loader(args(open("/my-account"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account");
  });

  it("sends a guest to /login too, ending guest mode so the login page does not send them home", async () => {
    const guest = cookieOf(await startGuest("guest@example.com"));
    const response = await answer(() => loader(args(open("/my-account", guest))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account");
    const cleared = response.headers.get("Set-Cookie") ?? "";
    expect(cleared).toMatch(/^dabba_guest=;/);

    // The login page they land on (without the guest cookie) shows its form.
    await expect(loginPage(args(open("/login?redirectTo=%2Fmy-account")))).resolves.toHaveProperty("providers");
  });

  it("'Continue as Guest' from there goes home, not back to the account page", async () => {
    const request = new Request("http://localhost:3000/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "guest", redirectTo: "/my-account" }),
    });
    const response = await answer(() => login(args(request)));
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^dabba_guest=/);
  });

  it("shows a signed-in customer their account", async () => {
    const email = `account-${Date.now()}@example.com`;
    const browser = () => new Request("http://localhost:3000/login", { method: "POST" });
    await signUpWithEmail(browser(), { email, password: "correct-horse-42", firstName: "Asha" }, "100.91.0.1");
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signedIn = (await signInWithEmail(
      browser(),
      { email, password: "correct-horse-42" },
      "100.91.0.1",
    )) as Response;
    const session = signedIn.headers
      .getSetCookie()
      .map(cookieOf)
      .find((c) => c.includes("session_token"))!;
    const page = await loader(args(open("/my-account", session)));
    expect(page).toMatchObject({ email, profile: { firstName: "Asha" } });
  });
});
