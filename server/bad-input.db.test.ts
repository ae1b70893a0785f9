import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { addDays, todayInLondon, weekendSaturday } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { env, publicUrl } from "~/lib/env.server";
import * as adminIndex from "~/routes/admin/index";
import * as adminLayout from "~/routes/admin/layout";
import * as cuisinesPage from "~/routes/admin/cuisines";
import * as imagesPage from "~/routes/admin/images";
import * as teamPage from "~/routes/admin/team";
import * as settingsPage from "~/routes/admin/settings";
import * as deliveryPage from "~/routes/admin/delivery";
import * as boxTypesPage from "~/routes/admin/box-types";
import * as upload from "~/routes/admin/api.upload";
import * as contact from "~/routes/site/get-in-touch";
import * as login from "~/routes/account/login";
import * as logout from "~/routes/account/logout";
import * as checkout from "~/routes/order/checkout";
import * as authApi from "~/routes/api/auth.$";
import * as stripeWebhook from "~/routes/api/stripe-webhook";
import { cartOf, essentialsLine } from "../tests/factories/checkout";
import { createOrderingMenu } from "../tests/factories/ordering";
import { adminSession, formPost, requestApp, type PageAnswer } from "../tests/request-app";
import { UNREADABLE_FORM, NUL_IN_ADDRESS, NUL_IN_FORM } from "./form-bodies";

const admin = (id: string, path: string, module: object) => ({ id, path, module, parentId: "admin" });
const request = requestApp([
  { id: "admin", path: "admin", module: adminLayout },
  { id: "admin-menu", index: true, module: adminIndex, parentId: "admin" },
  admin("admin-cuisines", "cuisines", cuisinesPage),
  admin("admin-images", "images", imagesPage),
  admin("admin-team", "team", teamPage),
  admin("admin-settings", "settings", settingsPage),
  admin("admin-delivery", "delivery", deliveryPage),
  admin("admin-box-types", "box-types", boxTypesPage),
  admin("admin-upload", "api/upload", upload),
  { id: "contact", path: "get-in-touch", module: contact },
  { id: "login", path: "login", module: login },
  { id: "logout", path: "logout", module: logout },
  { id: "checkout", path: "checkout", module: checkout },
  { id: "auth", path: "api/auth/*", module: authApi },
  { id: "stripe", path: "api/stripe/webhook", module: stripeWebhook },
]);

const ADMIN = { email: "bad-input-admin@example.com", password: "owner-password-1" };
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await adminSession(request, ADMIN.email, ADMIN.password);
});

/** A multipart body cut off before its closing boundary: what a broken client or a tester sends. */
const MALFORMED = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd';
const multipart = (body: string, cookie = adminCookie) =>
  formPost(body, { "content-type": "multipart/form-data; boundary=x", cookie });

describe("a multipart body that cannot be read is refused with 400 and a message, on every form", () => {
  it.each([
    "/get-in-touch",
    "/login",
    "/checkout",
    "/admin?index",
    "/admin/cuisines",
    "/admin/images",
    "/admin/team",
    "/admin/settings",
    "/admin/delivery",
    "/admin/box-types",
  ])("%s", async (path) => {
    const response = await request(path, multipart(MALFORMED));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(UNREADABLE_FORM);
  });

  it("the admin's image upload says so too", async () => {
    const response = await request("/admin/api/upload", multipart(MALFORMED));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "The upload could not be read. Please choose the file again.",
    });
  });

  it("a NUL character in a multipart field, in the address or in JSON to the auth endpoints is refused", async () => {
    const nul = '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\na\u0000b\r\n--x--\r\n';
    const field = await request("/get-in-touch", multipart(nul, ""));
    expect([field.status, await field.text()]).toEqual([400, NUL_IN_FORM]);
    const query = await request("/admin/cuisines?q=a%00b", { headers: { cookie: adminCookie } });
    expect([query.status, await query.text()]).toEqual([400, NUL_IN_ADDRESS]);
    const json = await request(
      "/api/auth/sign-in/email",
      formPost(JSON.stringify({ email: "a\u0000@example.com", password: "password-1" }), {
        "content-type": "application/json",
      }),
    );
    expect([json.status, await json.text()]).toEqual([400, NUL_IN_FORM]);
  });

  it("a well-formed multipart form still reaches the page", async () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set("name", "Multipart Cuisine");
    const response = await request("/admin/cuisines", formPost(form, { cookie: adminCookie }));
    expect(response.status).toBe(200);
    expect(await db.select().from(s.cuisines).where(eq(s.cuisines.name, "Multipart Cuisine"))).toHaveLength(1);
  });
});

describe("an id the browser forges is refused with a message, never a server error", () => {
  const saturday = weekendSaturday(addDays(todayInLondon(), 28));
  let dishIds: Record<string, string> = {};
  beforeAll(async () => {
    dishIds = await createOrderingMenu(db, saturday, ["Punjabi", "Goan"]);
  });

  it.each([
    ["zeros without dashes", "0".repeat(36)],
    ["dashes only", "-".repeat(36)],
    ["the nil uuid", "00000000-0000-0000-0000-000000000000"],
    ["not an id", "1 OR 1=1"],
  ])("checkout with a collection point of %s", async (_, pointId) => {
    const cart = { ...cartOf(saturday, essentialsLine()), fulfilment: "collection" };
    const body = new URLSearchParams({
      fulfilment: "collection",
      firstName: "Asha",
      lastName: "Patel",
      email: "asha@example.com",
      phone: "020 7946 0321",
      collectionPointId: pointId,
      cart: JSON.stringify(cart),
    });
    const response = await request(
      "/checkout",
      formPost(body, {
        "content-type": "application/x-www-form-urlencoded",
        cookie: (await startGuest()).split(";")[0],
      }),
    );
    expect(response.status).toBe(400);
    const { actionData } = (await response.json()) as PageAnswer;
    expect(actionData?.problem).toEqual({
      title: "Collection Point Unavailable",
      description: "This collection point is no longer available. Please choose another one.",
    });
  });

  const adminForm = (path: string, values: Record<string, string>) =>
    request(
      path,
      formPost(new URLSearchParams(values), {
        "content-type": "application/x-www-form-urlencoded",
        cookie: adminCookie,
      }),
    );
  const toastOf = async (response: Response) => ((await response.json()) as PageAnswer).actionData?.toast;
  const NIL = "00000000-0000-0000-0000-000000000000";

  it("moving or deleting a dish that does not exist", async () => {
    const dish = Object.values(dishIds)[0];
    for (const values of [
      { intent: "move", id: NIL, neighbourId: dish } as Record<string, string>,
      { intent: "move", id: dish, neighbourId: "abc" },
      { intent: "delete", id: NIL },
    ]) {
      const response = await adminForm("/admin?index", values);
      expect(response.status).toBe(404);
      expect(await toastOf(response)).toMatchObject({
        type: "error",
        description: "This dish no longer exists. Please reload the page.",
      });
    }
  });

  it("a dish saved with a category that does not exist", async () => {
    const response = await adminForm("/admin?index", {
      intent: "save",
      name: "Forged Dal",
      categoryId: NIL,
      cuisine: "Punjabi",
      price: "5",
    });
    expect(response.status).toBe(400);
    const { actionData } = (await response.json()) as PageAnswer;
    expect(actionData?.result).toMatchObject({ error: { categoryId: ["Please select a category"] } });
    expect(await db.select().from(s.menuItems).where(eq(s.menuItems.name, "Forged Dal"))).toEqual([]);
  });

  it.each([
    ["/admin/images", { intent: "delete", id: "abc" }],
    ["/admin/images", { intent: "move", id: NIL, neighbourId: "abc" }],
    ["/admin/box-types", { intent: "delete", id: "abc" }],
    ["/admin/delivery", { intent: "toggle", id: "abc", isActive: "true" }],
    ["/admin/delivery", { intent: "delete", id: NIL }],
    ["/admin/settings", { intent: "delete-collection-point", id: NIL }],
  ])("%s %o", async (path, values) => {
    const response = await adminForm(path, values);
    expect(response.status).toBe(404);
    expect(await toastOf(response)).toMatchObject({ type: "error" });
  });
});

describe("the per-account sign-in limit holds whatever the spelling of the JSON media type", () => {
  it.each(["APPLICATION/JSON", "application/json; charset=utf-8", "Application/Json;Charset=UTF-8"])(
    "%s",
    async (type) => {
      const email = `limited-${Math.random().toString(36).slice(2)}@example.com`;
      const attempt = (i: number) =>
        request(
          "/api/auth/sign-in/email",
          formPost(JSON.stringify({ email, password: `wrong-${i}-password` }), { "content-type": type }),
          `198.51.100.${i + 1}`,
        );
      for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
      const refused = await attempt(10);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: "Too many attempts. Please wait a minute and try again." });
    },
  );
});

describe("a Stripe signature header must name one timestamp", () => {
  const SECRET = "whsec_bad_input";
  const signer = new Stripe("sk_test_signer");
  beforeAll(() => {
    env.STRIPE_SECRET_KEY = "sk_test_bad_input";
    env.STRIPE_WEBHOOK_SECRET = SECRET;
  });
  afterAll(() => {
    env.STRIPE_SECRET_KEY = undefined;
    env.STRIPE_WEBHOOK_SECRET = undefined;
  });

  it("refuses a second t= (a signature made ahead of time hidden behind a fresh timestamp)", async () => {
    const payload = JSON.stringify({ id: "evt_dup_t", object: "event", type: "ping", data: { object: {} } });
    const ahead = Math.floor(Date.now() / 1000) + 3600;
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: ahead });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature: string) =>
      request("/api/stripe/webhook", {
        method: "POST",
        body: payload,
        headers: { "stripe-signature": signature, "content-type": "application/json" },
      });
    for (const header of [`t=${now},${signed}`, `${signed},t=${now}`, `t=${now},t=${ahead},v1=x`]) {
      const response = await post(header);
      expect([response.status, await response.text()]).toEqual([400, "Invalid signature"]);
    }
    const fresh = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await post(fresh)).status).toBe(200);
  });
});

describe("/logout signs out only when the shop's own page asks", () => {
  it("a cross-site form cannot sign anyone out; the shop's own can", async () => {
    const email = `logout-${Date.now()}@example.com`;
    const cookie = await adminSession(request, email, "logout-password-1");
    const sessions = () =>
      db.select().from(s.session).innerJoin(s.user, eq(s.user.id, s.session.userId)).where(eq(s.user.email, email));
    // The header's Sign Out button: a form with no fields.
    const signOut = (headers: Record<string, string>) =>
      request("/logout", {
        method: "POST",
        body: "",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    for (const origin of ["https://evil.example", "null"]) {
      const refused = await signOut({ origin });
      expect([refused.status, await refused.text()]).toEqual([
        403,
        "This request came from another site and was refused.",
      ]);
    }
    const crossSite = await signOut({ "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const opened = await request("/logout", { headers: { cookie } });
    expect(opened.status).toBe(302);
    expect(await sessions()).toHaveLength(1);

    const own = await signOut({ origin: publicUrl() });
    expect(own.status).toBe(302);
    expect(await sessions()).toEqual([]);
  });
});

describe("a place to go back to stays on the shop, dot segments or not", () => {
  it.each(["/.//evil.example", "/%2e//evil.example", "/./\\evil.example", "//evil.example"])("%s", async (to) => {
    const signedIn = await request(
      "/login",
      formPost(new URLSearchParams({ intent: "sign-in", ...ADMIN, redirectTo: to }), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(signedIn.status).toBe(302);
    expect(new URL(signedIn.headers.get("location")!, publicUrl()).origin).toBe(publicUrl());

    const guest = await request(
      "/login",
      formPost(new URLSearchParams({ intent: "guest", redirectTo: to }), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(new URL(guest.headers.get("location")!, publicUrl()).origin).toBe(publicUrl());

    const link = await request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(to)}`);
    expect(link.status).toBe(400);
    expect(await link.json()).toMatchObject({ message: "The address to go back to must be a page of this site." });
  });
});
