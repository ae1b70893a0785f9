import { eq } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/messaging";
import { db, executeSql, transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { QUEUES, startJobRunner } from "~/lib/jobs.server";
import { startFakeTwilio, type FakeTwilio } from "../../../../tests/fakes/twilio-api";
import { queueMessage } from "../messages.server";
import { deliverOutboxMessage, resendMessage } from "./deliver.server";

const SMS_FROM = "+447700900001";
const WHATSAPP_FROM = "+447700900002";

let twilio: FakeTwilio;
beforeEach(async () => {
  twilio = await startFakeTwilio();
  Object.assign(env, {
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: SMS_FROM,
    TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
    TWILIO_API_URL: twilio.url,
  });
});
afterEach(async () => {
  for (const name of [
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_FROM",
    "TWILIO_WHATSAPP_FROM",
    "TWILIO_API_URL",
  ])
    (env as Record<string, unknown>)[name] = undefined;
  await twilio.close();
});

const row = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

const text = (channel: "sms" | "whatsapp", to: string, body: string) => ({
  channel,
  to,
  contact: "Asha@Example.com",
  subject: "The menu is live",
  text: body,
  kind: "campaign",
});

/** The job pg-boss hands the handler: its try (retryCount) of at most retryLimit retries. */
const job = (outboxId: string, retryCount = 0) =>
  ({ id: `job-${retryCount}`, data: { outboxId }, retryCount, retryLimit: 8 }) as unknown as JobWithMetadata<
    Record<string, unknown>
  >;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("SMS and WhatsApp through Twilio", () => {
  it("the send-message job delivers each through the Twilio SDK to the Messages API, once", async () => {
    const stop = await startJobRunner({
      handlers: { [QUEUES.sendMessage]: deliverOutboxMessage },
      pollingIntervalSeconds: 0.5,
    });
    try {
      const sms = await queueMessage(text("sms", "+447700900123", "Menu for 5–6 December is live: dabba.shop/menu"));
      const whatsapp = await queueMessage(text("whatsapp", "+447700900124", "Hello on WhatsApp"));
      expect((await row(sms!.id)).status).toBe("queued");
      for (const { id } of [sms!, whatsapp!])
        await until(
          () => row(id),
          (r) => r.status === "sent",
        );
      expect(await row(sms!.id)).toMatchObject({
        status: "sent",
        attempts: 1,
        error: null,
        contact: "asha@example.com",
      });
      expect(twilio.messages.map(({ channel, to, from, body }) => ({ channel, to, from, body }))).toEqual([
        { channel: "sms", to: "+447700900123", from: SMS_FROM, body: "Menu for 5–6 December is live: dabba.shop/menu" },
        { channel: "whatsapp", to: "+447700900124", from: WHATSAPP_FROM, body: "Hello on WhatsApp" },
      ]);
    } finally {
      await stop();
    }
  });

  it("a failure is recorded and thrown for the queue to retry; a message sent is never sent again", async () => {
    const sms = (await queueMessage(text("sms", "+447700900125", "Cutoff tomorrow")))!;
    twilio.failNext(1, 500);
    await expect(deliverOutboxMessage(job(sms.id, 0))).rejects.toThrow();
    expect(await row(sms.id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await row(sms.id)).error).toMatch(/Service unavailable/);
    expect(twilio.messages).toHaveLength(0);

    await deliverOutboxMessage(job(sms.id, 1));
    expect(await row(sms.id)).toMatchObject({ status: "sent", attempts: 2, error: null });
    // The same job again (a worker that died after sending): nothing more is sent.
    await deliverOutboxMessage(job(sms.id, 1));
    expect(twilio.messages).toHaveLength(1);
    expect((await row(sms.id)).attempts).toBe(2);
  });

  it("the last allowed attempt marks the message failed", async () => {
    const sms = (await queueMessage(text("sms", "+447700900126", "Last try")))!;
    twilio.failNext(1, 503);
    await expect(deliverOutboxMessage(job(sms.id, 8))).rejects.toThrow();
    expect(await row(sms.id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("a number Twilio refuses for good (the customer replied STOP) fails at once, without retries", async () => {
    twilio.unsubscribed.add("+447700900127");
    const sms = (await queueMessage(text("sms", "+447700900127", "Menu is live")))!;
    await deliverOutboxMessage(job(sms.id, 0));
    const failed = await row(sms.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/unsubscribed recipient/);
  });

  it("Resend queues it again on its own channel and it is delivered again", async () => {
    const sms = (await queueMessage(text("sms", "+447700900128", "Twice")))!;
    await deliverOutboxMessage(job(sms.id));
    expect(await resendMessage(sms.id)).toBe(true);
    expect((await row(sms.id)).status).toBe("queued");
    await deliverOutboxMessage(job(sms.id));
    expect(twilio.messages.map((m) => m.body)).toEqual(["Twice", "Twice"]);
  });

  it("a change that rolls back leaves neither its message nor its job", async () => {
    const count = async () => ({
      messages: (await db.select().from(emailOutbox)).length,
      jobs: (await executeSql("select count(*)::int as n from pgboss.job where name = 'send-message'")).rows,
    });
    const before = await count();
    await expect(
      transaction(async () => {
        await queueMessage(text("sms", "+447700900130", "Never sent"));
        expect((await count()).messages).toBe(before.messages + 1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await count()).toEqual(before);
  });

  it("without the Twilio settings an SMS is stored in the outbox: no job, no Resend", async () => {
    env.TWILIO_ACCOUNT_SID = undefined;
    const jobs = async () =>
      (await executeSql("select count(*)::int as n from pgboss.job where name = 'send-message'")).rows;
    const before = await jobs();
    const sms = (await queueMessage(text("sms", "+447700900129", "Kept")))!;
    expect((await row(sms.id)).status).toBe("stored");
    expect(await jobs()).toEqual(before);
    expect(await resendMessage(sms.id)).toBe(false);
    // A job queued while Twilio was configured finds it gone: the message is stored, not failed.
    await deliverOutboxMessage(job(sms.id));
    expect((await row(sms.id)).status).toBe("stored");
    expect(twilio.messages).toHaveLength(0);
  });
});
