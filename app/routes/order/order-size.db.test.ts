/**
 * Issue 25: an order's size is bounded by the business settings (boxes and portions per order).
 * A larger one is refused with a message, and nothing is written, wherever an order is priced or
 * made: the checkout's quote (/api/checkout/quote), checkout itself, and the back-office's phone
 * order. A 125,000-box order was accepted before.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { newOrderAction } from "~/features/shop/admin/new-order.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { orderingSettings } from "~/features/settings/public.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { action as quoteAction } from "~/routes/api/checkout-quote";
import { cartOf, checkoutFormFields, customLine, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action as checkoutAction } from "./checkout";

let saturday: string;
let guestCookie: string;
let dishes: Record<string, string>;

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  dishes = await createOrderingMenu(db, saturday);
  guestCookie = (await startGuest()).split(";")[0];
});

afterEach(async () => {
  await db.delete(s.businessSettings);
  invalidatePublicCaches();
});

/** The owner's limits, as saved on the Settings tab. */
async function limits(maxBoxesPerOrder: number, maxPortionsPerOrder: number) {
  await db
    .insert(s.businessSettings)
    .values({ id: 1, ...DEFAULT_BUSINESS_SETTINGS, maxBoxesPerOrder, maxPortionsPerOrder })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: { maxBoxesPerOrder, maxPortionsPerOrder } });
  invalidatePublicCaches();
}

const args = (request: Request): never => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** 21 Essentials boxes: one more than the default limit of 20. */
const tooManyBoxes = () => cartOf(saturday, essentialsLine({ quantity: 21 }));
const TOO_MANY_BOXES =
  "An order can hold at most 20 boxes; this one has 21. Please make it smaller, or get in touch for a larger order.";

async function quote(cart: unknown) {
  const response = await quoteAction(
    args(
      new Request("http://localhost/api/checkout/quote", {
        method: "POST",
        headers: { Cookie: guestCookie, "Content-Type": "application/json" },
        body: JSON.stringify({ cart }),
      }),
    ),
  );
  return (await response.json()) as { ok: boolean; message?: string; boxes?: number };
}

async function checkout(cart: unknown, email: string) {
  const body = new FormData();
  const fields = checkoutFormFields(cart, email);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const answer: unknown = await checkoutAction(
    args(new Request("http://localhost/checkout", { method: "POST", body, headers: { Cookie: guestCookie } })),
  );
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") };
  const { data, init } = answer as { data: { problem: unknown }; init: ResponseInit | null };
  return { status: init?.status ?? 200, problem: data.problem };
}

async function phoneOrder(cart: unknown, email: string, intent: "quote" | "save") {
  const form = new URLSearchParams({
    cart: JSON.stringify(cart),
    intent,
    firstName: "Priya",
    lastName: "Shah",
    email,
    phone: "020 7946 0999",
    fulfilment: "delivery",
    address: "3 Bellenden Road",
    city: "London",
    postcode: "SE15 5BB",
    payment: "cash",
  });
  const answer: unknown = await newOrderAction(
    new Request("http://localhost/admin/orders/new", { method: "POST", body: form }),
    { id: "admin-size", email: "owner@example.com" },
    { linkProvider: "test" },
  );
  if (answer instanceof Response) return { status: answer.status, toast: null };
  const { data, init } = answer as { data: { toast: unknown }; init: ResponseInit | null };
  return { status: init?.status ?? 200, toast: data.toast };
}

const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email));

describe("an order larger than the settings allow", () => {
  it("is refused by the checkout's quote, with the limit and the order's size", async () => {
    expect(await quote(tooManyBoxes())).toEqual({ ok: false, title: "Order too large", message: TOO_MANY_BOXES });
    expect(await quote(cartOf(saturday, essentialsLine({ quantity: 20 })))).toMatchObject({ ok: true, boxes: 20 });
  });

  it("is refused at checkout with its own heading, and no order is written", async () => {
    const email = `size-${unique()}@example.com`;
    expect(await checkout(tooManyBoxes(), email)).toEqual({
      status: 400,
      problem: { title: "Order too large", description: TOO_MANY_BOXES },
    });
    expect(await ordersOf(email)).toHaveLength(0);
  });

  it("is refused for a phone order, priced or saved, and nothing is written", async () => {
    const email = `size-phone-${unique()}@example.com`;
    const refused = { type: "error", title: "Order too large", description: TOO_MANY_BOXES };
    expect(await phoneOrder(tooManyBoxes(), email, "quote")).toEqual({ status: 400, toast: refused });
    expect(await phoneOrder(tooManyBoxes(), email, "save")).toEqual({ status: 400, toast: refused });
    expect(await ordersOf(email)).toHaveLength(0);
  });

  it("follows the owner's settings: portions are bounded as well as boxes", async () => {
    await limits(100, 10);
    // 12 portions of one dish: 3 boxes, but more portions than the 10 allowed.
    const portions = cartOf(saturday, customLine([[dishes["Punjabi Dal"], 12]]));
    const message =
      "An order can hold at most 10 portions; this one has 12. Please make it smaller, or get in touch for a larger order.";
    expect(await quote(portions)).toMatchObject({ ok: false, message });
    const email = `size-portions-${unique()}@example.com`;
    expect(await checkout(portions, email)).toMatchObject({ status: 400, problem: { description: message } });
    expect(await ordersOf(email)).toHaveLength(0);
    // 21 Essentials boxes are 84 portions.
    expect((await quote(tooManyBoxes())).message).toMatch(/^An order can hold at most 10 portions; this one has 84\./);

    await limits(21, 84);
    expect(await quote(tooManyBoxes())).toMatchObject({ ok: true, boxes: 21 });
    const accepted = await checkout(tooManyBoxes(), `size-fits-${unique()}@example.com`);
    expect(accepted).toMatchObject({ status: 302 });
  });
});
