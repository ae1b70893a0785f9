/**
 * Buying a gift card on the site (decision 046) with the built-in test provider: the form is
 * checked on the server, a box is priced by the server (its price and one box's delivery), the
 * card waits for its payment, the test payment page pays it once (the recipient's email with the
 * code, the buyer's receipt without it) or cancels it, and another customer redeems what was paid.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { giftCardCode, redeemGiftCard, INVALID_CODE_MESSAGE } from "~/features/giftcards/public.server";
import { cancelAbandonedPurchases } from "~/features/giftcards/purchase.server";
import { sendDueGiftCards } from "~/features/giftcards/sending.server";
import { buyGiftCardAction, loadGiftCardsPage, loadGiftCardThanks } from "~/features/shop/pages/gift-cards.server";
import { creditBalance } from "~/features/wallet/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { addDays, todayInLondon } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action as testPaymentAction, loader as testPaymentLoader } from "./test-payment";

let n = 0;
const address = () => `198.51.100.${(++n % 250) + 1}`;
const today = () => todayInLondon();

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  invalidatePublicCaches();
});

function form(fields: Record<string, string>) {
  const key = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    gift: "amount",
    amount: "40.00",
    recipientName: "Meera",
    recipientEmail: `meera-${key}@example.com`,
    message: "Happy birthday!",
    sendOn: today(),
    buyerName: "Asha",
    buyerEmail: `asha-${key}@example.com`,
    ...fields,
  };
}

/** Submits the "Buy gift card" form as a browser would: a redirect to the payment page, or the refusal. */
async function buy(fields: Record<string, string> = {}) {
  const sent = form(fields);
  const answer = await buyGiftCardAction(
    new Request("http://localhost/gift-cards", { method: "POST", body: new URLSearchParams(sent) }),
    address(),
  );
  return { sent, answer };
}

async function bought(fields: Record<string, string> = {}) {
  const { sent, answer } = await buy(fields);
  if (!(answer instanceof Response)) throw new Error(`not bought: ${JSON.stringify(answer)}`);
  const url = answer.headers.get("Location")!;
  const sessionId = url.replace(/^.*\/pay\/test\//, "");
  const [card] = await db.select().from(s.giftCards).where(eq(s.giftCards.providerSessionId, sessionId));
  return { sent, url, sessionId, card };
}

/** Pay or Cancel on the test payment page. */
async function press(sessionId: string, intent: "pay" | "cancel") {
  return (await testPaymentAction({
    request: new Request(`http://localhost/pay/test/${sessionId}`, {
      method: "POST",
      body: new URLSearchParams({ intent }),
    }),
    params: { sessionId },
    context: new RouterContextProvider(),
  } as unknown as Parameters<typeof testPaymentAction>[0])) as Response;
}

const pageOf = (sessionId: string) =>
  testPaymentLoader({
    request: new Request(`http://localhost/pay/test/${sessionId}`),
    params: { sessionId },
    context: new RouterContextProvider(),
  } as unknown as Parameters<typeof testPaymentLoader>[0]);

const thanks = (sessionId: string) =>
  loadGiftCardThanks(new Request(`http://localhost/gift-cards/thank-you?session_id=${sessionId}`));

const mailTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));

describe("buying a gift card for an amount", () => {
  it("waits for its payment; the test page pays it once: the recipient gets the code, the buyer a receipt without it", async () => {
    const { sent, url, sessionId, card } = await bought({ amount: "40" });
    expect(url).toMatch(/^\/pay\/test\/test_cs_/);
    expect(card).toMatchObject({ amountPence: 4000, status: "pending_payment", paymentProvider: "test", paidAt: null });
    expect(card.buyerEmail).toBe(sent.buyerEmail);
    const page = await pageOf(sessionId);
    expect(page.payable).toBe(true);
    expect(page.totalPence).toBe(4000);
    expect(page.rows).toContainEqual(["For", `Meera (${sent.recipientEmail})`]);
    // Not spendable before it is paid.
    const customer = await createCustomer(db, "Early");
    expect(await redeemGiftCard({ userId: customer.id, code: giftCardCode(card), clientAddress: address() })).toEqual({
      ok: false,
      message: INVALID_CODE_MESSAGE,
    });

    const paid = await press(sessionId, "pay");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/gift-cards/thank-you?session_id=${sessionId}`);
    const [active] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, card.id));
    expect(active.status).toBe("active");
    expect(active.paidAt).not.toBeNull();
    expect(active.sentAt).not.toBeNull();
    const [toRecipient] = await mailTo(sent.recipientEmail);
    expect(toRecipient.subject).toBe("A gift from Asha: £40.00 to spend at Dabba");
    const [toBuyer] = await mailTo(sent.buyerEmail);
    expect(toBuyer.subject).toBe("Your gift card for Meera");
    expect(toBuyer.text).toContain("It has been emailed to them now.");
    expect(toBuyer.text).not.toContain(giftCardCode(card));
    expect(await thanks(sessionId)).toMatchObject({ status: "paid", worth: "£40.00", sentToday: true });

    // Paying again (a second tab, a replay) changes nothing and sends nothing more.
    const again = await press(sessionId, "pay");
    expect(again.headers.get("Location")).toBe(`/gift-cards/thank-you?session_id=${sessionId}`);
    expect(await mailTo(sent.recipientEmail)).toHaveLength(1);
    expect(await mailTo(sent.buyerEmail)).toHaveLength(1);
    // The page of a paid card leads to its thank-you page.
    await expect(pageOf(sessionId)).rejects.toMatchObject({ status: 302 });

    // Another customer redeems it: what was paid becomes their store credit.
    const friend = await createCustomer(db, "Meera");
    const redeemed = await redeemGiftCard({ userId: friend.id, code: giftCardCode(card), clientAddress: address() });
    expect(redeemed).toMatchObject({ ok: true, amountPence: 4000 });
    expect(await creditBalance(friend.id)).toBe(4000);
  });

  it("for a later day: paid now, emailed to the recipient on that day", async () => {
    const later = addDays(today(), 3);
    const { sent, sessionId } = await bought({ sendOn: later });
    await press(sessionId, "pay");
    expect(await mailTo(sent.recipientEmail)).toHaveLength(0);
    expect((await mailTo(sent.buyerEmail))[0].text).toContain("It will be emailed to them on");
    expect(await thanks(sessionId)).toMatchObject({ status: "paid", sentToday: false });
    await sendDueGiftCards(new Date(`${later}T12:00:00Z`));
    expect(await mailTo(sent.recipientEmail)).toHaveLength(1);
  });

  it("Cancel on the test page: the card is cancelled, nothing is sent, its code is refused", async () => {
    const { sent, sessionId, card } = await bought();
    const cancelled = await press(sessionId, "cancel");
    expect(cancelled.headers.get("Location")).toBe("/gift-cards");
    const [row] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, card.id));
    expect(row.status).toBe("cancelled");
    expect(await mailTo(sent.recipientEmail)).toHaveLength(0);
    expect(await mailTo(sent.buyerEmail)).toHaveLength(0);
    // Pay after Cancel (an old tab) is refused.
    expect((await press(sessionId, "pay")).headers.get("Location")).toBe("/gift-cards");
    expect(await thanks(sessionId)).toMatchObject({ status: "cancelled" });
    const customer = await createCustomer(db, "Someone");
    expect(
      await redeemGiftCard({ userId: customer.id, code: giftCardCode(card), clientAddress: address() }),
    ).toMatchObject({ ok: false });
  });

  it("a purchase never paid is given up after a day by the gift card job", async () => {
    const { card } = await bought();
    expect(await cancelAbandonedPurchases(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await cancelAbandonedPurchases(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(s.giftCards).where(eq(s.giftCards.id, card.id));
    expect(row.status).toBe("cancelled");
  });
});

describe("buying a gift card for a box", () => {
  it("costs the box's price and one box's delivery, as checkout charges them; a price sent by the browser is ignored", async () => {
    const page = await loadGiftCardsPage(new Request("http://localhost/gift-cards"));
    const essentials = page.boxes.find((b) => b.name === "Essentials")!;
    // £33.00 and £5.00 for one box's delivery.
    expect(essentials).toMatchObject({ label: "an Essentials box", pricePence: 3800 });
    const { sessionId, card } = await bought({
      gift: essentials.id,
      amount: "",
      amountPence: "100",
      totalPence: "1",
    });
    expect(card).toMatchObject({ amountPence: 3800, boxLabel: "an Essentials box" });
    expect((await pageOf(sessionId)).rows[0]).toEqual(["Gift card", "an Essentials box (£38.00)"]);
  });

  it("a box no longer on sale is refused and nothing is written", async () => {
    const before = await db.$count(s.giftCards);
    const { answer } = await buy({ gift: "00000000-0000-4000-8000-000000000000" });
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as { init: ResponseInit }).init.status).toBe(400);
    expect(await db.$count(s.giftCards)).toBe(before);
  });
});

describe("the form's refusals", () => {
  it.each([
    [{ amount: "2.00" }, "amount", "Enter an amount from £5.00 to £500.00"],
    [{ amount: "lots" }, "amount", "Enter an amount from £5.00 to £500.00"],
    [{ recipientEmail: "not-an-email" }, "recipientEmail", "Enter a valid email address"],
    [{ recipientName: " " }, "recipientName", "Enter the recipient's name"],
    [{ sendOn: "2020-01-01" }, "sendOn", "Choose today or a later day"],
    [{ sendOn: addDays(todayInLondon(), 400) }, "sendOn", "Choose a day within a year"],
    [{ buyerEmail: "" }, "buyerEmail", "Enter your email"],
    [{ buyerEmail: "asha@" }, "buyerEmail", "Enter a valid email address"],
    [{ message: "x".repeat(501) }, "message", "At most 500 characters"],
  ])("%o is refused under its field, and nothing is written", async (fields, field, message) => {
    const before = await db.$count(s.giftCards);
    const { answer } = await buy(fields);
    const refused = answer as unknown as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error[field]).toContain(message);
    expect(await db.$count(s.giftCards)).toBe(before);
  });

  it("the back link from a provider's page cancels only a card still waiting for payment", async () => {
    const { card } = await bought();
    await loadGiftCardsPage(new Request(`http://localhost/gift-cards?payment=cancelled&card=${card.id}`));
    const [row] = await db
      .select({ status: s.giftCards.status })
      .from(s.giftCards)
      .where(and(eq(s.giftCards.id, card.id)));
    expect(row.status).toBe("cancelled");
  });
});
