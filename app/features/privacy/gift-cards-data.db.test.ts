/**
 * Gift cards in the data rights (decisions 038, 046): the download lists the cards a person bought
 * or was sent, and what they redeemed, never a code; an erasure takes their name and email off
 * those cards and leaves the other person's.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { giftCardCode, redeemGiftCard } from "~/features/giftcards/public.server";
import { issueGiftCard } from "~/features/giftcards/issue.server";
import { db } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { csvFiles } from "./export-files.server";
import { collectPersonalData, erasePersonalData, holdsAnything } from "./personal-data.server";

const now = new Date("2026-11-27T10:00:00Z");

async function cardFrom(buyer: { id: string; email: string }, recipientEmail: string, sendOn = "2026-11-27") {
  const card = await issueGiftCard(
    {
      amountPence: 3000,
      recipientName: "Meera Shah",
      recipientEmail,
      message: "Enjoy!",
      sendOn,
      buyerName: "Asha Patel",
      buyerEmail: buyer.email,
      issuedBy: buyer.id,
    },
    now,
  );
  await db.update(s.giftCards).set({ buyerUserId: buyer.id }).where(eq(s.giftCards.id, card.id));
  return card;
}

describe("gift cards in a person's data", () => {
  it("the download has the cards bought and received and what was redeemed, never a code", async () => {
    const asha = await createCustomer(db, "Asha Patel");
    const meera = await createCustomer(db, "Meera Shah");
    const card = await cardFrom(asha, meera.email);
    await redeemGiftCard({ userId: meera.id, code: giftCardCode(card), clientAddress: "192.0.2.77" });

    const ashas = await collectPersonalData({ email: asha.email, userId: asha.id }, now);
    expect(ashas.giftCards).toEqual([
      expect.objectContaining({
        role: "bought",
        codeHint: card.codeHint,
        amountPence: 3000,
        leftPence: 0,
        status: "active",
        recipientEmail: meera.email,
        message: "Enjoy!",
      }),
    ]);
    const meeras = await collectPersonalData({ email: meera.email, userId: meera.id }, now);
    expect(meeras.giftCards.map((c) => c.role)).toEqual(["received"]);
    expect(meeras.giftCardsRedeemed).toEqual([expect.objectContaining({ codeHint: card.codeHint, amountPence: 3000 })]);
    expect(csvFiles(meeras)["gift-cards-redeemed.csv"]).toContain(card.codeHint);
    // The gift card sections name a card by its hint (the code is only in the email sent to Meera).
    for (const data of [ashas, meeras]) {
      const cards = JSON.stringify([data.giftCards, data.giftCardsRedeemed]);
      expect(cards).not.toContain(giftCardCode(card));
      expect(cards).not.toContain(giftCardCode(card).replaceAll("-", ""));
    }
    expect(JSON.stringify(ashas)).not.toContain(giftCardCode(card));
  });

  it("a recipient with nothing else held still has data: the card sent to them", async () => {
    const asha = await createCustomer(db, "Asha Patel");
    const email = `only-a-card-${Date.now()}@example.com`;
    await cardFrom(asha, email, "2026-12-24");
    expect(holdsAnything(await collectPersonalData({ email, userId: null }, now))).toBe(true);
  });

  it("an erasure takes the buyer's name and email off the cards they bought, the recipient's off those sent to them", async () => {
    const asha = await createCustomer(db, "Asha Patel");
    const meera = await createCustomer(db, "Meera Shah");
    const bought = await cardFrom(asha, meera.email, "2026-12-24");
    const received = await cardFrom(meera, asha.email, "2026-12-24");
    await erasePersonalData({ email: asha.email, userId: asha.id }, now);

    const [b] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, bought.id));
    expect(b).toMatchObject({
      buyerName: "A former customer",
      buyerUserId: null,
      recipientEmail: meera.email,
      recipientName: "Meera Shah",
      message: "Enjoy!",
      sentAt: null,
    });
    expect(b.buyerEmail).toMatch(/^erased-.*@invalid$/);
    const [r] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, received.id));
    expect(r).toMatchObject({ recipientName: "A former customer", message: "", buyerEmail: meera.email });
    expect(r.recipientEmail).toMatch(/^erased-.*@invalid$/);
    // Nobody is left to send it to.
    expect(r.sentAt).not.toBeNull();
  });
});
