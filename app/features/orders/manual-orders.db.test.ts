import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { newOrderAction } from "~/features/shop/admin/new-order.server";
import { getPrepSheet } from "~/features/kitchen/admin/prep-sheet.server";
import type { Cart } from "~/features/cart/cart";
import { listOrdersForUser } from "./order-queries.server";
import { createOrderFromCart } from "./orders.server";
import { invalidatePublicCaches } from "~/lib/cache.server";

// Wednesday 9 December 2026, noon: before the cutoff of the weekend of 12-13 December (23:59).
const now = new Date("2026-12-09T12:00:00Z");
const SATURDAY = "2026-12-12";
const SUNDAY = "2026-12-13";
const admin = { id: "admin-manual", email: "owner@example.com" };

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The New order form as the browser posts it. */
function formRequest(fields: Record<string, string>): Request {
  return new Request("http://localhost/admin/orders/new", { method: "POST", body: new URLSearchParams(fields) });
}

/** The shop's own checkout of `cart` at `at`, for a guest with only the details the form requires. */
const shopCheckout = (cart: Cart, email: string, at: Date) =>
  createOrderFromCart({
    cart,
    customer: {
      firstName: "A",
      lastName: "B",
      email,
      phone: "0207946000",
      address: "1 Rye Lane",
      city: "London",
      postcode: "SE15 4ST",
    },
    userId: null,
    isGuest: true,
    provider: "test",
    now: at,
  });

function customerFields(over: Record<string, string> = {}) {
  return {
    firstName: "Priya",
    lastName: "Shah",
    email: `priya-${unique()}@example.com`,
    phone: "020 7946 0999",
    fulfilment: "delivery",
    address: "3 Bellenden Road",
    city: "London",
    postcode: "SE15 5BB",
    allergyNote: "Sesame allergy",
    payment: "cash",
    intent: "save",
    ...over,
  };
}

const noLinks = { linkProvider: "test" as const };

async function save(cart: unknown, fields: Record<string, string>, at = now) {
  return newOrderAction(formRequest({ cart: JSON.stringify(cart), ...fields }), admin, noLinks, at);
}

async function orderOf(email: string) {
  const [order] = await db.select().from(s.orders).where(eq(s.orders.email, email));
  return order;
}

describe("a cash order entered by an admin", () => {
  it("is priced by the server, paid with a manual payment, noted, emailed and on the prep sheet", async () => {
    // The browser claims a price of 1p: the cart names what was chosen, the server prices it.
    const tampered = { ...cartOf(SATURDAY, essentialsLine({ quantity: 2 })), unitPricePence: 1, totalPence: 1 };
    const fields = customerFields({ totalPence: "1" });
    const answer = await save(tampered, fields);
    expect(answer).toBeInstanceOf(Response);
    const order = await orderOf(fields.email);
    expect((answer as Response).headers.get("Location")).toBe(`/admin/orders/${order.id}`);
    // 2 × £33 (Essentials) and 8 containers of shipping, as at checkout.
    const shop = await shopCheckout(cartOf(SATURDAY, essentialsLine({ quantity: 2 })), "shop@example.com", now);
    if (!shop.ok) throw new Error(shop.message);
    expect(order).toMatchObject({
      status: "paid",
      totalPence: shop.order.totalPence,
      subtotalPence: 6600,
      paymentProvider: "manual",
      isTestPayment: false,
      enteredBy: admin.email,
      manualPayment: "cash",
      allergyNote: "Sesame allergy",
      deliveryDate: SATURDAY,
    });
    expect(order.paidAt).not.toBeNull();

    const payments = await db.select().from(s.payments).where(eq(s.payments.orderId, order.id));
    expect(payments).toMatchObject([
      {
        provider: "manual",
        providerSessionId: `manual_${order.id}`,
        providerPaymentId: `manual_${order.id}`,
        amountPence: order.totalPence,
        status: "paid",
      },
    ]);
    const history = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.toStatus, h.note, h.changedBy])).toEqual(
      expect.arrayContaining([
        ["pending_payment", "Entered by owner@example.com: paid by cash", admin.id],
        [
          "paid",
          "Payment confirmed (paid by cash, entered by owner@example.com)",
          "paid by cash, entered by owner@example.com",
        ],
      ]),
    );
    const mail = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, fields.email));
    expect(mail.map((m) => m.kind)).toContain("order-confirmation");

    const sheet = await getPrepSheet(SATURDAY);
    expect(sheet.orders.map((o) => o.orderNumber)).toContain(order.orderNumber);
    expect(sheet.orders.find((o) => o.id === order.id)?.allergyNote).toBe("Sesame allergy");
  });

  it("goes to the account of its email, one-off, and keeps a bank transfer's reference in the history", async () => {
    const email = `acct-${unique()}@example.com`;
    const [u] = await db
      .insert(s.user)
      .values({ id: `u-${unique()}`, name: "Priya Shah", email, emailVerified: true })
      .returning();
    const cart = cartOf(SUNDAY, essentialsLine({ isSubscription: true }));
    await save(cart, customerFields({ email: email.toUpperCase(), payment: "bank_transfer", reference: "SHAH-42" }));
    const order = await orderOf(email);
    expect(order).toMatchObject({
      userId: u.id,
      isGuest: false,
      isSubscription: false,
      manualPayment: "bank_transfer",
    });
    const [first] = await db
      .select()
      .from(s.orderStatusHistory)
      .where(eq(s.orderStatusHistory.orderId, order.id))
      .orderBy(s.orderStatusHistory.createdAt);
    expect(first.note).toBe("Entered by owner@example.com: paid by bank transfer (reference SHAH-42)");
    expect((await listOrdersForUser(u.id)).map((o) => o.id)).toEqual([order.id]);
  });

  it("may be for a weekend past its cutoff, which the shop refuses", async () => {
    const afterCutoff = new Date("2026-12-10T09:00:00Z");
    const fields = customerFields();
    await save(cartOf(SATURDAY, essentialsLine()), fields, afterCutoff);
    expect(await orderOf(fields.email)).toMatchObject({ status: "paid", deliveryDate: SATURDAY });
    const shop = await shopCheckout(cartOf(SATURDAY, essentialsLine()), "late@example.com", afterCutoff);
    expect(shop).toMatchObject({ ok: false, title: "Delivery Date Unavailable" });
  });
});

describe("the New order form's checks", () => {
  async function refusal(cart: Cart, fields: Record<string, string>, at = now) {
    const answer = (await save(cart, fields, at)) as unknown as {
      data: { toast: { title: string; description?: string } };
      init: { status: number };
    };
    return { status: answer.init.status, ...answer.data.toast };
  }

  /** An Essentials box for Saturday with these fields is refused with this error toast (a 400), and no order is written. */
  async function expectRefused(
    fields: Record<string, string>,
    at: Date,
    toast: { title: string; description: string },
  ) {
    expect(await refusal(cartOf(SATURDAY, essentialsLine()), fields, at)).toEqual({
      status: 400,
      type: "error",
      ...toast,
    });
    expect(await orderOf(fields.email)).toBeUndefined();
  }

  it("refuses a postcode outside the delivery area with checkout's message and writes nothing", async () => {
    await expectRefused(customerFields({ postcode: "N1 1AA" }), now, {
      title: "We don't deliver to your postcode currently.",
      description:
        "We're expanding our delivery area and hope to reach N1 1AA soon. You can still order and collect your meals from us.",
    });
  });

  it("refuses a payment link once the weekend's orders have closed (it could not be paid), and writes nothing", async () => {
    await expectRefused(customerFields({ payment: "link" }), new Date("2026-12-10T09:00:00Z"), {
      title: "Orders for this weekend have closed",
      description:
        "A payment link can no longer be paid for this weekend (its orders closed Wednesday 9 December at 23:59). Take cash or a bank transfer, or pick another date.",
    });
  });

  it("refuses a full date, for the quote and the save", async () => {
    await db.insert(s.deliveryCapacity).values({ deliveryDate: SUNDAY, capacity: 0 });
    invalidatePublicCaches();
    try {
      const message = "Sorry, Sunday 13 December 2026 is fully booked. Please pick another date.";
      const fields = customerFields();
      expect(await refusal(cartOf(SUNDAY, essentialsLine()), fields)).toMatchObject({ description: message });
      expect(await refusal(cartOf(SUNDAY, essentialsLine()), { intent: "quote" })).toMatchObject({
        description: message,
      });
      expect(await orderOf(fields.email)).toBeUndefined();
    } finally {
      await db.delete(s.deliveryCapacity).where(eq(s.deliveryCapacity.deliveryDate, SUNDAY));
      invalidatePublicCaches();
    }
  });

  it("quotes the server's price for the cart, whatever the browser sends", async () => {
    const answer = (await save(
      { ...cartOf(SATURDAY, essentialsLine()), totalPence: 1 },
      { intent: "quote", totalPence: "1" },
    )) as {
      quote: { totalPence: number; subtotalPence: number };
    };
    // £33 and 4 containers' shipping (£5): the browser's 1p is not read.
    expect(answer.quote).toMatchObject({ subtotalPence: 3300, shippingPence: 500, totalPence: 3800 });
  });
});

describe("the New order form's intents", () => {
  it("answers 400 to an intent it does not have, and writes nothing", async () => {
    const fields = customerFields({ intent: "delete" });
    const answer = (await save(cartOf(SATURDAY, essentialsLine()), fields)) as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(400);
    expect(await orderOf(fields.email)).toBeUndefined();
  });

  it("refuses an order without an intent rather than guessing one", async () => {
    const { intent: _intent, ...fields } = customerFields();
    const answer = (await save(cartOf(SATURDAY, essentialsLine()), fields)) as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(400);
    expect(await orderOf(fields.email)).toBeUndefined();
  });
});
