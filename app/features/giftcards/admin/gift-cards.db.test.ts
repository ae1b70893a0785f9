import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { accountContactOf } from "~/features/accounts/public.server";
import { creditBalance } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { addDays, todayInLondon } from "~/lib/dates";
import { createCustomer } from "../../../../tests/factories/customer-orders";
import { giftCardCode } from "../codes.server";
import { INVALID_CODE_MESSAGE } from "../ledger.server";
import { redeemGiftCard } from "../redeem.server";
import { giftCardsAction, loadGiftCardsTab } from "./gift-cards.server";

const post = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return new Request("http://localhost/admin/gift-cards", { method: "POST", body });
};

type Answer = {
  status: number;
  ok?: boolean;
  toast?: { title: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
};

async function answer(response: unknown): Promise<Answer> {
  if (response && typeof response === "object" && "init" in response) {
    const d = response as { data: object; init: { status?: number } | null };
    return { ...d.data, status: d.init?.status ?? 200 };
  }
  return { ...(response as object), status: 200 };
}

let n = 0;
async function owner() {
  const admin = await createCustomer(db, "Owner");
  return { id: admin.id, email: admin.email };
}

const form = (over: Record<string, string> = {}) => ({
  intent: "issue-gift-card",
  amount: "25.50",
  recipientName: "Meera Shah",
  recipientEmail: `meera-${++n}-${Date.now()}@example.com`,
  message: "For the raffle winner",
  sendOn: addDays(todayInLondon(), 3),
  buyerName: "Saffron Dabba",
  ...over,
});

const cardTo = async (email: string) =>
  (await db.select().from(s.giftCards).where(eq(s.giftCards.recipientEmail, email)))[0];

describe("the Gift cards tab", () => {
  it("issues a card and lists it: its hint, worth, what is left, status, recipient, day and who issued it", async () => {
    const admin = await owner();
    const values = form();
    expect(await answer(await giftCardsAction(post(values), admin))).toMatchObject({
      status: 200,
      ok: true,
      toast: { title: "£25.50 gift card issued" },
    });
    const issued = await cardTo(values.recipientEmail);
    expect(issued).toMatchObject({ status: "active", issuedBy: admin.id, buyerEmail: admin.email, paidAt: null });
    const tab = await loadGiftCardsTab(accountContactOf);
    expect(tab.cards.find((c) => c.id === issued.id)).toMatchObject({
      codeHint: giftCardCode(issued).slice(-4),
      amountPence: 2550,
      leftPence: 2550,
      standing: "Active",
      recipientName: "Meera Shah",
      sendOn: values.sendOn,
      sentAt: null,
      from: `Issued by ${admin.email}`,
    });
    expect(JSON.stringify(tab)).not.toContain(giftCardCode(issued));
  });

  it("refuses a form field by field: amount out of range, no recipient, a bad email, a past day, a long message", async () => {
    const admin = await owner();
    const refused = await answer(
      await giftCardsAction(
        post(
          form({
            amount: "1000.01",
            recipientName: " ",
            recipientEmail: "meera",
            sendOn: addDays(todayInLondon(), -1),
            message: "x".repeat(501),
          }),
        ),
        admin,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toMatchObject({
      amount: ["Enter an amount from £1.00 to £1,000.00"],
      recipientName: ["Enter the recipient's name"],
      recipientEmail: ["Enter a valid email address"],
      sendOn: ["Choose today or a later day"],
      message: ["At most 500 characters"],
    });
  });

  it("cancels an active card: what is left can no longer be used", async () => {
    const admin = await owner();
    const values = form({ amount: "40" });
    await giftCardsAction(post(values), admin);
    const issued = await cardTo(values.recipientEmail);
    expect(
      await answer(await giftCardsAction(post({ intent: "cancel-gift-card", id: issued.id }), admin)),
    ).toMatchObject({ status: 200, toast: { title: "Gift card cancelled" } });
    const tab = await loadGiftCardsTab(accountContactOf);
    expect(tab.cards.find((c) => c.id === issued.id)).toMatchObject({ standing: "Cancelled", leftPence: 0 });
    const meera = await createCustomer(db, "Meera");
    expect(await redeemGiftCard({ userId: meera.id, code: giftCardCode(issued), clientAddress: "192.0.2.40" })).toEqual(
      { ok: false, message: INVALID_CODE_MESSAGE },
    );
    expect(await creditBalance(meera.id)).toBe(0);
    // Once cancelled (or used up), there is nothing to cancel.
    expect(
      (await answer(await giftCardsAction(post({ intent: "cancel-gift-card", id: issued.id }), admin))).status,
    ).toBe(409);
    expect(
      (await answer(await giftCardsAction(post({ intent: "cancel-gift-card", id: "not-an-id" }), admin))).status,
    ).toBe(404);
  });

  it("shows a redeemed card as used up", async () => {
    const admin = await owner();
    const values = form({ amount: "10", sendOn: todayInLondon() });
    await giftCardsAction(post(values), admin);
    const issued = await cardTo(values.recipientEmail);
    expect(issued.sentAt).not.toBeNull();
    const meera = await createCustomer(db, "Meera");
    await redeemGiftCard({ userId: meera.id, code: giftCardCode(issued), clientAddress: "192.0.2.41" });
    const tab = await loadGiftCardsTab(accountContactOf);
    expect(tab.cards.find((c) => c.id === issued.id)).toMatchObject({ standing: "Used up", leftPence: 0 });
  });
});
