import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { createAccountForGuestOrder } from "~/features/accounts/guest-account.server";
import { PAYMENT_WINDOW_MINUTES } from "~/features/delivery/delivery-dates";
import { listOrdersForUser } from "~/features/orders/order-queries.server";
import { auth } from "~/features/accounts/auth.server";
import { db } from "~/lib/db.server";
import { cartOf, essentialsLine } from "../../../tests/factories/checkout";
import { guestTestPayment } from "../../../tests/factories/customer-orders";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { confirmPayment } from "./confirm.server";
import { cancelTestSession, payTestSession } from "./test-payment.server";

const now = new Date("2026-11-19T10:00:00Z");
const browser = () => new Request("http://localhost/order-confirmation", { method: "POST" });

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
});

const guestCheckout = (email?: string) =>
  guestTestPayment(cartOf("2026-11-28", essentialsLine({ isSubscription: true })), email ? { email } : {}, now);

describe("the built-in test provider", () => {
  it("Pay marks the order paid as a test payment; the page confirms it", async () => {
    const { order, sessionId } = await guestCheckout();
    expect(sessionId).toMatch(/^test_cs_/);
    expect(await confirmPayment(sessionId)).toEqual({ status: "failed" });
    expect(await payTestSession(sessionId)).toBe("paid");
    expect(await payTestSession(sessionId)).toBe("paid");
    const confirmed = await confirmPayment(sessionId);
    expect(confirmed.status).toBe("paid");
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row).toMatchObject({ status: "paid", isTestPayment: true, paymentProvider: "test" });
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, order.id));
    expect(sub).toMatchObject({ provider: "test", status: "active", weeklyAmountPence: 3200 });
    const mails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, order.email));
    expect(mails).toHaveLength(1);
  });

  it("Cancel cancels the order and it can no longer be paid", async () => {
    const { order, sessionId } = await guestCheckout();
    expect(await cancelTestSession(sessionId)).toBe(true);
    expect(await payTestSession(sessionId)).toBe("not-payable");
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row.status).toBe("cancelled");
    expect(await confirmPayment(sessionId)).toEqual({ status: "failed" });
  });

  it("once the payment window has closed, Pay is refused and the order is cancelled", async () => {
    const { order, sessionId } = await guestCheckout();
    const written = new Date(Date.now() - (PAYMENT_WINDOW_MINUTES + 1) * 60_000);
    await db.update(s.orders).set({ createdAt: written }).where(eq(s.orders.id, order.id));
    expect(await payTestSession(sessionId)).toBe("not-payable");
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row.status).toBe("cancelled");
    const [last] = await db
      .select()
      .from(s.orderStatusHistory)
      .where(eq(s.orderStatusHistory.orderId, order.id))
      .orderBy(desc(s.orderStatusHistory.createdAt));
    expect(last).toMatchObject({ toStatus: "cancelled", note: "Payment session expired" });
  });
});

describe("account creation after a guest's paid order", () => {
  it("creates the account without a password, emails a set-password link and attaches the guest orders", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const earlier = await guestCheckout(email);
    await payTestSession(earlier.sessionId);
    const { sessionId } = await guestCheckout(email);
    expect(await createAccountForGuestOrder(browser(), sessionId, "10.1.0.1")).toBe("not-allowed");
    await payTestSession(sessionId);
    expect(await createAccountForGuestOrder(browser(), sessionId, "10.1.0.1")).toBe("created");

    const [account] = await db.select().from(s.user).where(eq(s.user.email, email));
    expect(account.name).toBe("Asha Patel");
    const credentials = await db.select().from(s.account).where(eq(s.account.userId, account.id));
    expect(credentials).toHaveLength(0);
    expect((await listOrdersForUser(account.id)).length).toBe(2);
    const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.id, account.id));
    expect(profile).toMatchObject({ firstName: "Asha", lastName: "Patel", phone: "020 7946 0321" });

    const [mail] = await db
      .select()
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.to, email))
      .orderBy(desc(s.emailOutbox.createdAt));
    expect(mail.kind).toBe("password-reset");
    const link = mail.text.match(/https?:\/\/\S+reset-password\S*/)![0];
    const redirect = await auth.handler(new Request(link));
    const token = new URL(redirect.headers.get("Location")!, "http://localhost").searchParams.get("token")!;
    await auth.api.resetPassword({ body: { newPassword: "my-own-password-1", token } });
    const signedIn = await auth.api.signInEmail({ body: { email, password: "my-own-password-1" } });
    expect(signedIn.user.email).toBe(email);

    // A second press, or another of their orders, does not create another account.
    expect(await createAccountForGuestOrder(browser(), earlier.sessionId, "10.1.0.1")).toBe("not-allowed");
  });

  it("does not create a second account for an email that already has one", async () => {
    const email = `taken-${Date.now()}@example.com`;
    await db.insert(s.user).values({ id: `taken-${Date.now()}`, name: "Taken", email, emailVerified: true });
    const { sessionId } = await guestCheckout(email);
    await payTestSession(sessionId);
    expect(await createAccountForGuestOrder(browser(), sessionId, "10.1.0.2")).toBe("exists");
  });
});
