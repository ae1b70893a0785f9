/**
 * Order updates by text: beside an order's confirmation and status emails, a short SMS goes to a
 * customer who chose "sms-order-updates" (to the mobile they gave for texts, else the order's phone
 * when it is a UK mobile), and to nobody else. Not marketing: no other consent is asked.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { nextOrderableSaturday } from "~/features/delivery/public";
import { updatePreferences } from "~/features/messaging/public.server";
import { orderingSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { queueConfirmationEmail } from "./confirmation-email.server";
import { createOrderFromCart } from "./orders.server";
import { queueStatusEmail } from "./status-email.server";

let saturday: string;

beforeAll(async () => {
  saturday = nextOrderableSaturday(await orderingSettings(), new Date());
  await createOrderingMenu(db, saturday);
});

async function order(phone: string) {
  const customer = customerDetails({ phone });
  const created = await createOrderFromCart({
    cart: cartOf(saturday, essentialsLine()),
    customer,
    userId: null,
    isGuest: true,
    provider: "test",
  });
  if (!created.ok) throw new Error(created.message);
  return created.order;
}

const textsTo = (email: string) =>
  db
    .select()
    .from(s.emailOutbox)
    .where(and(eq(s.emailOutbox.contact, email), eq(s.emailOutbox.channel, "sms")));

describe("order updates by text", () => {
  it("go with the status email to a customer who chose them, at the order's mobile", async () => {
    const placed = await order("07400 135790");
    await updatePreferences(placed.email, { "sms-order-updates": true }, "checkout");
    expect(await queueStatusEmail(placed.id, "out_for_delivery")).toBe(true);
    const [text] = await textsTo(placed.email);
    expect(text).toMatchObject({ to: "+447400135790", kind: "order-out-for-delivery", marketing: false });
    expect(text.text).toContain(placed.orderNumber);
    expect(text.text.length).toBeLessThanOrEqual(160);
  });

  it("go to the mobile given for texts, and with the confirmation too", async () => {
    const placed = await order("020 7946 0321");
    await updatePreferences(placed.email, { "sms-order-updates": true }, "my-account", { phone: "+447400864200" });
    await db.update(s.orders).set({ paidAt: new Date() }).where(eq(s.orders.id, placed.id));
    expect(await queueConfirmationEmail(placed.id)).toBe(true);
    await queueStatusEmail(placed.id, "preparing");
    const texts = await textsTo(placed.email);
    expect(texts.map((t) => [t.kind, t.to]).sort()).toEqual([
      ["order-confirmation", "+447400864200"],
      ["order-preparing", "+447400864200"],
    ]);
  });

  it("are not sent to a customer who did not choose them, nor without a mobile", async () => {
    const notChosen = await order("07400 975310");
    // Texts about menus are another choice: they do not bring order texts.
    await updatePreferences(notChosen.email, { sms: true }, "checkout", { phone: "+447400975310" });
    await queueStatusEmail(notChosen.id, "preparing");
    expect(await textsTo(notChosen.email)).toEqual([]);

    const landline = await order("020 7946 0999");
    await updatePreferences(landline.email, { "sms-order-updates": true }, "checkout");
    await queueStatusEmail(landline.id, "preparing");
    expect(await textsTo(landline.email)).toEqual([]);
    // The emails went all the same.
    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, landline.email));
    expect(emails.map((e) => e.kind)).toContain("order-preparing");
  });
});
