import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "~/db/schema";
import { submitContactMessage } from "~/features/messaging/contact.server";
import { resendMailAction } from "~/features/messaging/admin/outbox.server";
import { db, executeSql, transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { sendEmail } from "~/lib/mailer.server";
import { freePort, smtpOn } from "../tests/fakes/smtp";
import { jobSchedules, startJobs } from "./jobs";

const outboxRow = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mail = (subject: string) => ({ to: "cook@example.com", subject, html: `<p>${subject}</p>`, text: subject });

let port: number;
let stops: Array<() => Promise<unknown>>;
beforeEach(async () => {
  port = await freePort();
  env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  stops = [];
});
afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  env.SMTP_URL = undefined;
});

async function runner() {
  const stop = await startJobs({ pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  stops.push(stop);
  return stop;
}

describe("email through the job queue", () => {
  it("is queued without waiting for SMTP, retried while SMTP is down and delivered once when it is back", async () => {
    await runner();
    const { id } = await sendEmail(mail("Down then up"));
    expect((await outboxRow(id)).status).toBe("queued");

    const failedOnce = await until(
      () => outboxRow(id),
      (row) => row.attempts >= 1,
    );
    expect(failedOnce).toMatchObject({ status: "queued" });
    expect(failedOnce.error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await smtpOn(port);
    stops.push(smtp.down);
    const sent = await until(
      () => outboxRow(id),
      (row) => row.status === "sent",
    );
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received.filter((body) => body.includes("Subject: Down then up"))).toHaveLength(1);
  });

  it("a change committed while no worker runs (the process died before sending) still has its mail sent after a restart", async () => {
    const smtp = await smtpOn(port);
    stops.push(smtp.down);
    const message = await submitContactMessage({
      firstName: "Asha",
      lastName: "Patel",
      email: "asha@example.com",
      subject: "Crash test",
      message: "Is the Sunday box vegetarian?",
    });
    const [queued] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contact"));
    expect(queued.status).toBe("queued");
    expect(smtp.received).toHaveLength(0);
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).length).toBe(1);

    await runner();
    const sent = await until(
      () => outboxRow(queued.id),
      (row) => row.status === "sent",
    );
    expect(sent.status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("Contact form: Crash test");
  });

  it("a change that rolls back leaves neither its mail nor its job", async () => {
    const count = async () => ({
      mails: (await db.select().from(emailOutbox)).length,
      jobs: (await executeSql("select count(*)::int as n from pgboss.job where name = 'send-email'")).rows,
    });
    const before = await count();
    await expect(
      transaction(async () => {
        await sendEmail(mail("Never sent"));
        expect((await count()).mails).toBe(before.mails + 1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await count()).toEqual(before);
  });

  it("an admin's Resend sends a mail again", async () => {
    const smtp = await smtpOn(port);
    stops.push(smtp.down);
    await runner();
    const { id } = await sendEmail(mail("Twice"));
    await until(
      () => outboxRow(id),
      (row) => row.status === "sent",
    );
    const answer = await resendMailAction(id);
    expect(answer).toMatchObject({ ok: true, toast: { title: "Email queued" } });
    await until(
      async () => smtp.received.length,
      (n) => n === 2,
    );
    expect(smtp.received).toHaveLength(2);
    expect((await outboxRow(id)).status).toBe("sent");
  });

  it("Resend without SMTP, or of an unknown mail, is refused", async () => {
    const { id } = await sendEmail(mail("Kept"));
    expect(await resendMailAction("not-a-uuid")).toMatchObject({ init: { status: 404 } });
    env.SMTP_URL = undefined;
    expect(await resendMailAction(id)).toMatchObject({ init: { status: 409 } });
  });
});

describe("marketing email", () => {
  it("carries a one-click unsubscribe (RFC 8058 headers) and a campaign's mail reaches each person once", async () => {
    const smtp = await smtpOn(port);
    stops.push(smtp.down);
    await runner();
    const unsubscribeUrl = "http://localhost:3000/unsubscribe?e=abc&t=def";
    const campaignId = "00000000-0000-4000-8000-0000000000c1";
    const news = { ...mail("The menu is live"), campaignId, unsubscribeUrl };
    const first = await sendEmail(news);
    expect(first).not.toBeNull();
    // The same campaign to the same person again (a retried send): nothing more is written.
    expect(await sendEmail({ ...news, to: "COOK@example.com" })).toBeNull();
    await until(
      () => outboxRow(first!.id),
      (row) => row.status === "sent",
    );
    const [body] = smtp.received.filter((b) => b.includes("Subject: The menu is live"));
    expect(body).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?e=abc&t=def>/m);
    expect(body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(await outboxRow(first!.id)).toMatchObject({ marketing: true, contact: "cook@example.com", attempts: 1 });
    // A transactional mail carries neither header.
    const { id } = await sendEmail(mail("Order confirmed"));
    await until(
      () => outboxRow(id),
      (row) => row.status === "sent",
    );
    const [receipt] = smtp.received.filter((b) => b.includes("Subject: Order confirmed"));
    expect(receipt).not.toContain("List-Unsubscribe");
  });
});

describe("scheduled work", () => {
  it("the unpaid-order expiry and the upload sweep are scheduled once in the database, whichever instance starts", async () => {
    await runner();
    await runner();
    const { rows } = await executeSql("select name, cron from pgboss.schedule order by name");
    expect(rows).toEqual(
      Object.entries(jobSchedules ?? {})
        .map(([name, cron]) => ({ name, cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
