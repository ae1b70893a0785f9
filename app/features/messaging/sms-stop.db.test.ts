/**
 * "STOP" by text: Twilio's webhook for incoming messages, through the whole app. A request signed
 * with the account's auth token (X-Twilio-Signature, computed here with Twilio's own library)
 * saying STOP or a synonym withdraws texts and WhatsApp from everyone who gave that number, recorded
 * as sms-stop; START grants nothing; a bad signature is refused with 403 and changes nothing.
 */
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentEvents } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import { env, publicUrl } from "~/lib/env.server";
import * as twilioInbound from "~/routes/api/twilio-inbound";
import { requestApp } from "../../../tests/request-app";
import { preferencesOf, updatePreferences } from "./consent.server";

const TOKEN = "twilio-test-auth-token";
const request = requestApp([{ id: "twilio", path: "api/twilio/inbound", module: twilioInbound }]);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(() => {
  env.TWILIO_AUTH_TOKEN = TOKEN;
});
afterAll(() => {
  env.TWILIO_AUTH_TOKEN = undefined;
});

/** An incoming message as Twilio posts it, signed with `token`. */
function incoming(params: Record<string, string>, token = TOKEN): RequestInit {
  const signature = twilio.getExpectedTwilioSignature(token, `${publicUrl()}/api/twilio/inbound`, params);
  return {
    method: "POST",
    body: new URLSearchParams(params),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
  };
}

const message = (From: string, Body: string) => ({
  MessageSid: `SM${unique()}`,
  AccountSid: "AC0123456789abcdef0123456789abcdef",
  From,
  To: "+447700900000",
  Body,
});

/** A person who agreed to texts and WhatsApp (and order texts) on this number. */
async function texter(phone: string) {
  const email = `texter-${unique()}@example.com`;
  await updatePreferences(
    email,
    { "email-news": true, sms: true, whatsapp: true, "sms-order-updates": true },
    "checkout",
    { phone },
  );
  return email;
}

const stops = (email: string) =>
  db
    .select({ topic: consentEvents.topic, granted: consentEvents.granted })
    .from(consentEvents)
    .where(eq(consentEvents.email, email))
    .then((rows) => rows.filter((row) => !row.granted));

describe("an incoming text", () => {
  it("saying STOP withdraws texts and WhatsApp from everyone with that number, and answers empty TwiML", async () => {
    const phone = "+447400111222";
    const [first, second, other] = [await texter(phone), await texter(phone), await texter("+447400999888")];
    const response = await request("/api/twilio/inbound", incoming(message(phone, "  Stop ")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await response.text()).toMatch(/<Response\/>$/);
    for (const email of [first, second]) {
      expect(await preferencesOf(email)).toMatchObject({ sms: false, whatsapp: false, emailNews: true });
      const withdrawn = await db.select().from(consentEvents).where(eq(consentEvents.email, email));
      expect(withdrawn.filter((e) => !e.granted).map((e) => [e.topic, e.source])).toEqual(
        expect.arrayContaining([
          ["sms", "sms-stop"],
          ["whatsapp", "sms-stop"],
        ]),
      );
    }
    expect(await preferencesOf(other)).toMatchObject({ sms: true, whatsapp: true });
  });

  it("from WhatsApp (whatsapp:+44…), and in every synonym, withdraws too", async () => {
    for (const word of ["STOPALL", "unsubscribe", "Cancel", "end", "QUIT"]) {
      const phone = `+4474001${Math.floor(10000 + Math.random() * 89999)}`;
      const email = await texter(phone);
      const response = await request("/api/twilio/inbound", incoming(message(`whatsapp:${phone}`, word)));
      expect(response.status).toBe(200);
      expect(await preferencesOf(email)).toMatchObject({ sms: false, whatsapp: false });
    }
  });

  it("saying START, or anything else, grants and withdraws nothing", async () => {
    const phone = "+447400333444";
    const email = await texter(phone);
    await request("/api/twilio/inbound", incoming(message(phone, "STOP")));
    const count = (await stops(email)).length;
    for (const body of ["START", "stop please", "Thanks!"]) {
      expect((await request("/api/twilio/inbound", incoming(message(phone, body)))).status).toBe(200);
    }
    expect(await preferencesOf(email)).toMatchObject({ sms: false, whatsapp: false });
    expect(await stops(email)).toHaveLength(count);
    const all = await db.select().from(consentEvents).where(eq(consentEvents.email, email));
    expect(all.filter((e) => e.granted && e.source !== "checkout")).toEqual([]);
  });

  it("with a bad signature is refused with 403 and changes nothing", async () => {
    const phone = "+447400555666";
    const email = await texter(phone);
    const forged = incoming(message(phone, "STOP"), "another-token");
    expect((await request("/api/twilio/inbound", forged)).status).toBe(403);
    // Signed, then changed on the way (another number).
    const signed = incoming(message("+447400000001", "STOP"));
    const changed = { ...signed, body: new URLSearchParams(message(phone, "STOP")) };
    expect((await request("/api/twilio/inbound", changed)).status).toBe(403);
    const unsigned = {
      ...incoming(message(phone, "STOP")),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    expect((await request("/api/twilio/inbound", unsigned)).status).toBe(403);
    expect(await preferencesOf(email)).toMatchObject({ sms: true, whatsapp: true });
  });
});
