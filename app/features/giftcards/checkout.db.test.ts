import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db, transaction } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { orderRow, writeOrder } from "../../../tests/factories/order-rows";
import { claimGiftCard, giftCardLeft, giveBackGiftCard } from "./checkout.server";
import { giftCardCode } from "./codes.server";
import { issueGiftCard } from "./issue.server";
import { INVALID_CODE_MESSAGE } from "./ledger.server";

let n = 0;
async function card(amountPence: number) {
  const admin = await createCustomer(db, "Owner");
  return issueGiftCard(
    {
      amountPence,
      recipientName: "Meera",
      recipientEmail: "meera@example.com",
      message: "",
      sendOn: "2026-12-24",
      buyerName: "Asha",
      buyerEmail: "asha@example.com",
      issuedBy: admin.id,
    },
    new Date("2026-11-27T10:00:00Z"),
  );
}

async function order() {
  const key = `${++n}-${Math.random().toString(36).slice(2, 8)}`;
  return writeOrder(
    db,
    orderRow({
      orderNumber: `GC-${key}`,
      firstName: "Meera",
      lastName: "Shah",
      email: `meera-${key}@example.com`,
      postcode: "SE15 4AA",
      deliveryDate: "2026-11-28",
      status: "pending_payment",
    }),
    [],
  );
}

describe("a gift card at checkout", () => {
  it("never pays more than it holds when 50 checkouts claim it at once", async () => {
    const issued = await card(5000);
    const code = giftCardCode(issued);
    const orders = await Promise.all(Array.from({ length: 50 }, () => order()));
    const results = await Promise.all(
      orders.map((o) => transaction(() => claimGiftCard({ code, wantedPence: 3800, orderId: o.id }))),
    );
    const taken = results.flatMap((r) => (r.ok ? [r.takenPence] : []));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(taken.sort((a, b) => b - a)).toEqual([3800, 1200]);
    expect(results.filter((r) => !r.ok)).toEqual(Array(48).fill({ ok: false, message: INVALID_CODE_MESSAGE }));
    expect(await giftCardLeft(code)).toBeNull();
  });

  it("takes part of a card, says what is left, and gives back an unpaid order's part once", async () => {
    const issued = await card(5000);
    const code = giftCardCode(issued).toLowerCase();
    expect(await giftCardLeft(code)).toBe(5000);
    const first = await order();
    expect(await claimGiftCard({ code, wantedPence: 3000, orderId: first.id })).toEqual({
      ok: true,
      takenPence: 3000,
      codeHint: issued.codeHint,
    });
    expect(await giftCardLeft(code)).toBe(2000);
    expect(await giveBackGiftCard(first.id)).toBe(3000);
    expect(await giveBackGiftCard(first.id)).toBe(0);
    expect(await giftCardLeft(code)).toBe(5000);
    const second = await order();
    expect(await claimGiftCard({ code, wantedPence: 9000, orderId: second.id })).toMatchObject({ takenPence: 5000 });
    const uses = await db.select().from(s.giftCardUses).where(eq(s.giftCardUses.giftCardId, issued.id));
    expect(uses.map((u) => u.amountPence).sort((a, b) => a - b)).toEqual([-3000, 3000, 5000]);
  });

  it("answers the uniform refusal for a code that names no card", async () => {
    const o = await order();
    expect(await claimGiftCard({ code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ", wantedPence: 100, orderId: o.id })).toEqual({
      ok: false,
      message: INVALID_CODE_MESSAGE,
    });
    expect(await giftCardLeft("nope")).toBeNull();
  });
});
