import { eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { action as forgotPassword } from "~/routes/account/forgot-password";
import { action as login } from "~/routes/account/login";
import { action as resetPassword } from "~/routes/account/reset-password";
import { authHandler } from "./auth-endpoint.server";

type Answer = { init: { status?: number } | null; data: { result?: { error?: Record<string, string[] | null> } } };
type RouteAction = (args: never) => Promise<unknown>;

async function post(action: RouteAction, path: string, values: Record<string, string>) {
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(values) });
  const args = { request, params: {}, context: new RouterContextProvider() };
  return (await (action as (a: typeof args) => Promise<unknown>)(args)) as Answer;
}

async function refusal(action: RouteAction, path: string, values: Record<string, string>, field: string) {
  const answer = await post(action, path, values);
  return [answer.init?.status, answer.data.result?.error?.[field]?.[0]];
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const stored = (email: string) => db.select().from(user).where(eq(user.email, email));
const longEmail = `${"a".repeat(250)}@example.com`;

describe("the account forms refuse overlong input with a field message, storing nothing", () => {
  it.each([
    ["first name", { firstName: "x".repeat(101) }, "firstName", "First name must be at most 100 characters"],
    ["last name", { lastName: "x".repeat(101) }, "lastName", "Last name must be at most 100 characters"],
    ["email", { email: longEmail }, "email", "Email address must be at most 254 characters"],
    ["password", { password: "p".repeat(129) }, "password", "Password must be at most 128 characters"],
  ])("sign-up: an overlong %s", async (_, change, field, message) => {
    const email = unique("signup");
    const values = { intent: "sign-up", email, password: "correct-horse-42", ...change };
    expect(await refusal(login, "/login", values, field)).toEqual([400, message]);
    expect(await stored(values.email)).toEqual([]);
  });

  it("sign-in: an overlong email or password", async () => {
    const values = { intent: "sign-in", email: longEmail, password: "p".repeat(129) };
    const answer = await post(login, "/login", values);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error).toMatchObject({
      email: ["Email address must be at most 254 characters"],
      password: ["Password must be at most 128 characters"],
    });
  });

  it("forgotten password: an overlong email; reset: an overlong link token", async () => {
    expect(await refusal(forgotPassword, "/forgot-password", { email: longEmail }, "email")).toEqual([
      400,
      "Email address must be at most 254 characters",
    ]);
    const reset = { token: "t".repeat(501), password: "correct-horse-42", confirm: "correct-horse-42" };
    expect(await refusal(resetPassword, "/reset-password", reset, "token")).toEqual([
      400,
      "This link is invalid or has expired. Please ask for a new one.",
    ]);
  });
});

describe("better-auth's own endpoints hold the same limits", () => {
  const signUp = (body: Record<string, string>) =>
    authHandler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify(body),
      }),
      "100.70.0.1",
    );

  it.each([
    ["an overlong name", { name: "x".repeat(10_000) }, "Name must be at most 254 characters"],
    [
      "a script as picture",
      { image: "javascript:alert(1)" },
      "The picture must be a web address starting with https:// or http://",
    ],
    [
      "a data: picture",
      { image: "data:image/png;base64,AAAA" },
      "The picture must be a web address starting with https:// or http://",
    ],
  ])("refuses %s with 400 and creates no account", async (_, change, message) => {
    const email = unique("direct");
    const response = await signUp({ name: "Asha", email, password: "correct-horse-42", ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await stored(email)).toEqual([]);
  });

  it("still signs up with a normal name and a web picture", async () => {
    const email = unique("direct-ok");
    const response = await signUp({
      name: "Asha Patel",
      email,
      password: "correct-horse-42",
      image: "https://example.com/a.png",
    });
    expect(response.status).toBe(200);
    expect(await db.select().from(user).where(like(user.email, email))).toHaveLength(1);
  });
});
