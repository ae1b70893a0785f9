/**
 * Delivery windows at checkout: asked for only when the owner offers them (Settings), for a
 * delivery; the window chosen is kept on the order ("Any time" as none), a missing or unknown one
 * is refused field by field, and one sent while none are offered (or for a collection) is ignored.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { orderingSettings } from "~/features/settings/public.server";
import { loadNewOrder, newOrderAction } from "~/features/shop/admin/new-order.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { confirmationEmailContent } from "~/features/orders/confirmation-email.server";
import { loadMyOrder } from "~/features/orders/my-order.server";
import { getOrderView } from "~/features/orders/order-queries.server";
import { formatLongDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { cartOf, checkoutFormFields, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action as checkoutAction, loader as checkoutLoader } from "./checkout";

let saturday: string;
let guestCookie: string;
let pointId: string;

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
  const [point] = await db
    .insert(s.collectionPoints)
    .values({ name: "Dabba Kitchen", address: "12 Consort Road", postcode: "SE15 2PH", saturdayHours: "11:00 - 14:00" })
    .returning();
  pointId = point.id;
  guestCookie = (await startGuest()).split(";")[0];
});

const args = (request: Request): never => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function offerWindows(deliveryWindows: boolean) {
  await db
    .insert(s.businessSettings)
    .values({ id: 1, ...DEFAULT_BUSINESS_SETTINGS, deliveryWindows })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: { deliveryWindows } });
  invalidatePublicCaches(); // as the admin gate does after the Settings tab's save
}

/** Checks out as a guest; the order's window when it was placed, else the field errors. */
async function checkout(over: Record<string, string>) {
  const email = `guest-${unique()}@example.com`;
  const body = new URLSearchParams(checkoutFormFields(cartOf(saturday, essentialsLine()), email, over));
  const answer: unknown = await checkoutAction(
    args(new Request("http://localhost/checkout", { method: "POST", body, headers: { Cookie: guestCookie } })),
  );
  const orders = await db.select().from(s.orders).where(eq(s.orders.email, email));
  if (answer instanceof Response)
    return { status: answer.status, window: orders[0]?.deliveryWindow, id: orders[0]?.id, errors: null, problem: null };
  const { data, init } = answer as {
    data: { problem: unknown; result?: { error?: Record<string, string[]> } };
    init: ResponseInit | null;
  };
  expect(orders).toHaveLength(0);
  return { status: init?.status ?? 200, window: undefined, errors: data.result?.error ?? null, problem: data.problem };
}

async function pageOffersWindows() {
  const request = new Request("http://localhost/checkout", { headers: { Cookie: guestCookie } });
  const page = (await checkoutLoader(args(request))) as unknown as { deliveryWindows: boolean };
  return page.deliveryWindows;
}

describe("delivery windows at checkout", () => {
  it("are not asked for while the owner does not offer them: a window sent is ignored", async () => {
    await offerWindows(false);
    expect(await pageOffersWindows()).toBe(false);
    expect(await checkout({})).toMatchObject({ status: 302, window: null });
    expect(await checkout({ deliveryWindow: "evening" })).toMatchObject({ status: 302, window: null });
  });

  it("once offered, keep the window a delivery chose, Any time as none", async () => {
    await offerWindows(true);
    expect(await pageOffersWindows()).toBe(true);
    const evening = await checkout({ deliveryWindow: "evening" });
    expect(evening).toMatchObject({ status: 302, window: "evening" });
    // The confirmation email says it with the date.
    const email = confirmationEmailContent((await getOrderView(evening.id!))!);
    expect(email.paragraphs).toContain(`Delivery date: ${formatLongDate(saturday)}, evening (after 5pm).`);
    // And the customer's own order page (once the order is in her account).
    const customer = await createCustomer(db);
    await db.update(s.orders).set({ userId: customer.id }).where(eq(s.orders.id, evening.id!));
    expect((await loadMyOrder(evening.id!, customer.id))?.order.deliveryWindowText).toBe("Evening (after 5pm)");
    expect(await checkout({ deliveryWindow: "morning" })).toMatchObject({ status: 302, window: "morning" });
    expect(await checkout({ deliveryWindow: "any" })).toMatchObject({ status: 302, window: null });
  });

  it("once offered, refuse a delivery without a window or with an unknown one, saying so at the field", async () => {
    await offerWindows(true);
    const problem = { title: "Delivery Window", description: "Please choose a delivery window." };
    for (const over of [{}, { deliveryWindow: "midnight" }] as Record<string, string>[]) {
      expect(await checkout(over)).toMatchObject({
        status: 400,
        errors: { deliveryWindow: ["Please choose a delivery window."] },
        problem,
      });
    }
  });

  it("are not asked of a collection, and one sent with it is ignored", async () => {
    await offerWindows(true);
    const collection = { fulfilment: "collection", collectionPointId: pointId };
    expect(await checkout(collection)).toMatchObject({ status: 302, window: null });
    expect(await checkout({ ...collection, deliveryWindow: "evening" })).toMatchObject({ status: 302, window: null });
  });
});

describe("delivery windows on a phone order (New order)", () => {
  const admin = { id: "admin-window", email: "owner@example.com" };
  async function enter(over: Record<string, string>) {
    const email = `phone-${unique()}@example.com`;
    const fields = { ...checkoutFormFields(cartOf(saturday, essentialsLine()), email), payment: "cash", ...over };
    const request = new Request("http://localhost/admin/orders/new", {
      method: "POST",
      body: new URLSearchParams({ intent: "save", ...fields }),
    });
    const answer = await newOrderAction(request, admin, { linkProvider: "test" });
    const [order] = await db.select().from(s.orders).where(eq(s.orders.email, email));
    return { placed: answer instanceof Response, window: order?.deliveryWindow };
  }

  it("are optional for the owner: the window chosen is kept, none is any time", async () => {
    await offerWindows(true);
    expect((await loadNewOrder()).deliveryWindows).toBe(true);
    expect(await enter({ deliveryWindow: "afternoon" })).toEqual({ placed: true, window: "afternoon" });
    expect(await enter({})).toEqual({ placed: true, window: null });
    expect(await enter({ deliveryWindow: "noon" })).toEqual({ placed: false, window: undefined });
  });
});
