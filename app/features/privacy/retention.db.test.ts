/**
 * The retention the Privacy Policy states, from the settings: orders older than orderRetentionYears
 * lose the person (an active subscription's first order excepted), messages older than
 * messageRetentionMonths lose address and body; everything younger is as it was.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { guestOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { applyRetention, monthsBefore } from "./retention.server";

const SATURDAY = "2026-11-28";
const placedAt = new Date("2026-11-19T10:00:00Z");
/** Six years and a day after the orders were placed (the default retention: 6 years, 12 months). */
const now = new Date("2032-11-20T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const mailRow = async (id: string) => (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.id, id)))[0];

describe("retention", () => {
  it("counts whole months back, the last day of a shorter month standing for a later day", () => {
    expect(monthsBefore(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-27T08:00:00Z"), 12).toISOString()).toBe("2025-11-27T08:00:00.000Z");
    expect(monthsBefore(new Date("2028-02-29T00:00:00Z"), 72).toISOString()).toBe("2022-02-28T00:00:00.000Z");
  });

  it("takes the person out of old orders and messages, keeps young ones and an active subscription's first order", async () => {
    const old = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), {}, placedAt);
    const young = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), {}, placedAt);
    await db.update(s.orders).set({ createdAt: placedAt }).where(eq(s.orders.id, old.id));
    await db
      .update(s.orders)
      .set({ createdAt: new Date("2030-01-01T00:00:00Z") })
      .where(eq(s.orders.id, young.id));
    const { order: subscribed } = await paidCheckout(
      db,
      cartOf(SATURDAY, essentialsLine({ isSubscription: true })),
      placedAt,
    );
    await db.update(s.orders).set({ createdAt: placedAt }).where(eq(s.orders.id, subscribed.id));
    const oldMail = await sendEmail({
      to: old.email,
      subject: "Your order",
      html: "<p>Hi</p>",
      text: "Hi",
      kind: "status",
    });
    const youngMail = await sendEmail({
      to: young.email,
      subject: "Your order",
      html: "<p>Hi</p>",
      text: "Hi",
      kind: "status",
    });
    await db
      .update(s.emailOutbox)
      .set({ createdAt: new Date("2032-06-01T00:00:00Z") })
      .where(eq(s.emailOutbox.id, youngMail.id));
    const youngBefore = { order: await orderRow(young.id), mail: await mailRow(youngMail.id) };

    const done = await applyRetention(now);
    expect(done.orders).toBeGreaterThanOrEqual(1);
    expect(done.messages).toBeGreaterThanOrEqual(1);

    const oldAfter = await orderRow(old.id);
    expect(oldAfter).toMatchObject({
      firstName: "Erased",
      lastName: "customer",
      phone: "",
      address: "Erased",
      deliveryInstructions: null,
      totalPence: old.totalPence,
      orderNumber: old.orderNumber,
    });
    expect(oldAfter.email).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(await mailRow(oldMail.id)).toMatchObject({
      to: "",
      contact: null,
      html: "",
      text: "",
      subject: "Your order",
    });

    expect(await orderRow(young.id)).toEqual(youngBefore.order);
    expect(await mailRow(youngMail.id)).toEqual(youngBefore.mail);
    expect((await orderRow(subscribed.id)).email).toBe(subscribed.email);

    // Done once: a second run finds nothing more.
    expect(await applyRetention(now)).toEqual({ orders: 0, messages: 0 });
  });
});
