/**
 * Checkout through its route's loader and action (issue 14 point 6): a billing address of its own
 * when "Billing address is the same as delivery" is unticked, and a signed-in customer's saved
 * details (postcode included) prefilled.
 */
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { signInWithEmail, signUpWithEmail } from "~/features/accounts/login.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { getAdminOrder } from "~/features/orders/admin/order-detail.server";
import { orderingSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { action as myAccountAction } from "~/routes/account/my-account";
import { cartOf, checkoutFormFields, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action, loader } from "./checkout";

let saturday: string;
let guestCookie: string;
let customerCookie: string;

function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
  guestCookie = (await startGuest()).split(";")[0];
  const email = `checkout-profile-${Date.now()}@example.com`;
  await signUpWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email, password: "customer-pass-1", firstName: "Meera", lastName: "Shah" },
    "10.30.0.1",
  );
  await db.update(s.user).set({ emailVerified: true }).where(eq(s.user.email, email));
  const signedIn = await signInWithEmail(
    new Request("http://localhost/login", { method: "POST" }),
    { email, password: "customer-pass-1" },
    "10.30.0.2",
  );
  if (!(signedIn instanceof Response)) throw new Error(signedIn.description);
  customerCookie = cookieHeader(signedIn.headers.getSetCookie());
}, 60_000);

/** Loader and action arguments as React Router passes them (typed for any route). */
const args = (request: Request): never => ({ request, params: {}, context: new RouterContextProvider() }) as never;

function post(url: string, cookie: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: { Cookie: cookie } });
}

/** A guest's delivery checkout with every required field; `over` replaces or adds fields. */
function checkoutForm(email: string, over: Record<string, string> = {}): Record<string, string> {
  return checkoutFormFields(cartOf(saturday, essentialsLine()), email, over);
}

/** What the action answered: a redirect's location, or the refused data. */
async function submit(fields: Record<string, string>, cookie = guestCookie) {
  const answer: unknown = await action(args(post("/checkout", cookie, fields)));
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") };
  const { data, init } = answer as {
    data: {
      problem: { title: string; description: string } | null;
      result: { error?: Record<string, string[] | null> };
    };
    init: ResponseInit | null;
  };
  return { status: init?.status ?? 200, problem: data.problem, errors: data.result.error ?? {} };
}

async function ordersFor(email: string) {
  return db.select().from(s.orders).where(eq(s.orders.email, email));
}

describe("checkout: billing address not the same as delivery", () => {
  it("unticked without a billing address: refused field by field with the spec's toast, nothing stored", async () => {
    const email = `billing-missing-${Date.now()}@example.com`;
    // An unticked checkbox is simply absent from the form.
    const { billingAddressSame: _ticked, ...unticked } = checkoutForm(email);
    const answer = await submit(unticked);
    expect(answer.status).toBe(400);
    expect(answer.problem).toEqual({
      title: "Missing Information",
      description: "Please fill in the Billing Address Line 1 field.",
    });
    expect(answer.errors).toMatchObject({
      billingAddressLine1: ["Please fill in the Billing Address Line 1 field."],
      billingCity: ["Please fill in the Billing City field."],
      billingPostcode: ["Please fill in the Billing Postcode field."],
    });
    expect(await ordersFor(email)).toHaveLength(0);

    const badPostcode = await submit({
      ...unticked,
      billingAddressLine1: "1 Bank Street",
      billingCity: "Leeds",
      billingPostcode: "NOT A CODE",
    });
    expect(badPostcode.status).toBe(400);
    expect(badPostcode.problem).toEqual({
      title: "Invalid Postcode",
      description: "Please enter a valid UK postcode, for example SE15 1AA.",
    });
    expect(await ordersFor(email)).toHaveLength(0);
  });

  it("unticked with a billing address: stored on the order (postcode normalised) and shown to the admin", async () => {
    const email = `billing-own-${Date.now()}@example.com`;
    const { billingAddressSame: _ticked, ...unticked } = checkoutForm(email);
    const answer = await submit({
      ...unticked,
      billingAddressLine1: "1 Bank Street",
      billingAddressLine2: "Flat 3",
      billingCity: "Leeds",
      billingPostcode: "ls1 4dy",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/\/pay\/test\/test_cs_/);
    const [order] = await ordersFor(email);
    expect(order).toMatchObject({
      billingSameAsDelivery: false,
      billingAddressLine1: "1 Bank Street",
      billingAddressLine2: "Flat 3",
      billingCity: "Leeds",
      billingPostcode: "LS1 4DY",
      postcode: "SE15 4ST",
    });
    const detail = await getAdminOrder(order.id);
    expect(detail?.order).toMatchObject({ billingAddressLine1: "1 Bank Street", billingPostcode: "LS1 4DY" });
  });

  it("ticked: billing fields sent anyway are not kept", async () => {
    const email = `billing-same-${Date.now()}@example.com`;
    const answer = await submit(
      checkoutForm(email, { billingAddressLine1: "1 Bank Street", billingCity: "Leeds", billingPostcode: "LS1 4DY" }),
    );
    expect(answer.status).toBe(302);
    const [order] = await ordersFor(email);
    expect(order).toMatchObject({
      billingSameAsDelivery: true,
      billingAddressLine1: null,
      billingAddressLine2: null,
      billingCity: null,
      billingPostcode: null,
    });
  });
});

describe("checkout prefills a signed-in customer's saved details", () => {
  it("the profile keeps a postcode checked by checkout's parser, and checkout starts from it", async () => {
    const profileForm = (postcode: string) =>
      post("/my-account", customerCookie, {
        intent: "update-profile",
        firstName: "Meera",
        lastName: "Shah",
        phone: "07700 900123",
        address: "4 Consort Road",
        postcode,
      });
    const refused: unknown = await myAccountAction(args(profileForm("NOT A CODE")));
    expect(refused).not.toBeInstanceOf(Response);
    const { data, init } = refused as {
      data: { failure: string; result: { error?: Record<string, string[]> } };
      init: ResponseInit | null;
    };
    expect(init?.status).toBe(400);
    expect(data.failure).toBe("Error updating profile");
    expect(data.result.error?.postcode).toEqual(["Please enter a valid UK postcode, for example SE15 1AA."]);

    const saved = await myAccountAction(args(profileForm("se15 2ph")));
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe("/my-account");
    const [profile] = await db
      .select()
      .from(s.profiles)
      .where(sql`${s.profiles.email} like 'checkout-profile-%'`);
    expect(profile.postcode).toBe("SE15 2PH");

    const page = await loader(args(new Request("http://localhost/checkout", { headers: { Cookie: customerCookie } })));
    expect(page.defaults).toMatchObject({
      firstName: "Meera",
      lastName: "Shah",
      phone: "07700 900123",
      address: "4 Consort Road",
      city: "London",
      postcode: "SE15 2PH",
    });
    expect(page.defaults.email).toMatch(/^checkout-profile-/);
    expect(page.owner).toBe(`user:${profile.id}`);
  });

  it("a guest starts empty, and restores only this guest session's basket and details", async () => {
    const page = await loader(args(new Request("http://localhost/checkout", { headers: { Cookie: guestCookie } })));
    expect(page.defaults.postcode).toBe("");
    expect(page.owner).toMatch(/^guest:[0-9a-f-]{36}$/);
    // The next Continue as Guest on this browser is another guest: not this one's basket.
    const next = (await startGuest()).split(";")[0];
    const nextPage = await loader(args(new Request("http://localhost/checkout", { headers: { Cookie: next } })));
    expect(nextPage.owner).toMatch(/^guest:/);
    expect(nextPage.owner).not.toBe(page.owner);
  });
});
