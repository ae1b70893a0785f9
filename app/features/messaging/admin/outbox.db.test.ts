import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { startFakeTwilio, type FakeTwilio } from "../../../../tests/fakes/twilio-api";
import { queueMessage } from "../messages.server";
import { loadOutboxMail, loadOutboxTab, resendMailAction } from "./outbox.server";

let twilio: FakeTwilio;
beforeEach(async () => {
  twilio = await startFakeTwilio();
});
afterEach(async () => {
  Object.assign(env, { TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined });
  Object.assign(env, { TWILIO_API_URL: undefined });
  await twilio.close();
});

const connectTwilio = () =>
  Object.assign(env, {
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: "+447700900001",
    TWILIO_API_URL: twilio.url,
  });

const sms = (to: string, contact: string) =>
  queueMessage({ channel: "sms", to, contact, subject: "Cutoff tomorrow", text: "Order by 23:59", kind: "reminder" });

describe("the Outbox: the log of every channel", () => {
  it("lists every channel's messages, filtered by channel and by the person's email or number", async () => {
    await sendEmail({ to: "outbox-lina@example.com", subject: "Welcome", html: "<p>Hi</p>", text: "Hi" });
    await sms("+447700900555", "outbox-lina@example.com");
    const tab = (query: string) => loadOutboxTab(new Request(`http://localhost/admin/outbox?${query}`));

    const smsOnly = await tab("channel=sms&to=outbox-lina");
    expect(smsOnly.mails.map((m) => [m.channel, m.to, m.status])).toEqual([["sms", "+447700900555", "stored"]]);
    expect((await tab("to=outbox-lina")).mails.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect((await tab("to=900555")).total).toBe(1);
    // An unknown channel in the address is no filter.
    expect((await tab("channel=pigeon&to=outbox-lina")).total).toBe(2);
  });

  it("Resend works per channel: refused while its service is not configured, queued on it once it is", async () => {
    const { id } = (await sms("+447700900556", "outbox-ravi@example.com"))!;
    expect((await loadOutboxMail(id)).canResend).toBe(false);
    expect(await resendMailAction(id)).toMatchObject({ init: { status: 409 } });

    connectTwilio();
    const page = await loadOutboxMail(id);
    expect(page).toMatchObject({ canResend: true, mail: { channel: "sms", status: "stored" } });
    expect(await resendMailAction(id)).toMatchObject({ ok: true, toast: { title: "SMS queued" } });
    expect((await loadOutboxMail(id)).mail.status).toBe("queued");
    expect(await resendMailAction("not-a-uuid")).toMatchObject({ init: { status: 404 } });
  });
});
