/** My account's Store credit: the balance and every movement in the customer's words, or none. */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { getBusinessSettings } from "~/features/settings/public.server";
import { addCredit } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { action as login } from "~/routes/account/login";
import { loader as myAccount } from "~/routes/account/my-account";
import { signInWithEmail } from "../login.server";

const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const PASSWORD = "correct-horse-42";

/** A new customer, signed up and signed in: their id and session cookie. */
async function signedInCustomer() {
  const email = `credit-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const body = new URLSearchParams([
    ["intent", "sign-up"],
    ["firstName", "Asha"],
    ["email", email],
    ["password", PASSWORD],
  ]);
  await login(args(new Request("http://localhost:3000/login", { method: "POST", body })));
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const response = (await signInWithEmail(
    new Request("http://localhost:3000/login", { method: "POST" }),
    { email, password: PASSWORD },
    "100.93.0.2",
  )) as Response;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session_token"))!;
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { userId: account.id, cookie };
}

const page = (cookie: string) =>
  myAccount(args(new Request("http://localhost:3000/my-account", { headers: { cookie } }))) as Promise<{
    credit: { balancePence: number; movements: Array<{ text: string; amountPence: number }> };
  }>;

describe("My account's store credit", () => {
  it("is empty for a customer who never had any", async () => {
    const { cookie } = await signedInCustomer();
    expect((await page(cookie)).credit).toEqual({ balancePence: 0, movements: [] });
  });

  it("shows the balance and each movement, newest first, in the customer's words", async () => {
    const { userId, cookie } = await signedInCustomer();
    await addCredit({ userId, amountPence: 1000, reason: "grant", note: "Sorry about the late box" });
    await addCredit({ userId, amountPence: 250, reason: "refund", note: "Refund of order TIF-1234" });
    const { businessName } = await getBusinessSettings();
    const { credit } = await page(cookie);
    expect(credit.balancePence).toBe(1250);
    expect(credit.movements.map((m) => [m.text, m.amountPence])).toEqual([
      ["Refund of order TIF-1234", 250],
      [`Credit from ${businessName}: Sorry about the late box`, 1000],
    ]);
  });
});
