/**
 * Referrals (decision 045): a customer's share link, the friend's first order through it recorded
 * as a pending referral at checkout (never the customer themselves, never twice), the referrer
 * credited once when it is delivered, nothing when it is cancelled; off, nothing shows or counts.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { csvFiles } from "~/features/privacy/export-files.server";
import { collectPersonalData, erasePersonalData } from "~/features/privacy/personal-data.server";
import { payTestSession } from "~/features/payments/test-payment.server";
import { orderingSettings, saveReferralSettings } from "~/features/settings/public.server";
import { placeOrder } from "~/features/shop/place-order.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, checkoutFormFields, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { loader as myAccount } from "../../routes/account/my-account";
import { action as checkoutAction, loader as checkoutPage } from "../../routes/order/checkout";
import { loader as referralLink } from "../../routes/site/referral-link";
import { loadReferralSettings, referralSettingsIntents } from "./admin/referral-settings.server";
import { referralCodeOf } from "./codes.server";
import { REFERRAL_CREDIT_NOTE, settleReferrals } from "./settle.server";

const args = (request: Request, params: Record<string, string> = {}): never =>
  ({ request, params, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

let saturday: string;
let guestCookie: string;
const WELCOME = `WELCOME${unique().toUpperCase().slice(-4)}`;

async function referrals(enabled: boolean) {
  await saveReferralSettings({ referralsEnabled: enabled, referralCreditPence: 1000, referralPromoCode: WELCOME });
  invalidatePublicCaches();
}

/** A signed-up customer (Asha) and the session cookie of their browser. */
async function signedUpCustomer(firstName = "Asha") {
  const email = `referrer-${unique()}@example.com`;
  const browser = () => new Request("http://localhost:3000/login", { method: "POST" });
  const ip = `100.92.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await signUpWithEmail(browser(), { email, password: "correct-horse-42", firstName }, ip);
  await db.update(s.user).set({ emailVerified: true }).where(eq(s.user.email, email));
  const signedIn = (await signInWithEmail(browser(), { email, password: "correct-horse-42" }, ip)) as Response;
  const session = signedIn.headers
    .getSetCookie()
    .map(cookieOf)
    .find((c) => c.includes("session_token"))!;
  const [row] = await db.select().from(s.user).where(eq(s.user.email, email));
  return { id: row.id, email, session };
}

/** Opens /r/:code: the response's status, where it goes and the cookie it sets. */
async function followLink(code: string) {
  const response = (await referralLink(args(new Request(`http://localhost/r/${code}`), { code }))) as Response;
  const refCookie = response.headers.getSetCookie().find((c) => c.startsWith("dabba_ref="));
  return { status: response.status, location: response.headers.get("Location"), refCookie };
}

/** A guest's checkout with the browser's cookies: the session id of its test payment page. */
async function guestCheckout(email: string, refCookie: string | null) {
  const body = new URLSearchParams(checkoutFormFields(cartOf(saturday, essentialsLine()), email));
  const cookie = [guestCookie, refCookie].filter(Boolean).join("; ");
  const answer = await checkoutAction(
    args(new Request("http://localhost/checkout", { method: "POST", body, headers: { Cookie: cookie } })),
  );
  expect(answer).toBeInstanceOf(Response);
  const location = (answer as Response).headers.get("Location") ?? "";
  expect(location).toContain("/pay/test/");
  return location.replace(/.*\/pay\/test\//, "");
}

const referralsOf = (referrerUserId: string) =>
  db.select().from(s.referrals).where(eq(s.referrals.referrerUserId, referrerUserId));
const creditsOf = (userId: string) => db.select().from(s.creditMovements).where(eq(s.creditMovements.userId, userId));
const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email.toLowerCase()));
const setStatus = (orderId: string, status: "delivered" | "cancelled") =>
  db.update(s.orders).set({ status }).where(eq(s.orders.id, orderId));

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
  guestCookie = cookieOf(await startGuest());
  await db.insert(s.promoCodes).values({ code: WELCOME, kind: "fixed", amountOffPence: 500 });
});

beforeEach(() => referrals(true));

describe("the share link", () => {
  it("is made once per customer and stays the same: 8 readable characters", async () => {
    const asha = await signedUpCustomer();
    const code = await referralCodeOf(asha.id);
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect(await referralCodeOf(asha.id)).toBe(code);
    const other = await signedUpCustomer("Ben");
    expect(await referralCodeOf(other.id)).not.toBe(code);
  });

  it("shows in My account with the offer both ways, and opens the builder with the welcome", async () => {
    const asha = await signedUpCustomer();
    const page = await myAccount(
      args(new Request("http://localhost/my-account", { headers: { Cookie: asha.session } })),
    );
    const code = await referralCodeOf(asha.id);
    expect(page.referAFriend).toMatchObject({
      link: `http://localhost:3000/r/${code}`,
      headline: "Give £5.00 off, get £10.00 credit",
      pending: 0,
      credited: 0,
      earnedPence: 0,
    });

    const followed = await followLink(code.toLowerCase());
    expect(followed).toMatchObject({ status: 302, location: "/order" });
    expect(followed.refCookie).toMatch(/HttpOnly/i);
    expect(followed.refCookie).toMatch(/SameSite=Lax/i);
    expect(followed.refCookie).toMatch(/Max-Age=2592000/);

    // The friend's checkout starts with the welcome code, saying who invited them.
    const checkout = await checkoutPage(
      args(
        new Request("http://localhost/checkout", {
          headers: { Cookie: `${guestCookie}; ${cookieOf(followed.refCookie!)}` },
        }),
      ),
    );
    expect(checkout.invite).toEqual({ promoCode: WELCOME, invitedBy: "Asha" });
  });

  it("an unknown code goes home and keeps nothing", async () => {
    expect(await followLink("ACDEFGHJ")).toEqual({ status: 302, location: "/", refCookie: undefined });
    expect(await followLink("not-a-code")).toEqual({ status: 302, location: "/", refCookie: undefined });
  });
});

describe("a friend's order through the link", () => {
  it("records a pending referral for the friend's first order, once: a second order records nothing", async () => {
    const asha = await signedUpCustomer();
    const { refCookie } = await followLink(await referralCodeOf(asha.id));
    const friend = `Friend-${unique()}@Example.com`;
    const session = await guestCheckout(friend, cookieOf(refCookie!));
    expect(await referralsOf(asha.id)).toMatchObject([{ friendEmail: friend.toLowerCase(), status: "pending" }]);

    expect(await payTestSession(session)).toBe("paid");
    await guestCheckout(friend, cookieOf(refCookie!));
    expect(await ordersOf(friend)).toHaveLength(2);
    expect(await referralsOf(asha.id)).toHaveLength(1);
  });

  it("records nothing for the referrer themselves: the same account, or their email as a guest", async () => {
    const asha = await signedUpCustomer();
    const code = await referralCodeOf(asha.id);
    const { refCookie } = await followLink(code);
    await guestCheckout(asha.email.toUpperCase(), cookieOf(refCookie!));
    const placed = await placeOrder({
      cart: cartOf(saturday, essentialsLine()),
      customer: customerDetails({ email: `other-${unique()}@example.com` }),
      allergyNote: null,
      userId: asha.id,
      returnOrigin: "http://localhost",
      referralCode: code,
    });
    expect(placed.ok).toBe(true);
    expect(await referralsOf(asha.id)).toEqual([]);
  });

  it("credits the referrer once when the order is delivered, with an email", async () => {
    const asha = await signedUpCustomer();
    const { refCookie } = await followLink(await referralCodeOf(asha.id));
    const friend = `friend-${unique()}@example.com`;
    expect(await payTestSession(await guestCheckout(friend, cookieOf(refCookie!)))).toBe("paid");
    const [order] = await ordersOf(friend);

    await settleReferrals();
    expect(await creditsOf(asha.id)).toEqual([]);
    await setStatus(order.id, "delivered");
    await settleReferrals();
    await settleReferrals();
    expect(await creditsOf(asha.id)).toMatchObject([
      { amountPence: 1000, reason: "referral", note: REFERRAL_CREDIT_NOTE, orderId: order.id },
    ]);
    expect(await referralsOf(asha.id)).toMatchObject([{ status: "credited", creditPence: 1000 }]);
    const mail = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.kind, "referral-credit"));
    expect(mail.filter((m) => m.to === asha.email)).toHaveLength(1);

    const page = await myAccount(
      args(new Request("http://localhost/my-account", { headers: { Cookie: asha.session } })),
    );
    expect(page.referAFriend).toMatchObject({ pending: 0, credited: 1, earnedPence: 1000 });
  });

  it("voids the referral of a cancelled order: no credit", async () => {
    const asha = await signedUpCustomer();
    const { refCookie } = await followLink(await referralCodeOf(asha.id));
    const friend = `friend-${unique()}@example.com`;
    await guestCheckout(friend, cookieOf(refCookie!));
    const [order] = await ordersOf(friend);
    await setStatus(order.id, "cancelled");
    expect(await settleReferrals()).toMatchObject({ voided: 1 });
    expect(await referralsOf(asha.id)).toMatchObject([{ status: "void" }]);
    expect(await creditsOf(asha.id)).toEqual([]);
  });
});

describe("referrals off", () => {
  it("show no link in My account, the link does nothing and a checkout records nothing", async () => {
    const asha = await signedUpCustomer();
    const code = await referralCodeOf(asha.id);
    const { refCookie } = await followLink(code);
    await referrals(false);
    const page = await myAccount(
      args(new Request("http://localhost/my-account", { headers: { Cookie: asha.session } })),
    );
    expect(page.referAFriend).toBeNull();
    expect(await followLink(code)).toEqual({ status: 302, location: "/", refCookie: undefined });
    await guestCheckout(`friend-${unique()}@example.com`, cookieOf(refCookie!));
    expect(await referralsOf(asha.id)).toEqual([]);
  });
});

describe("the Settings tab's Referrals section", () => {
  const save = async (fields: Record<string, string>) => {
    const answer = await referralSettingsIntents["save-referrals"](new URLSearchParams(fields) as unknown as FormData);
    const body = (answer as { data?: unknown }).data ?? answer;
    return body as { ok?: boolean; result?: { error?: Record<string, string[]> } };
  };

  it("saves on or off, the credit in pounds and an active code as the welcome code", async () => {
    expect(
      await save({ referralsEnabled: "on", referralCredit: "7.50", referralPromoCode: WELCOME.toLowerCase() }),
    ).toMatchObject({ ok: true });
    invalidatePublicCaches();
    expect(await loadReferralSettings()).toMatchObject({
      referralSettings: { referralsEnabled: "on", referralCredit: "7.50", referralPromoCode: WELCOME },
    });
  });

  it("refuses a credit over £1000 and a code that is not an active promo code", async () => {
    expect((await save({ referralCredit: "1000.01" })).result?.error?.referralCredit?.[0]).toMatch(/0 to 1000/);
    expect(
      (await save({ referralCredit: "10", referralPromoCode: "NOSUCHCODE" })).result?.error?.referralPromoCode,
    ).toEqual(["Choose one of the active promo codes, or none"]);
  });
});

describe("your data", () => {
  it("the download has the share code and the referrals made (not the friend's email); erasure takes them", async () => {
    const asha = await signedUpCustomer();
    const code = await referralCodeOf(asha.id);
    const { refCookie } = await followLink(code);
    const friend = `friend-${unique()}@example.com`;
    await guestCheckout(friend, cookieOf(refCookie!));

    const data = await collectPersonalData({ email: asha.email, userId: asha.id });
    expect(data.referralCode).toMatchObject({ code });
    expect(data.referrals).toMatchObject([{ status: "pending", creditPence: null }]);
    expect(JSON.stringify(data.referrals)).not.toContain(friend);
    expect(csvFiles(data)["referral-code.csv"]).toContain(code);

    // The friend's erasure leaves a pseudonym on the referral; the referrer's takes their rows.
    const { pseudonym } = await erasePersonalData({ email: friend, userId: null });
    expect(await referralsOf(asha.id)).toMatchObject([{ friendEmail: pseudonym }]);
    await erasePersonalData({ email: asha.email, userId: asha.id });
    expect(await referralsOf(asha.id)).toEqual([]);
    expect(await db.select().from(s.referralCodes).where(eq(s.referralCodes.userId, asha.id))).toEqual([]);
  });
});
