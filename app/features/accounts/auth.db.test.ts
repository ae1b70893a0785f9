import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, user } from "~/db/schema";
import { auth } from "~/features/accounts/auth.server";
import { db } from "~/lib/db.server";
import { callAuthEndpoint } from "./auth-endpoint.server";
import { signInWithEmail, signUpWithEmail } from "./login.server";
import { getProfile } from "./profile.server";

const browser = () => new Request("http://localhost/login", { method: "POST" });

async function latestMail(to: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
  return mail;
}

describe("email and password accounts", () => {
  it("signs up, mails a verification link, refuses sign-in until verified, then signs in", async () => {
    const email = `asha-${Date.now()}@example.com`;
    const signUp = await signUpWithEmail(
      browser(),
      { email, password: "correct-horse-42", firstName: "Asha", lastName: "Patel" },
      "10.0.0.1",
    );
    expect(signUp).toBeInstanceOf(Response);

    const [created] = await db.select().from(user).where(eq(user.email, email));
    expect(created.emailVerified).toBe(false);
    expect((await getProfile(created.id))?.firstName).toBe("Asha");

    const mail = await latestMail(email);
    expect(mail.kind).toBe("verification");
    const link = mail.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
    expect(link).toBeTruthy();

    const refused = await signInWithEmail(browser(), { email, password: "correct-horse-42" }, "10.0.0.1");
    expect(refused).toMatchObject({ title: "Login failed" });

    const verified = await auth.handler(new Request(link!));
    expect(verified.status).toBeLessThan(400);
    const [after] = await db.select().from(user).where(eq(user.email, email));
    expect(after.emailVerified).toBe(true);

    const ok = await signInWithEmail(
      browser(),
      { email, password: "correct-horse-42", redirectTo: "/order" },
      "10.0.0.1",
    );
    expect(ok).toBeInstanceOf(Response);
    const response = ok as Response;
    expect(response.headers.get("Location")).toBe("/order");
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token") && /HttpOnly/i.test(c))).toBe(true);
  });

  it("rejects a wrong password with the provider's message", async () => {
    const outcome = await signInWithEmail(
      browser(),
      { email: "nobody@example.com", password: "wrong-password" },
      "10.0.0.2",
    );
    expect(outcome).toEqual({ title: "Login failed", description: expect.stringMatching(/invalid/i) });
  });

  it("rate-limits repeated sign-in attempts from one address, whichever accounts they try", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await callAuthEndpoint(
        browser(),
        "/sign-in/email",
        { email: `x${i}@example.com`, password: "nope-nope" },
        "10.9.9.9",
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("rate-limits wrong passwords for one account from many addresses, and ignores a sent X-Forwarded-For", async () => {
    const outcomes = [];
    for (let i = 0; i < 12; i++) {
      const spoofing = new Request("http://localhost/login", {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${i}`, "x-dabba-client-ip": `198.51.100.${i}` },
      });
      outcomes.push(
        await signInWithEmail(spoofing, { email: "Target@Example.com", password: `guess-${i}-x` }, `10.7.0.${i}`),
      );
    }
    expect(outcomes.slice(0, 10).every((o) => !(o instanceof Response) && /invalid/i.test(o.description))).toBe(true);
    expect(outcomes.at(-1)).toEqual({
      title: "Login failed",
      description: "Too many attempts. Please wait a minute and try again.",
    });
  });

  it("emails a single-use password reset link", async () => {
    const email = `reset-${Date.now()}@example.com`;
    await signUpWithEmail(browser(), { email, password: "first-password-1" }, "10.0.0.3");
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const requested = await callAuthEndpoint(
      browser(),
      "/request-password-reset",
      { email, redirectTo: "/reset-password" },
      "10.0.0.3",
    );
    expect(requested.ok).toBe(true);
    const mail = await latestMail(email);
    expect(mail.kind).toBe("password-reset");
    const link = mail.text.match(/https?:\/\/\S+reset-password\S*/)![0];
    const redirect = await auth.handler(new Request(link));
    const token = new URL(redirect.headers.get("Location")!, "http://localhost").searchParams.get("token")!;
    const first = await callAuthEndpoint(
      browser(),
      "/reset-password",
      { newPassword: "second-password-2", token },
      "10.0.0.3",
    );
    expect(first.ok).toBe(true);
    const second = await callAuthEndpoint(
      browser(),
      "/reset-password",
      { newPassword: "third-password-3", token },
      "10.0.0.3",
    );
    expect(second.ok).toBe(false);
    const signedIn = await signInWithEmail(browser(), { email, password: "second-password-2" }, "10.0.0.3");
    expect(signedIn).toBeInstanceOf(Response);
  });
});
