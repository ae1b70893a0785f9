import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits, user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { authHandler, callAuthEndpoint } from "./auth-endpoint.server";
import { signInWithEmail, signUpWithEmail } from "./login.server";

const TOO_MANY = "Too many attempts. Please wait a minute and try again.";
const browser = () => new Request("http://localhost/login", { method: "POST" });
let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${seq++}@example.com`;

async function verifiedAccount(password: string) {
  const email = unique("limited");
  await signUpWithEmail(browser(), { email, password }, `192.0.2.${seq}`);
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return email;
}

/** Ends the current minute of every counter whose key contains `part` (as if a minute had passed). */
async function endWindows(part: string) {
  await db
    .update(rateLimits)
    .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
    .where(like(rateLimits.key, `%${part}%`));
}

/** A browser's own POST to better-auth's endpoint (/api/auth/…), as the /api/auth route passes it on. */
function apiPost(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: JSON.stringify(body),
  });
}

describe("sign-in limits, counted in the database", () => {
  it("refuses an account after 10 wrong passwords from 10 addresses, even the right one, until the minute is over", async () => {
    const email = await verifiedAccount("right-password-1");
    for (let i = 0; i < 10; i++) {
      const wrong = await signInWithEmail(browser(), { email, password: `wrong-${i}-xx` }, `203.0.113.${i}`);
      expect(wrong).toMatchObject({ title: "Login failed", description: expect.stringMatching(/invalid/i) });
    }
    // The mixed-case spelling of the address is the same account.
    const refused = await signInWithEmail(
      browser(),
      { email: email.toUpperCase(), password: "right-password-1" },
      "203.0.113.77",
    );
    expect(refused).toEqual({ title: "Login failed", description: TOO_MANY });

    await endWindows(email);
    const signedIn = await signInWithEmail(browser(), { email, password: "right-password-1" }, "203.0.113.78");
    expect(signedIn).toBeInstanceOf(Response);
  });

  it("refuses an address after 10 attempts, whichever accounts, and counts again after the minute", async () => {
    for (let i = 0; i < 10; i++) {
      const r = await callAuthEndpoint(
        browser(),
        "/sign-in/email",
        { email: unique("a"), password: "x-x-x-x-x" },
        "198.18.0.1",
      );
      expect(r.status).toBe(401);
    }
    const refused = await callAuthEndpoint(
      browser(),
      "/sign-in/email",
      { email: unique("b"), password: "x-x-x-x-x" },
      "198.18.0.1",
    );
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY });
    // Another address is not affected.
    const other = await callAuthEndpoint(
      browser(),
      "/sign-in/email",
      { email: unique("c"), password: "x-x-x-x-x" },
      "198.18.0.2",
    );
    expect(other.status).toBe(401);

    // An IPv6 client counts by its /64: a new address per try is still the same client.
    for (let i = 0; i < 10; i++)
      await callAuthEndpoint(
        browser(),
        "/sign-in/email",
        { email: unique("v6"), password: "x-x-x-x-x" },
        `2001:db8:1:2::${i + 1}`,
      );
    const v6 = await callAuthEndpoint(
      browser(),
      "/sign-in/email",
      { email: unique("v6"), password: "x-x-x-x-x" },
      "2001:db8:1:2:ffff::9",
    );
    expect(v6.status).toBe(429);

    await endWindows("198.18.0.1");
    const again = await callAuthEndpoint(
      browser(),
      "/sign-in/email",
      { email: unique("d"), password: "x-x-x-x-x" },
      "198.18.0.1",
    );
    expect(again.status).toBe(401);
  });

  it("limits sign-up and password-reset requests per account too", async () => {
    const email = await verifiedAccount("right-password-2");
    for (let i = 0; i < 10; i++) {
      const r = await callAuthEndpoint(
        browser(),
        "/request-password-reset",
        { email, redirectTo: "/reset-password" },
        `198.51.100.${i}`,
      );
      expect(r.ok).toBe(true);
    }
    const reset = await callAuthEndpoint(
      browser(),
      "/request-password-reset",
      { email, redirectTo: "/" },
      "198.51.100.99",
    );
    expect(reset).toMatchObject({ status: 429, message: TOO_MANY });

    const newcomer = unique("newcomer");
    for (let i = 0; i < 10; i++) {
      await callAuthEndpoint(
        browser(),
        "/sign-up/email",
        { name: "N", email: newcomer, password: "long-enough-1" },
        `198.51.101.${i}`,
      );
    }
    const signUp = await signUpWithEmail(browser(), { email: newcomer, password: "long-enough-1" }, "198.51.101.99");
    expect(signUp).toEqual({ title: "Sign up failed", description: TOO_MANY });
  });

  it("counts a browser's own posts to /api/auth in the same buckets, whatever address header it sends", async () => {
    const email = await verifiedAccount("right-password-3");
    // Two ways in, one counter: five through the login form, five straight to better-auth's endpoint.
    for (let i = 0; i < 5; i++) await signInWithEmail(browser(), { email, password: `wrong-${i}-yy` }, `100.64.0.${i}`);
    for (let i = 0; i < 5; i++) {
      const response = await authHandler(
        apiPost("/sign-in/email", { email, password: `wrong-${i}-zz` }, { "x-dabba-client-ip": `100.64.1.${i}` }),
        `100.64.2.${i}`,
      );
      expect(response.status).toBe(401);
    }
    const refused = await authHandler(apiPost("/sign-in/email", { email, password: "right-password-3" }), "100.64.3.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY });

    // The address a browser claims in the header is replaced by the one the server saw.
    for (let i = 0; i < 10; i++) {
      await authHandler(
        apiPost(
          "/sign-in/email",
          { email: unique("e"), password: "x-x-x-x-x" },
          { "x-dabba-client-ip": `100.65.0.${i}` },
        ),
        "100.66.0.1",
      );
    }
    const byAddress = await authHandler(
      apiPost("/sign-in/email", { email: unique("f"), password: "x-x-x-x-x" }),
      "100.66.0.1",
    );
    expect(byAddress.status).toBe(429);
  });

  it("keeps better-auth's own limits of its other endpoints in the database too", async () => {
    const email = unique("verify");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await authHandler(apiPost("/send-verification-email", { email }), "100.67.0.1");
      statuses.push(response.status);
    }
    // better-auth allows three verification mails a minute from one address.
    expect(statuses).toEqual([200, 200, 200, 429]);
    const [counter] = await db.select().from(rateLimits).where(like(rateLimits.key, "better-auth:%100.67.0.1%"));
    expect(counter.count).toBe(4);
  });
});

describe("better-auth's own origin check", () => {
  // A browser holding a cookie: better-auth then compares the Origin with its trusted origins.
  const cookie = "better-auth.session_token=none";
  it("accepts the app opened at localhost, 127.0.0.1 or [::1] on PORT (PUBLIC_URL unset) and refuses another site", async () => {
    const origins = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"];
    for (const [i, origin] of origins.entries()) {
      const response = await authHandler(
        apiPost("/sign-in/email", { email: unique("o"), password: "x-x-x-x-x" }, { origin, cookie }),
        `100.68.0.${i}`,
      );
      expect(response.status).toBe(401);
    }
    const refused = await authHandler(
      apiPost(
        "/sign-in/email",
        { email: unique("o"), password: "x-x-x-x-x" },
        { origin: "https://evil.example", cookie },
      ),
      "100.68.0.9",
    );
    expect(refused.status).toBe(403);
  });
});
