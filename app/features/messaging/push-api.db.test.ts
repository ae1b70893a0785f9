import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import { publicUrl } from "~/lib/env.server";
import * as login from "~/routes/account/login";
import * as pushApi from "~/routes/api/push-subscriptions";
import { startPushService, type PushService } from "../../../tests/fakes/push-service";
import { adminSession, requestApp } from "../../../tests/request-app";
import { consentHistory, preferencesOf } from "./consent.server";

const request = requestApp([
  { id: "login", path: "login", module: login },
  { id: "push", path: "api/push/subscriptions", module: pushApi },
]);

const EMAIL = "push-api@example.com";
let cookie = "";
let push: PushService;
beforeAll(async () => {
  cookie = await adminSession(request, EMAIL);
  push = await startPushService();
});
afterAll(() => push.close());

const send = (method: "POST" | "DELETE", body: unknown, headers: Record<string, string> = {}) =>
  request("/api/push/subscriptions", {
    method,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: publicUrl(), cookie, ...headers },
  });

describe("/api/push/subscriptions", () => {
  it("gives the shop's VAPID public key to subscribe with", async () => {
    const answer = await request("/api/push/subscriptions");
    expect(answer.status).toBe(200);
    const { publicKey } = (await answer.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  });

  it("keeps a signed-in person's browser subscription with their consent, and forgets it with its withdrawal", async () => {
    const browser = push.subscribe();
    const saved = await send("POST", { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null });
    expect(saved.status).toBe(201);
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(row).toMatchObject({ email: EMAIL, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
    expect((await preferencesOf(EMAIL)).push).toBe(true);

    const removed = await send("DELETE", { endpoint: browser.endpoint });
    expect(await removed.json()).toEqual({ removed: true });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.email, EMAIL))).toEqual([]);
    expect((await preferencesOf(EMAIL)).push).toBe(false);
    expect((await consentHistory(EMAIL)).map(({ topic, granted, source }) => ({ topic, granted, source }))).toEqual([
      { topic: "push", granted: true, source: "push-permission" },
      { topic: "push", granted: false, source: "push-permission" },
    ]);
  });

  it("refuses nobody signed in (401), another site (403) and what is not a subscription (400)", async () => {
    const browser = push.subscribe();
    expect((await send("POST", browser, { cookie: "" })).status).toBe(401);
    expect((await send("POST", browser, { origin: "https://evil.example" })).status).toBe(403);
    expect((await send("POST", browser, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await send("POST", { endpoint: "http://insecure.example/push", keys: browser.keys })).status).toBe(400);
    expect((await send("POST", { endpoint: browser.endpoint })).status).toBe(400);
    expect((await send("DELETE", {})).status).toBe(400);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.email, EMAIL))).toEqual([]);
  });
});
