/**
 * My account's "Redeem a gift card", through the route's action as a signed-in customer posts it:
 * the card's value becomes store credit once; a wrong code is told with the uniform words.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { giftCardCode, INVALID_CODE_MESSAGE } from "~/features/giftcards/public.server";
import { issueGiftCard } from "~/features/giftcards/issue.server";
import { creditBalance } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { requestInfoContext } from "~/lib/request-context";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { action, loader } from "./my-account";

let cookie: string;
let userId: string;

beforeAll(async () => {
  const email = `gift-redeem-${Date.now()}@example.com`;
  await signUpWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email, password: "customer-pass-1", firstName: "Meera", lastName: "Shah" },
    "10.31.0.1",
  );
  await db.update(s.user).set({ emailVerified: true }).where(eq(s.user.email, email));
  const signedIn = await signInWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email, password: "customer-pass-1" },
    "10.31.0.2",
  );
  if (!(signedIn instanceof Response)) throw new Error(signedIn.description);
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  userId = (await db.select().from(s.user).where(eq(s.user.email, email)))[0].id;
}, 60_000);

function args(request: Request): never {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { clientIp: "10.31.0.9", cspNonce: "" });
  return { request, params: {}, context } as never;
}

const redeem = (code: string) => {
  const body = new FormData();
  body.set("intent", "redeem-gift-card");
  body.set("code", code);
  return action(
    args(new Request("http://localhost/my-account", { method: "POST", body, headers: { Cookie: cookie } })),
  );
};

describe("My account: Redeem a gift card", () => {
  it("adds the card to the customer's store credit once, and refuses it the second time with the uniform words", async () => {
    const admin = await createCustomer(db, "Owner");
    const card = await issueGiftCard({
      amountPence: 2500,
      recipientName: "Meera",
      recipientEmail: "meera@example.com",
      message: "",
      sendOn: "2026-12-24",
      buyerName: "Asha",
      buyerEmail: "asha@example.com",
      issuedBy: admin.id,
    });
    const first = await redeem(giftCardCode(card).toLowerCase().replaceAll("-", " "));
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).headers.get("Location")).toBe("/my-account");
    expect(await creditBalance(userId)).toBe(2500);

    const again = (await redeem(giftCardCode(card))) as unknown as { data: object; init: { status: number } };
    expect(again.init.status).toBe(400);
    expect(again.data).toEqual({ giftCardError: INVALID_CODE_MESSAGE });
    expect(await creditBalance(userId)).toBe(2500);

    const page = (await loader(args(new Request("http://localhost/my-account", { headers: { Cookie: cookie } })))) as {
      credit: { balancePence: number; movements: { text: string }[] };
    };
    expect(page.credit.balancePence).toBe(2500);
    expect(page.credit.movements.map((m) => m.text)).toEqual(["Gift card from Asha"]);
  });
});
