/**
 * The retention the Privacy Policy states, from the settings: orders older than orderRetentionYears
 * lose the person (an active subscription's first order excepted), messages older than
 * messageRetentionMonths lose address and body, gift cards as old as the orders that were sent or
 * cancelled lose buyer, recipient and message (their code still redeems); everything younger is as
 * it was.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { issueGiftCard } from "~/features/giftcards/issue.server";
import { giftCardCode, redeemGiftCard } from "~/features/giftcards/public.server";
import { creditBalance } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer, guestOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { applyRetention, monthsBefore } from "./retention.server";

const SATURDAY = "2026-11-28";
const placedAt = new Date("2026-11-19T10:00:00Z");
/** Six years and a day after the orders were placed (the default retention: 6 years, 12 months). */
const now = new Date("2032-11-20T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const cardRow = async (id: string) => (await db.select().from(s.giftCards).where(eq(s.giftCards.id, id)))[0];
const mailRow = async (id: string) => (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.id, id)))[0];

describe("retention", () => {
  it("counts whole months back, the last day of a shorter month standing for a later day", () => {
    expect(monthsBefore(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-27T08:00:00Z"), 12).toISOString()).toBe("2025-11-27T08:00:00.000Z");
    expect(monthsBefore(new Date("2028-02-29T00:00:00Z"), 72).toISOString()).toBe("2022-02-28T00:00:00.000Z");
  });

  it("takes the person out of old orders and messages, keeps young ones and an active subscription's first order", async () => {
    const old = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), {}, placedAt);
    const young = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), {}, placedAt);
    await db.update(s.orders).set({ createdAt: placedAt }).where(eq(s.orders.id, old.id));
    await db
      .update(s.orders)
      .set({ createdAt: new Date("2030-01-01T00:00:00Z") })
      .where(eq(s.orders.id, young.id));
    const { order: subscribed } = await paidCheckout(
      db,
      cartOf(SATURDAY, essentialsLine({ isSubscription: true })),
      placedAt,
    );
    await db.update(s.orders).set({ createdAt: placedAt }).where(eq(s.orders.id, subscribed.id));
    const oldMail = await sendEmail({
      to: old.email,
      subject: "Your order",
      html: "<p>Hi</p>",
      text: "Hi",
      kind: "status",
    });
    const youngMail = await sendEmail({
      to: young.email,
      subject: "Your order",
      html: "<p>Hi</p>",
      text: "Hi",
      kind: "status",
    });
    await db
      .update(s.emailOutbox)
      .set({ createdAt: new Date("2032-06-01T00:00:00Z") })
      .where(eq(s.emailOutbox.id, youngMail.id));
    const youngBefore = { order: await orderRow(young.id), mail: await mailRow(youngMail.id) };

    const done = await applyRetention(now);
    expect(done.orders).toBeGreaterThanOrEqual(1);
    expect(done.messages).toBeGreaterThanOrEqual(1);

    const oldAfter = await orderRow(old.id);
    expect(oldAfter).toMatchObject({
      firstName: "Erased",
      lastName: "customer",
      phone: "",
      address: "Erased",
      deliveryInstructions: null,
      totalPence: old.totalPence,
      orderNumber: old.orderNumber,
    });
    expect(oldAfter.email).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(await mailRow(oldMail.id)).toMatchObject({
      to: "",
      contact: null,
      html: "",
      text: "",
      subject: "Your order",
    });

    expect(await orderRow(young.id)).toEqual(youngBefore.order);
    expect(await mailRow(youngMail.id)).toEqual(youngBefore.mail);
    expect((await orderRow(subscribed.id)).email).toBe(subscribed.email);

    // Done once: a second run finds nothing more.
    expect(await applyRetention(now)).toEqual({ orders: 0, messages: 0, giftCards: 0 });
  });

  it("takes buyer, recipient and message off old gift cards sent or cancelled; what is left still redeems", async () => {
    const buyer = await createCustomer(db, "Asha Patel");
    const card = async (sendOn: string, createdAt: Date) => {
      const issued = await issueGiftCard(
        {
          amountPence: 3000,
          recipientName: "Meera Shah",
          recipientEmail: `meera-${Math.random().toString(36).slice(2, 9)}@example.com`,
          message: "Happy birthday, Meera!",
          sendOn,
          buyerName: "Asha Patel",
          buyerEmail: buyer.email,
          issuedBy: buyer.id,
        },
        placedAt,
      );
      await db.update(s.giftCards).set({ createdAt, buyerUserId: buyer.id }).where(eq(s.giftCards.id, issued.id));
      return cardRow(issued.id);
    };
    // Sent on the day it was bought, six years and a day ago.
    const old = await card("2026-11-19", placedAt);
    expect(old.sentAt).not.toBeNull();
    const recent = await card("2026-11-19", new Date("2030-01-01T00:00:00Z"));
    // Old but still waiting for its day: its email needs the recipient.
    const waiting = await card("2033-01-01", placedAt);
    const oldCancelled = await card("2033-01-01", placedAt);
    await db.update(s.giftCards).set({ status: "cancelled" }).where(eq(s.giftCards.id, oldCancelled.id));

    const done = await applyRetention(now);
    expect(done.giftCards).toBeGreaterThanOrEqual(2);

    const oldAfter = await cardRow(old.id);
    expect(oldAfter).toMatchObject({
      buyerName: "A former customer",
      buyerUserId: null,
      recipientName: "A former customer",
      message: "",
      amountPence: 3000,
      status: "active",
      codeHash: old.codeHash,
      codeHint: old.codeHint,
      sendOn: old.sendOn,
      sentAt: old.sentAt,
      createdAt: old.createdAt,
    });
    expect(oldAfter.buyerEmail).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(oldAfter.recipientEmail).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(oldAfter.recipientEmail).not.toBe(oldAfter.buyerEmail);
    expect(await cardRow(oldCancelled.id)).toMatchObject({ recipientName: "A former customer", message: "" });
    expect(await cardRow(recent.id)).toEqual(recent);
    expect(await cardRow(waiting.id)).toEqual(waiting);

    // The old card's code still turns what is left on it into store credit.
    const meera = await createCustomer(db, "Meera Shah");
    const redeemed = await redeemGiftCard({ userId: meera.id, code: giftCardCode(old), clientAddress: "192.0.2.31" });
    expect(redeemed).toEqual({ ok: true, amountPence: 3000 });
    expect(await creditBalance(meera.id)).toBe(3000);

    expect((await applyRetention(now)).giftCards).toBe(0);
  });
});
