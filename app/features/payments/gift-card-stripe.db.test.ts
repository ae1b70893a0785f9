/**
 * A gift card bought through Stripe Checkout (decision 046), against the local Stripe-shaped server
 * and the real SDK: the session is a one-off payment of the card's amount named by its metadata;
 * the signed webhook (replayed) or the thank-you page's check makes the card active once; an
 * expired session, or Stripe's back link, cancels the card waiting for it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { buyGiftCardAction, loadGiftCardsPage, loadGiftCardThanks } from "~/features/shop/pages/gift-cards.server";
import { todayInLondon } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { connectFakeStripe, disconnectFakeStripe, signedStripeEvent } from "../../../tests/fake-stripe";
import { receiveStripeWebhook } from "./stripe-webhook.server";

const WEBHOOK_SECRET = "whsec_test_gift";
let stripeServer: Awaited<ReturnType<typeof connectFakeStripe>>;
let n = 0;

beforeAll(async () => {
  stripeServer = await connectFakeStripe();
  env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
});

afterAll(async () => {
  env.STRIPE_WEBHOOK_SECRET = undefined;
  await disconnectFakeStripe(stripeServer);
});

const signed = (type: string, object: unknown) => signedStripeEvent(WEBHOOK_SECRET, type, object);

async function buy(amount = "30.00") {
  const key = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
  const recipientEmail = `ravi-${key}@example.com`;
  const buyerEmail = `sunita-${key}@example.com`;
  const answer = await buyGiftCardAction(
    new Request("https://shop.example/gift-cards", {
      method: "POST",
      body: new URLSearchParams({
        gift: "amount",
        amount,
        recipientName: "Ravi",
        recipientEmail,
        message: "",
        sendOn: todayInLondon(),
        buyerName: "Sunita",
        buyerEmail,
      }),
    }),
    `192.0.2.${(n % 250) + 1}`,
  );
  if (!(answer instanceof Response)) throw new Error(`not bought: ${JSON.stringify(answer)}`);
  const sessionId = answer.headers.get("Location")!.split("/").pop()!;
  const [card] = await db.select().from(s.giftCards).where(eq(s.giftCards.providerSessionId, sessionId));
  return { sessionId, card, recipientEmail, buyerEmail, url: answer.headers.get("Location")! };
}

const cardNow = async (id: string) => (await db.select().from(s.giftCards).where(eq(s.giftCards.id, id)))[0];
const mailTo = (email: string) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email));

describe("a gift card bought through Stripe Checkout", () => {
  it("opens a one-off payment of the card's amount, named by the card, returning to the thank-you page", async () => {
    const { sessionId, card, url, buyerEmail } = await buy("30.00");
    expect(url).toBe(`${stripeServer.base}/checkout-page/${sessionId}`);
    const session = stripeServer.sessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: "payment", amount_total: 3000, customer_email: buyerEmail });
    expect(session.metadata).toEqual({ giftCardId: card.id });
    expect(session.client_reference_id).toBeNull();
    expect(session.success_url).toMatch(
      /^https?:\/\/[^/]+\/gift-cards\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(session.cancel_url).toMatch(new RegExp(`^https?://[^/]+/gift-cards\\?payment=cancelled&card=${card.id}$`));
    expect(card).toMatchObject({ status: "pending_payment", paymentProvider: "stripe", amountPence: 3000 });
  });

  it("the signed webhook, replayed, makes the card active once and emails the recipient once", async () => {
    const { sessionId, card, recipientEmail, buyerEmail } = await buy();
    const { payload, header } = signed("checkout.session.completed", stripeServer.complete(sessionId));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => receiveStripeWebhook(payload, header)));
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.body.includes('"handled"'))).toHaveLength(1);
    expect(await cardNow(card.id)).toMatchObject({ status: "active" });
    expect(await mailTo(recipientEmail)).toHaveLength(1);
    expect(await mailTo(buyerEmail)).toHaveLength(1);
    expect(
      await loadGiftCardThanks(new Request(`https://shop.example/gift-cards/thank-you?session_id=${sessionId}`)),
    ).toMatchObject({ status: "paid", worth: "£30.00" });
  });

  it("the thank-you page asks Stripe when the webhook has not come yet, and the card becomes active", async () => {
    const { sessionId, card } = await buy();
    const thanks = (id: string) =>
      loadGiftCardThanks(new Request(`https://shop.example/gift-cards/thank-you?session_id=${id}`));
    expect(await thanks(sessionId)).toMatchObject({ status: "waiting" });
    stripeServer.complete(sessionId);
    expect(await thanks(sessionId)).toMatchObject({ status: "paid" });
    expect((await cardNow(card.id)).paidAt).not.toBeNull();
  });

  it("a completed session for another amount than the card's is not taken as paid", async () => {
    const { sessionId, card } = await buy("30.00");
    const session = { ...stripeServer.complete(sessionId), amount_total: 100 };
    const { payload, header } = signed("checkout.session.completed", session);
    expect((await receiveStripeWebhook(payload, header)).body).toContain('"ignored"');
    expect((await cardNow(card.id)).status).toBe("pending_payment");
  });

  it("an expired session cancels the card waiting for it", async () => {
    const { sessionId, card, recipientEmail } = await buy();
    const { payload, header } = signed("checkout.session.expired", stripeServer.expire(sessionId));
    expect((await receiveStripeWebhook(payload, header)).body).toContain('"handled"');
    expect((await cardNow(card.id)).status).toBe("cancelled");
    expect(await mailTo(recipientEmail)).toHaveLength(0);
  });

  it("Stripe's back link closes the session at Stripe and cancels the card", async () => {
    const { sessionId, card } = await buy();
    const page = await loadGiftCardsPage(
      new Request(`https://shop.example/gift-cards?payment=cancelled&card=${card.id}`),
    );
    expect(page.cancelled).toBe(true);
    expect(stripeServer.sessions.get(sessionId)!.status).toBe("expired");
    expect((await cardNow(card.id)).status).toBe("cancelled");
  });

  it("Stripe failing to open the session cancels the card and says why", async () => {
    stripeServer.failNext("/v1/checkout/sessions");
    const before = await db.$count(s.giftCards, eq(s.giftCards.status, "pending_payment"));
    const answer = await buyGiftCardAction(
      new Request("https://shop.example/gift-cards", {
        method: "POST",
        body: new URLSearchParams({
          gift: "amount",
          amount: "20",
          recipientName: "Ravi",
          recipientEmail: "ravi-fail@example.com",
          sendOn: todayInLondon(),
          buyerName: "Sunita",
          buyerEmail: "sunita-fail@example.com",
        }),
      }),
      "192.0.2.250",
    );
    const refused = answer as unknown as { data: { problem: { title: string } }; init: ResponseInit };
    expect(refused.init.status).toBe(502);
    expect(refused.data.problem.title).toBe("Payment Error");
    expect(await db.$count(s.giftCards, eq(s.giftCards.status, "pending_payment"))).toBe(before);
  });
});
