/**
 * The account pages' forms go through the one intent dispatcher: an intent the page does not have
 * is answered 400 ("This action is not available") and does nothing, never taken for another write.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { profiles, user } from "~/db/schema";
import { db } from "~/lib/db.server";
import { action as login } from "~/routes/account/login";
import { action as myAccount } from "~/routes/account/my-account";
import { action as orderConfirmation } from "~/routes/order/order-confirmation";
import { signInWithEmail, signUpWithEmail } from "../login.server";

const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const post = (path: string, values: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: cookie ? { cookie } : {},
  });

/** A failed() answer: data(…, { status }). */
type Refusal = { init: { status: number }; data: { toast: { type: string; title: string } } };

function expectRefused(answer: unknown) {
  const refusal = answer as Refusal;
  expect(refusal.init.status).toBe(400);
  expect(refusal.data.toast).toMatchObject({ type: "error", title: "This action is not available" });
}

async function signedInCustomer() {
  const email = `intents-${Date.now()}@example.com`;
  const browser = () => new Request("http://localhost:3000/login", { method: "POST" });
  await signUpWithEmail(browser(), { email, password: "correct-horse-42", firstName: "Asha" }, "100.92.0.1");
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signedIn = (await signInWithEmail(
    browser(),
    { email, password: "correct-horse-42" },
    "100.92.0.1",
  )) as Response;
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session_token"))!;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, userId: row.id };
}

describe("an unknown intent on an account page answers 400", () => {
  it("login: neither signs in nor starts guest mode", async () => {
    const answer = await login(args(post("/login", { intent: "admin", email: "a@example.com", password: "x" })));
    expect(answer).not.toBeInstanceOf(Response);
    expectRefused(answer);
    // No intent at all is not a sign-in either.
    expectRefused(await login(args(post("/login", { email: "a@example.com", password: "correct-horse-42" }))));
  });

  it("My account: the profile is left as it was; its own intent still saves", async () => {
    const { cookie, userId } = await signedInCustomer();
    const refused = await myAccount(
      args(post("/my-account", { intent: "delete-account", firstName: "Mallory" }, cookie)),
    );
    expectRefused(refused);
    const [before] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(before?.firstName ?? null).not.toBe("Mallory");

    const saved = await myAccount(
      args(post("/my-account", { intent: "update-profile", firstName: "Priya", postcode: "se15 4st" }, cookie)),
    );
    expect(saved).toBeInstanceOf(Response);
    const [after] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(after).toMatchObject({ firstName: "Priya", postcode: "SE15 4ST" });
  });

  it("order confirmation: only 'create-account' is offered", async () => {
    expectRefused(await orderConfirmation(args(post("/order-confirmation?session_id=cs_x", { intent: "sign-up" }))));
  });
});
