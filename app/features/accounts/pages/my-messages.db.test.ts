/**
 * Consent given at sign-up and in My account → Messages and notifications: what is ticked is
 * recorded with its source and time; an unchanged choice records nothing; a text needs a UK mobile.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { consentEvents, contactPreferences } from "~/db/schema/messaging";
import { preferencesOf } from "~/features/messaging/public.server";
import { db } from "~/lib/db.server";
import { action as login } from "~/routes/account/login";
import { action as myMessages, loader as myMessagesLoader } from "~/routes/account/my-messages";
import { signInWithEmail } from "../login.server";

const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "correct-horse-42";

function post(path: string, fields: Array<[string, string]>, cookie?: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
}

const signUp = (email: string, extra: Array<[string, string]>) =>
  login(
    args(
      post("/login", [
        ["intent", "sign-up"],
        ["firstName", "Asha"],
        ["email", email],
        ["password", PASSWORD],
        ...extra,
      ]),
    ),
  );

const eventsOf = (email: string) =>
  db.select().from(consentEvents).where(eq(consentEvents.email, email.toLowerCase())).orderBy(consentEvents.createdAt);

/** A refusal answered as data(…, 400): its field errors. */
type Refused = { init: { status: number }; data: { result?: { error?: Record<string, string[]> } } };

async function signedIn(email: string) {
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const response = (await signInWithEmail(
    new Request("http://localhost:3000/login", { method: "POST" }),
    { email, password: PASSWORD },
    "100.93.0.1",
  )) as Response;
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session_token"))!;
}

describe("sign-up", () => {
  it("records the boxes ticked as given at sign-up, with the mobile in E.164 and the account", async () => {
    const email = `signup-${unique()}@example.com`;
    const before = Date.now();
    const answer = await signUp(email, [
      ["consent", "email-news"],
      ["consent", "sms"],
      ["phone", "07400 123456"],
    ]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    const events = await eventsOf(email);
    expect(events.map((e) => [e.topic, e.granted, e.source])).toEqual(
      expect.arrayContaining([
        ["email-news", true, "sign-up"],
        ["sms", true, "sign-up"],
      ]),
    );
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await preferencesOf(email)).toMatchObject({
      phone: "+447400123456",
      emailNews: true,
      sms: true,
      whatsapp: false,
      smsOrderUpdates: false,
    });
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [kept] = await db.select().from(contactPreferences).where(eq(contactPreferences.email, email));
    expect(kept.userId).toBe(account.id);
  });

  it("records nothing when nothing is ticked", async () => {
    const email = `signup-${unique()}@example.com`;
    expect(await signUp(email, [])).toBeInstanceOf(Response);
    expect(await eventsOf(email)).toEqual([]);
  });

  it("refuses texts without a UK mobile, and makes no account", async () => {
    const email = `signup-${unique()}@example.com`;
    for (const phone of ["", "020 7946 0321"]) {
      const refused = (await signUp(email, [
        ["consent", "whatsapp"],
        ["phone", phone],
      ])) as unknown as Refused;
      expect(refused.init.status).toBe(400);
      expect(refused.data.result?.error?.phone?.[0]).toMatch(/UK mobile/);
    }
    expect(await db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await eventsOf(email)).toEqual([]);
  });
});

describe("My account → Messages and notifications", () => {
  async function customer() {
    const email = `mine-${unique()}@example.com`;
    await signUp(email, [["consent", "email-news"]]);
    return { email, cookie: await signedIn(email) };
  }

  const save = (cookie: string, fields: Array<[string, string]>) =>
    myMessages(args(post("/my-account/messages", [["intent", "save"], ...fields], cookie)));

  it("shows the current choices and saves changes, each recorded once from My account", async () => {
    const { email, cookie } = await customer();
    const shown = await myMessagesLoader(
      args(new Request("http://localhost:3000/my-account/messages", { headers: { cookie } })),
    );
    expect(shown.chosen).toEqual({ "email-news": true, sms: false, whatsapp: false, "sms-order-updates": false });
    expect(shown.history).toHaveLength(1);
    expect(shown.history[0]).toMatchObject({ topic: "News by email", granted: true, source: "When you signed up" });

    const saved = await save(cookie, [
      ["consent", "sms"],
      ["consent", "sms-order-updates"],
      ["phone", "+44 7400 765432"],
    ]);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe("/my-account/messages");
    expect(await preferencesOf(email)).toMatchObject({
      phone: "+447400765432",
      emailNews: false,
      sms: true,
      smsOrderUpdates: true,
    });
    const mine = (await eventsOf(email)).filter((e) => e.source === "my-account");
    expect(mine.map((e) => [e.topic, e.granted]).sort()).toEqual([
      ["email-news", false],
      ["sms", true],
      ["sms-order-updates", true],
    ]);

    // Saved again unchanged: nothing more is recorded.
    const count = (await eventsOf(email)).length;
    await save(cookie, [
      ["consent", "sms"],
      ["consent", "sms-order-updates"],
      ["phone", "07400 765432"],
    ]);
    expect(await eventsOf(email)).toHaveLength(count);

    const after = await myMessagesLoader(
      args(new Request("http://localhost:3000/my-account/messages", { headers: { cookie } })),
    );
    expect(after.phone).toBe("+447400765432");
    expect(after.history[0]).toMatchObject({ granted: expect.any(Boolean), source: "In My account" });
    expect(after.history.map((h) => h.topic)).toContain("News by email");
  });

  it("refuses texts without a UK mobile, and a number that is not one, saving nothing", async () => {
    const { email, cookie } = await customer();
    const count = (await eventsOf(email)).length;
    for (const fields of [
      [["consent", "sms"]],
      [
        ["consent", "email-news"],
        ["phone", "020 7946 0321"],
      ],
    ] as Array<Array<[string, string]>>) {
      const refused = (await save(cookie, fields)) as unknown as Refused & { data: { toast: { title: string } } };
      expect(refused.init.status).toBe(400);
      expect(refused.data.toast.title).toBe("Your choices were not saved");
      expect(refused.data.result?.error?.phone?.[0]).toMatch(/UK mobile/);
    }
    expect(await eventsOf(email)).toHaveLength(count);
    expect((await preferencesOf(email)).sms).toBe(false);
  });

  it("is for signed-in customers only", async () => {
    const answer = await myMessages(
      args(
        post("/my-account/messages", [
          ["intent", "save"],
          ["consent", "sms"],
        ]),
      ),
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(401);
  });
});
