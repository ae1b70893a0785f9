import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles, rateLimits, user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { requestInfoContext } from "~/lib/request-context";
import { readToast } from "~/lib/toast.server";
import { action as login } from "~/routes/account/login";
import { auth } from "./auth.server";

let seq = 0;
const unique = (name: string) => `${name}-${Date.now()}-${seq++}@example.com`;

/** The login page's form, posted as a browser does, from its own address. */
async function postLogin(values: Record<string, string>): Promise<Response | { init: { status?: number } | null }> {
  const request = new Request("http://localhost:3000/login", { method: "POST", body: new URLSearchParams(values) });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { clientIp: `100.90.0.${seq++}`, cspNonce: "" });
  return (await login({ request, params: {}, context } as never)) as Response;
}

async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { toast } = await readToast(new Request("http://localhost:3000/login", { headers: { cookie } }));
  return toast && { type: toast.type, title: toast.title, description: toast.description };
}

const mailsTo = (to: string, kind: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

async function signUp(email: string, password = "correct-horse-42", names = { firstName: "Asha", lastName: "Patel" }) {
  return postLogin({ intent: "sign-up", email, password, ...names });
}

/** Ends the current window of every counter whose key contains `part` (as if time had passed). */
async function endWindows(part: string) {
  await db
    .update(rateLimits)
    .set({ windowStartedAt: sql`now() - interval '2 hours'` })
    .where(sql`${rateLimits.key} like ${`%${part}%`}`);
}

describe("signing up with an address that already has an account", () => {
  it("answers like a new sign-up, mails the holder a way in, and creates or changes nothing", async () => {
    const email = unique("taken");
    const first = await signUp(email);
    expect(first).toBeInstanceOf(Response);
    const [holder] = await db.select().from(user).where(eq(user.email, email));
    const [profileBefore] = await db.select().from(profiles).where(eq(profiles.id, holder.id));

    const again = await signUp(email.toUpperCase(), "another-password-9", { firstName: "Mallory", lastName: "X" });
    expect(again).toBeInstanceOf(Response);
    const [a, b] = [first as Response, again as Response];
    expect(b.status).toBe(a.status);
    expect(b.headers.get("Location")).toBe(a.headers.get("Location"));
    const created = {
      type: "success",
      title: "Account created!",
      description: "Please check your email to verify your account.",
    };
    expect(await toastOf(a)).toEqual(created);
    expect(await toastOf(b)).toEqual(created);
    const cookieNames = (r: Response) => r.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(cookieNames(b)).toEqual(cookieNames(a));

    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(await db.select().from(profiles).where(eq(profiles.id, holder.id))).toEqual([profileBefore]);
    expect(await mailsTo(email, "verification")).toHaveLength(1);
    const [notice] = await mailsTo(email, "existing-sign-up");
    expect(notice.subject).toBe("Someone tried to sign up with your email address");
    expect(notice.text).toContain("/login");
    expect(notice.text).toContain("/forgot-password");

    // The old password still works once verified (the attempt's password changed nothing).
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, holder.id));
    const signedIn = await postLogin({ intent: "sign-in", email, password: "correct-horse-42" });
    expect(signedIn).toBeInstanceOf(Response);
    expect((signedIn as Response).headers.get("Location")).toBe("/");
  });

  it("tells the holder at most once an hour however often it is tried", async () => {
    const email = unique("taken-often");
    await signUp(email);
    for (let i = 0; i < 3; i++) expect(await signUp(email)).toBeInstanceOf(Response);
    expect(await mailsTo(email, "existing-sign-up")).toHaveLength(1);
    await endWindows(`existing-sign-up`);
    await signUp(email);
    expect(await mailsTo(email, "existing-sign-up")).toHaveLength(2);
  });
});

describe("logging in to an account whose email is not verified yet", () => {
  it("sends a new verification link (at most one a minute) that verifies the account", async () => {
    const email = unique("unverified");
    await signUp(email);
    const [holder] = await db.select().from(user).where(eq(user.email, email));
    await endWindows(holder.id);

    const refused = await postLogin({ intent: "sign-in", email, password: "correct-horse-42", redirectTo: "/order" });
    expect(refused).toMatchObject({
      data: {
        failure: {
          title: "Login failed",
          description: "Please verify your email address first: we have sent you a new link.",
        },
      },
    });
    const mails = await mailsTo(email, "verification");
    expect(mails).toHaveLength(2);

    // Again within the minute: no third mail.
    await postLogin({ intent: "sign-in", email, password: "correct-horse-42" });
    expect(await mailsTo(email, "verification")).toHaveLength(2);

    // A wrong password sends nothing at all.
    await endWindows(holder.id);
    await postLogin({ intent: "sign-in", email, password: "wrong-password-1" });
    expect(await mailsTo(email, "verification")).toHaveLength(2);

    const newest = mails.sort((x, y) => +y.createdAt - +x.createdAt)[0];
    const link = newest.text.match(/https?:\/\/\S+verify-email\S*/)![0];
    expect(decodeURIComponent(link)).toContain("callbackURL=/order");
    const verified = await auth.handler(new Request(link));
    expect(verified.status).toBeLessThan(400);
    const [after] = await db.select().from(user).where(eq(user.email, email));
    expect(after.emailVerified).toBe(true);
  });
});
