import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as s from "~/db/schema";
import type { Cart } from "~/features/cart/cart";
import type { CustomerDetails } from "~/features/orders/checkout-schema";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { applyPaymentEvent } from "~/features/payments/payment-events.server";
import type { Database } from "~/lib/db.server";
import { customerDetails } from "./checkout";

/**
 * An order placed at `now` and paid on the test provider, as checkout and payment leave it (through
 * payments' one reaction path): with a subscription line in `cart`, its subscription (`sub`,
 * undefined otherwise), charging £32 a week. A guest's unless
 * `userId` names an account.
 */
export async function paidCheckout(
  db: Database,
  cart: Cart,
  now: Date,
  { userId = null, customer = customerDetails() }: { userId?: string | null; customer?: CustomerDetails } = {},
) {
  const created = await createOrderFromCart({ cart, customer, userId, isGuest: !userId, provider: "test", now });
  if (!created.ok) throw new Error(created.message);
  const subscribes = cart.lines.some((line) => line.isSubscription);
  await applyPaymentEvent({
    type: "paid",
    provider: "test",
    orderId: created.order.id,
    sessionId: `test_cs_${randomUUID()}`,
    paymentId: null,
    amountPence: null,
    subscriptionId: subscribes ? `test_sub_${randomUUID()}` : null,
    weeklyPence: 3200,
    source: "test",
  });
  const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.orderId, created.order.id));
  return { order: created.order, sub };
}
