import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { loadOutboxMail } from "~/features/messaging/admin/outbox.server";
import { messagingDataOf } from "~/features/messaging/public.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { revealMailSecrets } from "~/lib/mail-secrets.server";
import { startJobs } from "../../../server/jobs";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { freePort, smtpOn } from "../../../tests/fakes/smtp";
import { giftCardCode } from "./codes.server";
import { issueGiftCard } from "./issue.server";

// Friday 27 November 2026, mid-morning in London.
const now = new Date("2026-11-27T10:00:00Z");
const PLACEHOLDER = "[gift card code, filled in when sent]";
let n = 0;

async function card(over: Partial<Parameters<typeof issueGiftCard>[0]> = {}) {
  const admin = await createCustomer(db, "Owner");
  const key = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
  return issueGiftCard(
    {
      amountPence: 2500,
      recipientName: "Meera",
      recipientEmail: `mail-meera-${key}@example.com`,
      message: "Happy birthday!",
      sendOn: "2026-11-27",
      buyerName: "Asha",
      buyerEmail: `mail-asha-${key}@example.com`,
      issuedBy: admin.id,
      ...over,
    },
    now,
  );
}

const mailTo = async (email: string) => (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email)))[0];

/** The code in both of its spellings: as printed, and without its dashes. */
const spellings = (code: string) => [code, code.replaceAll("-", "")];

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  env.SMTP_URL = undefined;
});

describe("a gift card's code in its email", () => {
  it("is not in the outbox, nor on the Outbox tab or in the recipient's data download: the placeholder is", async () => {
    const issued = await card();
    const code = giftCardCode(issued);
    const row = await mailTo(issued.recipientEmail);
    expect(row).toMatchObject({ kind: "gift-card", status: "stored" });
    for (const spelling of spellings(code)) expect(JSON.stringify(row)).not.toContain(spelling);

    const { mail } = await loadOutboxMail(row.id);
    expect(mail.text).toContain(`Your code: ${PLACEHOLDER}`);
    expect(mail.html).toContain(PLACEHOLDER);
    expect(mail.text).toContain("Happy birthday!");
    for (const spelling of spellings(code)) expect(JSON.stringify(mail)).not.toContain(spelling);

    const download = await messagingDataOf(issued.recipientEmail);
    expect(download.messages).toHaveLength(1);
    expect(download.messages[0].text).toContain(PLACEHOLDER);
    for (const spelling of spellings(code)) expect(JSON.stringify(download)).not.toContain(spelling);

    // The recipient receives it with the code (what the tests' outbox and the send job hand over).
    expect(await revealMailSecrets(row.text, "text")).toContain(`Your code: ${code}`);
    expect(await revealMailSecrets(row.html, "html")).toContain(code);
  });

  it("is filled in only where the server put it: a message typed to look like another card's place fills in nothing", async () => {
    const other = await card({ sendOn: "2026-12-24" });
    const forged = `{{secret:gift-card-code:${other.id}:${"A".repeat(43)}}}`;
    const issued = await card({ message: `Look: ${forged}` });
    const received = await revealMailSecrets((await mailTo(issued.recipientEmail)).text, "text");
    expect(received).toContain(`Your code: ${giftCardCode(issued)}`);
    expect(received).toContain(forged);
    expect(received).not.toContain(giftCardCode(other));
  });

  it("reaches the recipient through SMTP, while the outbox row still holds none", async () => {
    const port = await freePort();
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const smtp = await smtpOn(port);
    stops.push(smtp.down);
    stops.push(await startJobs({ pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 }));

    const issued = await card();
    const code = giftCardCode(issued);
    const end = Date.now() + 20_000;
    while ((await mailTo(issued.recipientEmail)).status !== "sent" && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 200));

    const row = await mailTo(issued.recipientEmail);
    expect(row.status).toBe("sent");
    for (const spelling of spellings(code)) expect(JSON.stringify(row)).not.toContain(spelling);
    // The message as sent, its quoted-printable soft line breaks joined.
    const sent = smtp.received.find((raw) => raw.includes(issued.recipientEmail))!.replace(/=\r?\n/g, "");
    expect(sent).toContain(`Your code: ${code}`);
    expect(sent).not.toContain("{{secret:");
    expect(sent).not.toContain(PLACEHOLDER);
  });
});
