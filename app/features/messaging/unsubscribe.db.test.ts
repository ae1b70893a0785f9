/**
 * One-click unsubscribe (RFC 8058) without signing in: a mail client POSTs
 * `List-Unsubscribe=One-Click` to the link with no cookie and no Origin, through the whole app
 * (body checks, React Router's action), and email news is withdrawn, recorded from the link. A link
 * that was changed answers 400 and withdraws nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentEvents, contactPreferences } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import * as unsubscribeRoute from "~/routes/site/unsubscribe";
import { requestApp, type PageAnswer } from "../../../tests/request-app";
import { preferencesOf, updatePreferences } from "./consent.server";
import { INVALID_LINK } from "./pages/unsubscribe.server";
import { unsubscribeUrl } from "./unsubscribe.server";

const request = requestApp([{ id: "unsubscribe", path: "unsubscribe", module: unsubscribeRoute }]);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What a mail client sends: the one field, no cookie, no Origin, no Sec-Fetch headers. */
const oneClick = (): RequestInit => ({
  method: "POST",
  body: "List-Unsubscribe=One-Click",
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

async function subscriber() {
  const email = `News-${unique()}@Example.com`;
  await updatePreferences(email, { "email-news": true, sms: true }, "sign-up", { phone: "+447400123456" });
  return email;
}

const eventsOf = (email: string) =>
  db.select().from(consentEvents).where(eq(consentEvents.email, email.toLowerCase())).orderBy(consentEvents.createdAt);

describe("the unsubscribe link", () => {
  it("is signed for its person and topic, on the shop's address", () => {
    const url = new URL(unsubscribeUrl("Asha@Example.com"));
    expect(url.pathname).toBe("/unsubscribe");
    expect(Buffer.from(url.searchParams.get("e")!, "base64url").toString()).toBe("asha@example.com");
    expect(url.searchParams.get("t")).toMatch(/^[\w-]{43}$/);
    expect(new URL(unsubscribeUrl("asha@example.com", "sms")).searchParams.get("c")).toBe("sms");
  });

  it("shows what it stops, with one button, and changes nothing by being opened", async () => {
    const email = await subscriber();
    const response = await request(pathOf(unsubscribeUrl(email)));
    expect(response.status).toBe(200);
    const page = (await response.json()) as PageAnswer;
    expect(page.loaderData.unsubscribe).toEqual({
      link: { email: email.toLowerCase(), stopped: "our emails about new menus and order deadlines" },
      problem: null,
    });
    expect((await preferencesOf(email)).emailNews).toBe(true);
  });

  it("withdraws email news on the mail client's one-click POST (no cookie, no Origin), answering 200", async () => {
    const email = await subscriber();
    const before = Date.now();
    const response = await request(pathOf(unsubscribeUrl(email)), oneClick());
    expect(response.status).toBe(200);
    expect(((await response.json()) as PageAnswer).actionData).toEqual({ done: true, problem: null });
    expect(await preferencesOf(email)).toMatchObject({ emailNews: false, sms: true });
    const last = (await eventsOf(email)).at(-1)!;
    expect(last).toMatchObject({ topic: "email-news", granted: false, source: "unsubscribe-link" });
    expect(last.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Clicked twice (the client and then the person): still 200, nothing more recorded.
    const count = (await eventsOf(email)).length;
    expect((await request(pathOf(unsubscribeUrl(email)), oneClick())).status).toBe(200);
    expect(await eventsOf(email)).toHaveLength(count);
  });

  it("withdraws the topic its link names, and only that", async () => {
    const email = await subscriber();
    expect((await request(pathOf(unsubscribeUrl(email, "sms")), oneClick())).status).toBe(200);
    expect(await preferencesOf(email)).toMatchObject({ emailNews: true, sms: false });
  });

  it("answers a changed link with 400 and a clear message, and withdraws nothing", async () => {
    const email = await subscriber();
    const other = await subscriber();
    const url = new URL(unsubscribeUrl(email));
    // Someone else's address under this link's signature; a signature cut short; another topic.
    url.searchParams.set("e", Buffer.from(other.toLowerCase()).toString("base64url"));
    const cut = new URL(unsubscribeUrl(email));
    cut.searchParams.set("t", cut.searchParams.get("t")!.slice(0, 20));
    const topic = new URL(unsubscribeUrl(email));
    topic.searchParams.set("c", "sms");
    for (const tampered of [url, cut, topic]) {
      const posted = await request(tampered.pathname + tampered.search, oneClick());
      expect(posted.status).toBe(400);
      expect(((await posted.json()) as PageAnswer).actionData).toEqual({ done: false, problem: INVALID_LINK });
      const shown = await request(tampered.pathname + tampered.search);
      expect(shown.status).toBe(400);
    }
    expect((await preferencesOf(email)).emailNews).toBe(true);
    expect((await preferencesOf(other)).emailNews).toBe(true);
    expect((await request("/unsubscribe")).status).toBe(400);
  });

  it("refuses a POST without the one-click field", async () => {
    const email = await subscriber();
    const response = await request(pathOf(unsubscribeUrl(email)), {
      method: "POST",
      body: "something=else",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect((await preferencesOf(email)).emailNews).toBe(true);
  });
});

describe("consent kept per email", () => {
  it("agrees to nothing until ticked (the table's defaults, and an unknown person)", async () => {
    const email = `nobody-${unique()}@example.com`;
    expect(await preferencesOf(email)).toEqual({
      phone: null,
      emailNews: false,
      sms: false,
      whatsapp: false,
      push: false,
      smsOrderUpdates: false,
    });
    await db.insert(contactPreferences).values({ email });
    const [row] = await db.select().from(contactPreferences).where(eq(contactPreferences.email, email));
    expect(row).toMatchObject({ emailNews: false, sms: false, whatsapp: false, push: false, smsOrderUpdates: false });
  });
});
