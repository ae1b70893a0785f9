/**
 * A subscription's weekly amount before paying (issue 14 point 6): the checkout summary and the
 * test payment page say what each later week charges, as the server computes it.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutQuote } from "~/features/shop/checkout-quote.server";
import { subscriptionWeeklyPence } from "~/features/orders/public.server";
import type { Cart } from "~/features/cart/cart";
import { startPayment } from "~/features/payments/checkout.server";
import { db } from "~/lib/db.server";
import { cartOf, customLine, essentialsLine, plusLine } from "../../../tests/factories/checkout";
import { placeGuestOrder } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { eq } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { action, loader } from "./test-payment";

const SATURDAY = "2026-11-28";
const now = new Date("2026-11-19T10:00:00Z");
let dishes: Record<string, string>;

beforeAll(async () => {
  dishes = await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

async function payPage(cart: Cart) {
  const created = await placeGuestOrder(cart, {}, now);
  // As checkout does: the quoted weekly amount goes with the order to its payment.
  const started = await startPayment(created.order, { weeklyPence: created.weeklyPence });
  if (!started.ok) throw new Error(started.message);
  const sessionId = started.url.replace(/^.*\/pay\/test\//, "");
  const page = await loader({
    request: new Request(`http://localhost/pay/test/${sessionId}`),
    params: { sessionId },
    context: new RouterContextProvider(),
  } as unknown as Parameters<typeof loader>[0]);
  return { order: created.order, quotedWeekly: created.weeklyPence, page, sessionId };
}

describe("the weekly amount of a subscription before paying", () => {
  it("a subscription with a one-off line: the page says the weekly amount, which is not the first charge", async () => {
    const cart = cartOf(
      SATURDAY,
      essentialsLine({ id: "sub", quantity: 2, isSubscription: true }),
      essentialsLine({ id: "once", quantity: 1 }),
    );
    const quote = await checkoutQuote(cart);
    if (!quote.ok) throw new Error(quote.message);
    const { order, quotedWeekly, page } = await payPage(cart);
    const weekly = await subscriptionWeeklyPence(order.id);
    expect(quotedWeekly).toBe(weekly);
    // Two Essentials boxes (2 × £33) + shipping for 8 containers (£5 + 4 × £0.50) − £6 subscription discount.
    expect(weekly).toBe(2 * 3300 + 700 - 600);
    expect(page.weeklyPence).toBe(weekly);
    expect(page.totalPence).toBe(order.totalPence);
    expect(page.totalPence).toBeGreaterThan(weekly);
    // The checkout summary said the same before the order existed.
    expect(quote.weeklyPence).toBe(weekly);
  });

  it("a one-off order has no weekly amount", async () => {
    const cart = cartOf(SATURDAY, essentialsLine());
    const quote = await checkoutQuote(cart);
    if (!quote.ok) throw new Error(quote.message);
    expect(quote.weeklyPence).toBe(0);
    const { page } = await payPage(cart);
    expect(page.weeklyPence).toBe(0);
  });

  it("a custom subscription beside an Essentials Plus box: quote and payment page agree with the order's weekly charge", async () => {
    const plus = ["Punjabi Pulao", "Punjabi Rajma", "Punjabi Saag", "Punjabi Lamb"].map((name) => dishes[name]);
    const cart = cartOf(SATURDAY, plusLine(plus), {
      ...customLine([[dishes["Goan Lamb"], 3]], "weekly-custom"),
      isSubscription: true,
    });
    const quote = await checkoutQuote(cart);
    if (!quote.ok) throw new Error(quote.message);
    const { order, quotedWeekly, page } = await payPage(cart);
    const weekly = await subscriptionWeeklyPence(order.id);
    expect(quotedWeekly).toBe(weekly);
    // 3 × £11.50 + shipping for 3 containers (£5) − £6 subscription discount.
    expect(weekly).toBe(3 * 1150 + 500 - 600);
    expect(quote.weeklyPence).toBe(weekly);
    expect(page.weeklyPence).toBe(weekly);
  });
});

describe("the test payment page's intents", () => {
  it("answers 400 to an intent other than Pay or Cancel, and the order stays unpaid", async () => {
    const { order, sessionId } = await payPage(cartOf(SATURDAY, essentialsLine()));
    const answer = (await action({
      request: new Request(`http://localhost/pay/test/${sessionId}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "refund" }),
      }),
      params: { sessionId },
      context: new RouterContextProvider(),
    } as unknown as Parameters<typeof action>[0])) as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(400);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("pending_payment");
  });
});
