/**
 * The tampered cart suite, with codes and credit: whatever the browser sends about discounts,
 * credit, the provider or who is paying, checkout charges what the server computes (decisions 042,
 * 043); a code is checked on the server like any other field.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { addCredit, creditBalance } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { cartOf, checkoutFormFields, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action as checkoutAction } from "./checkout";

let saturday: string;
let guestCookie: string;

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  guestCookie = (await startGuest()).split(";")[0];
});

const args = (request: Request): never => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Posts checkout as a guest with these fields (and this cart); the order written, if any, and the answer. */
async function post(cart: unknown, over: Record<string, string>) {
  const email = `tamper-${unique()}@example.com`;
  const body = new URLSearchParams(checkoutFormFields(cart, email, over));
  const answer: unknown = await checkoutAction(
    args(new Request("http://localhost/checkout", { method: "POST", body, headers: { Cookie: guestCookie } })),
  );
  const [order] = await db.select().from(s.orders).where(eq(s.orders.email, email));
  const status = answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200);
  const problem = answer instanceof Response ? null : (answer as { data: { problem?: unknown } }).data.problem;
  return { order, status, problem };
}

describe("a tampered checkout, with codes and credit", () => {
  it("ignores discounts, credit, totals, a provider and an account sent by the browser", async () => {
    const rich = await createCustomer(db);
    await addCredit({ userId: rich.id, amountPence: 10_000, reason: "grant", note: "Not yours" });
    const cart = {
      ...cartOf(saturday, { ...essentialsLine(), discountPence: 3300, creditPence: 3800 } as never),
      totalPence: 1,
      discountPence: 3799,
      creditPence: 3800,
      promo: { code: "FREE", discountPence: 3800 },
    };
    const { order, status } = await post(cart, {
      discountPence: "3800",
      promoDiscountPence: "3800",
      creditPence: "3800",
      totalPence: "1",
      paymentProvider: "credit",
      userId: rich.id,
    });
    expect(status).toBe(302);
    expect(order).toMatchObject({
      subtotalPence: 3300,
      shippingPence: 500,
      discountPence: 0,
      promoDiscountPence: 0,
      creditPence: 0,
      totalPence: 3800,
      paymentProvider: "test",
      userId: null,
    });
    expect(await creditBalance(rich.id)).toBe(10_000);
  });

  it("takes a code's discount as the server computes it, never the browser's", async () => {
    const [promo] = await db
      .insert(s.promoCodes)
      .values({ code: `TEN-${unique()}`, kind: "fixed", amountOffPence: 1000 })
      .returning();
    const { order } = await post(cartOf(saturday, essentialsLine()), {
      promoCode: promo.code,
      promoDiscountPence: "3800",
      discountPence: "3800",
    });
    expect(order).toMatchObject({
      promoCode: promo.code,
      promoDiscountPence: 1000,
      discountPence: 1000,
      totalPence: 2800,
    });
  });

  it("refuses a code that does not hold, and one too long, writing nothing", async () => {
    const unknown = await post(cartOf(saturday, essentialsLine()), { promoCode: "' OR 1=1 --" });
    expect(unknown.status).toBe(400);
    expect(unknown.order).toBeUndefined();
    expect(unknown.problem).toEqual({
      title: "Promo code not applied",
      description: "This code isn't valid. Check it and try again.",
    });
    const long = await post(cartOf(saturday, essentialsLine()), { promoCode: "X".repeat(41) });
    expect(long.status).toBe(400);
    expect(long.order).toBeUndefined();
  });
});
