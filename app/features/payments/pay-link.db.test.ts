import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createManualOrder } from "~/features/ordering/manual-orders.server";
import { expireUnpaidOrders } from "~/features/ordering/orders.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { openPaymentLink, payLinkToken, queuePaymentLinkEmail } from "./pay-link.server";
import { payTestSession } from "./test-payment.server";

// The weekend of 12-13 December 2026: its cutoff is Wednesday 9 December, 23:59 London.
const SATURDAY = "2026-12-12";
const admin = { id: "admin-link", email: "owner@example.com" };

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

async function linkOrder() {
  const created = await createManualOrder({
    cart: cartOf(SATURDAY, essentialsLine()),
    customer: customerDetails(),
    payment: "link",
    admin,
    linkProvider: "test",
    sendLink: queuePaymentLinkEmail,
  });
  if (!created.ok) throw new Error(created.message);
  return created.order;
}

const statusOf = async (id: string) =>
  (await db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, id)))[0].status;

describe("a payment-link order", () => {
  it("stays pending with its link emailed, outlives the 2-hour expiry until its cutoff, and is paid once through the link", async () => {
    const order = await linkOrder();
    expect(order).toMatchObject({ status: "pending_payment", manualPayment: "link", paymentProvider: "test" });
    const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email));
    expect(mail.kind).toBe("order-payment-link");
    const token = payLinkToken(order.id);
    expect(mail.text).toContain(`/pay/order/${order.id}?token=${token}`);

    // Three hours on, checkout's orders would be cancelled: this one waits for its cutoff.
    await expireUnpaidOrders(new Date(Date.now() + 3 * 3_600_000));
    expect(await statusOf(order.id)).toBe("pending_payment");

    expect(await openPaymentLink(order.id, "not-the-token", "http://localhost")).toEqual({ state: "closed" });
    // Each opening starts a fresh session and closes the one before.
    const first = await openPaymentLink(order.id, token, "http://localhost");
    const second = await openPaymentLink(order.id, token, "http://localhost");
    if (first.state !== "redirect" || second.state !== "redirect") throw new Error("no payment page");
    const firstSession = first.url.replace("/pay/test/", "");
    const secondSession = second.url.replace("/pay/test/", "");
    expect(await payTestSession(firstSession)).toBe("not-payable");
    expect(await statusOf(order.id)).toBe("pending_payment");

    expect(await payTestSession(secondSession)).toBe("paid");
    expect(await payTestSession(secondSession)).toBe("paid");
    expect(await statusOf(order.id)).toBe("paid");
    const paidRows = await db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id));
    expect(paidRows.filter((h) => h.toStatus === "paid")).toHaveLength(1);
    const confirmations = (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email))).filter(
      (m) => m.kind === "order-confirmation",
    );
    expect(confirmations).toHaveLength(1);
    expect(await openPaymentLink(order.id, token, "http://localhost")).toMatchObject({ state: "paid" });
  });

  it("holds its boxes while unpaid and is cancelled once its weekend's cutoff has passed", async () => {
    const order = await linkOrder();
    await expireUnpaidOrders(new Date("2026-12-09T23:00:00Z"));
    expect(await statusOf(order.id)).toBe("pending_payment");
    await expireUnpaidOrders(new Date("2026-12-10T00:30:00Z"));
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(await openPaymentLink(order.id, payLinkToken(order.id), "http://localhost")).toEqual({ state: "closed" });
  });
});
