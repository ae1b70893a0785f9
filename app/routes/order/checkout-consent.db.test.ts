/**
 * Consent at checkout, guests too: the boxes ticked are recorded for the order's email as given at
 * checkout, with the phone as E.164 when it is a UK mobile, in the order's transaction (a refused
 * order records nothing). Texts need a UK mobile in the phone field.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { startGuest } from "~/features/accounts/guest.server";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { preferencesOf } from "~/features/messaging/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { cartOf, checkoutFormFields, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { action as checkoutAction } from "./checkout";

let saturday: string;
let guestCookie: string;

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
  guestCookie = (await startGuest()).split(";")[0];
});

const args = (request: Request): never => ({ request, params: {}, context: new RouterContextProvider() }) as never;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function checkout(
  email: string,
  over: Record<string, string>,
  consent: string[],
  cart = cartOf(saturday, essentialsLine()),
) {
  const body = new URLSearchParams(checkoutFormFields(cart, email, over));
  for (const topic of consent) body.append("consent", topic);
  const answer: unknown = await checkoutAction(
    args(new Request("http://localhost/checkout", { method: "POST", body, headers: { Cookie: guestCookie } })),
  );
  if (answer instanceof Response) return { status: answer.status, problem: null, errors: null };
  const { data, init } = answer as {
    data: { problem: unknown; result?: { error?: Record<string, string[]> } };
    init: ResponseInit | null;
  };
  return { status: init?.status ?? 200, problem: data.problem, errors: data.result?.error ?? null };
}

const eventsOf = (email: string) => db.select().from(s.consentEvents).where(eq(s.consentEvents.email, email));
const ordersOf = (email: string) => db.select().from(s.orders).where(eq(s.orders.email, email));

describe("checkout", () => {
  it("records a guest's ticked boxes for the order's email, from checkout, with the mobile in E.164", async () => {
    const email = `guest-${unique()}@example.com`;
    const before = Date.now();
    const placed = await checkout(email, { phone: "07400 246810" }, ["email-news", "sms-order-updates"]);
    expect(placed.status).toBe(302);
    expect(await ordersOf(email)).toHaveLength(1);
    const events = await eventsOf(email);
    expect(events.map((e) => [e.topic, e.granted, e.source]).sort()).toEqual([
      ["email-news", true, "checkout"],
      ["sms-order-updates", true, "checkout"],
    ]);
    for (const event of events) expect(event.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await preferencesOf(email)).toMatchObject({
      phone: "+447400246810",
      emailNews: true,
      smsOrderUpdates: true,
      sms: false,
    });
  });

  it("records nothing when nothing is ticked, and withdraws nothing given before", async () => {
    const email = `guest-${unique()}@example.com`;
    await checkout(email, {}, ["email-news"]);
    const count = (await eventsOf(email)).length;
    expect((await checkout(email, {}, [])).status).toBe(302);
    expect(await eventsOf(email)).toHaveLength(count);
    expect((await preferencesOf(email)).emailNews).toBe(true);
  });

  it("refuses texts when the phone is not a UK mobile, writing no order and no consent", async () => {
    const email = `guest-${unique()}@example.com`;
    const refused = await checkout(email, { phone: "020 7946 0321" }, ["sms"]);
    expect(refused.status).toBe(400);
    expect(refused.problem).toMatchObject({ title: "Mobile number needed" });
    expect(refused.errors?.phone?.[0]).toMatch(/UK mobile/);
    expect(await ordersOf(email)).toEqual([]);
    expect(await eventsOf(email)).toEqual([]);
  });

  it("records nothing for an order it refuses", async () => {
    const email = `guest-${unique()}@example.com`;
    const tooLarge = cartOf(saturday, essentialsLine({ quantity: 21 }));
    expect((await checkout(email, {}, ["email-news"], tooLarge)).status).toBe(400);
    expect(await eventsOf(email)).toEqual([]);
  });
});
