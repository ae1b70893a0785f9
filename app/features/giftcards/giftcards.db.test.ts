import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { creditBalance } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { codeHash, giftCardCode } from "./codes.server";
import { issueGiftCard } from "./issue.server";
import { INVALID_CODE_MESSAGE } from "./ledger.server";
import { redeemGiftCard, TOO_MANY_TRIES_MESSAGE } from "./redeem.server";
import { sendDueGiftCards } from "./sending.server";

// Friday 27 November 2026, mid-morning in London.
const now = new Date("2026-11-27T10:00:00Z");
let n = 0;

async function card(over: Partial<Parameters<typeof issueGiftCard>[0]> = {}, at = now) {
  const admin = await createCustomer(db, "Owner");
  const key = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
  return issueGiftCard(
    {
      amountPence: 2500,
      recipientName: "Meera",
      recipientEmail: `meera-${key}@example.com`,
      message: "Happy birthday!",
      sendOn: "2026-12-01",
      buyerName: "Asha",
      buyerEmail: `asha-${key}@example.com`,
      issuedBy: admin.id,
      ...over,
    },
    at,
  );
}

const mailTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));
const address = () => `203.0.113.${(++n % 250) + 1}`;

describe("gift card codes", () => {
  it("are 16 Crockford characters in fours, derived from the card, and never stored", async () => {
    const issued = await card();
    const code = giftCardCode(issued);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(giftCardCode({ id: issued.id })).toBe(code);
    expect(issued.codeHash).toBe(codeHash(code));
    expect(issued.codeHint).toBe(code.slice(-4));
    // No column of the card holds the code, with or without its dashes.
    const [row] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, issued.id));
    const columns = JSON.stringify(row);
    expect(columns).not.toContain(code);
    expect(columns).not.toContain(code.replaceAll("-", ""));
  });

  it("are read as Crockford reads them: any case, spaces, O for 0 and I or L for 1", () => {
    const code = "0123-4567-89AB-1CDE";
    expect(codeHash(" oi23 4567-89ab-lcde ")).toBe(codeHash(code));
  });
});

describe("issuing and sending a gift card", () => {
  it("issues an active card and emails it on its day, once, not before", async () => {
    const issued = await card({ sendOn: "2026-12-01" });
    expect(issued).toMatchObject({ status: "active", paidAt: null, sentAt: null });
    await sendDueGiftCards(new Date("2026-11-30T23:30:00Z"));
    expect(await mailTo(issued.recipientEmail)).toEqual([]);
    // 00:30 on 1 December in London.
    await sendDueGiftCards(new Date("2026-12-01T00:30:00Z"));
    await sendDueGiftCards(new Date("2026-12-01T09:00:00Z"));
    const mail = await mailTo(issued.recipientEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toMatch(/^A gift from Asha: £25\.00 to spend at /);
    // The code is filled in when the mail is sent (code-in-mail.db.test.ts).
    expect(mail[0].text).toContain("Your code: {{secret:gift-card-code:");
    expect(mail[0].text).toContain("Happy birthday!");
    expect(mail[0].text).toContain("My account");
  });

  it("sends at once a card issued for today", async () => {
    const issued = await card({ sendOn: "2026-11-27" });
    const [row] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, issued.id));
    expect(row.sentAt).not.toBeNull();
    expect(await mailTo(issued.recipientEmail)).toHaveLength(1);
  });
});

describe("redeeming a gift card into store credit", () => {
  it("adds all that is left to the customer's credit, once, even when two redeem at the same time", async () => {
    const issued = await card({ amountPence: 4000 });
    const meera = await createCustomer(db, "Meera");
    const code = giftCardCode(issued).toLowerCase();
    const results = await Promise.all([
      redeemGiftCard({ userId: meera.id, code, clientAddress: address() }),
      redeemGiftCard({ userId: meera.id, code, clientAddress: address() }),
    ]);
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, amountPence: 4000 }]);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, message: INVALID_CODE_MESSAGE }]);
    expect(await creditBalance(meera.id)).toBe(4000);
    const [movement] = await db.select().from(s.creditMovements).where(eq(s.creditMovements.userId, meera.id));
    expect(movement).toMatchObject({ reason: "gift_card", note: "Gift card from Asha", amountPence: 4000 });
  });

  it("answers the same words to an unknown, used, cancelled or unpaid code", async () => {
    const meera = await createCustomer(db, "Meera");
    const used = await card();
    await redeemGiftCard({ userId: meera.id, code: giftCardCode(used), clientAddress: address() });
    const cancelled = await card();
    await db.update(s.giftCards).set({ status: "cancelled" }).where(eq(s.giftCards.id, cancelled.id));
    const unpaid = await card();
    await db.update(s.giftCards).set({ status: "pending_payment" }).where(eq(s.giftCards.id, unpaid.id));
    const other = await createCustomer(db, "Ravi");
    for (const code of [
      "ABCD-EFGH-JKMN-PQRS",
      "hello",
      giftCardCode(used),
      giftCardCode(cancelled),
      giftCardCode(unpaid),
    ])
      expect(await redeemGiftCard({ userId: other.id, code, clientAddress: address() })).toEqual({
        ok: false,
        message: INVALID_CODE_MESSAGE,
      });
    expect(await creditBalance(other.id)).toBe(0);
  });

  it("refuses an account's 11th try in an hour, even with a right code", async () => {
    const ravi = await createCustomer(db, "Ravi");
    for (let i = 0; i < 10; i++)
      expect(await redeemGiftCard({ userId: ravi.id, code: `WRONG-${i}`, clientAddress: address() })).toMatchObject({
        message: INVALID_CODE_MESSAGE,
      });
    const issued = await card();
    expect(await redeemGiftCard({ userId: ravi.id, code: giftCardCode(issued), clientAddress: address() })).toEqual({
      ok: false,
      message: TOO_MANY_TRIES_MESSAGE,
    });
    expect(await creditBalance(ravi.id)).toBe(0);
  });

  it("refuses a client address's 11th try in an hour, whoever is signed in", async () => {
    const from = `198.51.100.${(n % 250) + 1}`;
    for (let i = 0; i < 10; i++) {
      const someone = await createCustomer(db, "Someone");
      await redeemGiftCard({ userId: someone.id, code: `WRONG-${i}`, clientAddress: from });
    }
    const ravi = await createCustomer(db, "Ravi");
    const issued = await card();
    expect(await redeemGiftCard({ userId: ravi.id, code: giftCardCode(issued), clientAddress: from })).toEqual({
      ok: false,
      message: TOO_MANY_TRIES_MESSAGE,
    });
    await db.delete(s.rateLimits).where(eq(s.rateLimits.key, `gift-card:address:${from}`));
  });
});
