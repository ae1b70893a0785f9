/**
 * A gift card typed at checkout (decision 046): it pays what credit leaves, the card the rest; an
 * order it pays in full needs no card; what it paid goes back when the order is cancelled unpaid or
 * refunded; a code that cannot be used is refused in one uniform sentence and nothing is written.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { giftCardCode, giftCardLeft, INVALID_CODE_MESSAGE } from "~/features/giftcards/public.server";
import { issueGiftCard } from "~/features/giftcards/issue.server";
import { cancelUnpaidOrder, createOrderFromCart, GIFT_CARD_ONE_OFF } from "~/features/orders/orders.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { startPayment } from "./checkout.server";
import { confirmPayment } from "./confirm.server";

// Thursday 19 Nov 2026: the shop sells the weekend of 28-29 November; one Essentials box and its delivery: £38.
const now = new Date("2026-11-19T10:00:00Z");
const DATE = "2026-11-28";
let owner: { id: string };

beforeAll(async () => {
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  await createOrderingMenu(db, DATE, ["Punjabi", "Goan"]);
  owner = await createCustomer(db, "Owner");
  invalidatePublicCaches();
});

async function card(amountPence: number) {
  const issued = await issueGiftCard(
    {
      amountPence,
      recipientName: "Priya",
      recipientEmail: "priya@example.com",
      message: "Enjoy!",
      sendOn: "2026-11-19",
      buyerName: "Asha",
      buyerEmail: "asha@example.com",
      issuedBy: owner.id,
    },
    now,
  );
  return giftCardCode(issued);
}

async function checkout(code: string, subscription = false) {
  return createOrderFromCart({
    cart: cartOf(DATE, essentialsLine({ isSubscription: subscription })),
    customer: customerDetails(),
    userId: null,
    isGuest: true,
    provider: "test",
    now,
    giftCardCode: code,
  });
}

const amountAsked = async (orderId: string) =>
  (await db.select().from(s.payments).where(eq(s.payments.orderId, orderId)))[0].amountPence;

describe("a gift card at checkout", () => {
  it("pays part of a guest's order; the card pays the rest", async () => {
    const code = await card(2000);
    const placed = await checkout(code.toLowerCase());
    if (!placed.ok) throw new Error(placed.message);
    expect([placed.order.giftCardPence, placed.order.paymentProvider]).toEqual([2000, "test"]);
    const started = await startPayment(placed.order);
    expect(started.ok).toBe(true);
    expect(await amountAsked(placed.order.id)).toBe(1800);
    expect(await giftCardLeft(code)).toBeNull();
  });

  it("pays a whole order with no card; what is left stays on it", async () => {
    const code = await card(5000);
    const placed = await checkout(code);
    if (!placed.ok) throw new Error(placed.message);
    expect([placed.order.giftCardPence, placed.order.paymentProvider]).toEqual([3800, "credit"]);
    const started = await startPayment(placed.order);
    if (!started.ok) throw new Error(started.message);
    const confirmed = await confirmPayment(new URL(started.url, "http://shop.test").searchParams.get("session_id")!);
    expect(confirmed.status).toBe("paid");
    expect(await giftCardLeft(code)).toBe(1200);
  });

  it("gives back what it paid when the order is cancelled unpaid", async () => {
    const code = await card(2000);
    const placed = await checkout(code);
    if (!placed.ok) throw new Error(placed.message);
    await cancelUnpaidOrder(placed.order.id, "Payment not completed in time", "system");
    expect(await giftCardLeft(code)).toBe(2000);
  });

  it("refuses a code that cannot be used, or a subscription's checkout, writing nothing", async () => {
    const before = (await db.select().from(s.orders)).length;
    const unknown = await checkout("ABCD-EFGH-JKMN-PQRS");
    expect(unknown.ok || unknown.message).toBe(INVALID_CODE_MESSAGE);
    const used = await card(5000);
    const first = await checkout(used);
    const second = await checkout(used);
    expect(first.ok && second.ok).toBe(true);
    // £50: £38, then £12 of the next order; nothing is left for a third.
    expect(second.ok && second.order.giftCardPence).toBe(1200);
    const third = await checkout(used);
    expect(third.ok || third.message).toBe(INVALID_CODE_MESSAGE);
    const weekly = await checkout(await card(5000), true);
    expect(weekly.ok || weekly.message).toBe(GIFT_CARD_ONE_OFF);
    expect((await db.select().from(s.orders)).length).toBe(before + 2);
  });
});
