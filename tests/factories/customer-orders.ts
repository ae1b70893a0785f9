import { startPayment } from "~/features/payments/checkout.server";
import { payTestSession } from "~/features/payments/test-payment.server";
import { createOrderFromCart } from "~/features/orders/orders.server";
import type { Cart, CartLine } from "~/features/cart/cart";
import type { CustomerDetails } from "~/features/orders/checkout-schema";
import * as s from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "./checkout";

/** A signed-up customer (a better-auth user row). */
export async function createCustomer(db: Database, name = "Asha Patel") {
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const [user] = await db
    .insert(s.user)
    .values({ id: `cust-${key}`, name, email: `cust-${key}@example.com`, emailVerified: true })
    .returning();
  return user;
}

/**
 * An order of the customer for `date`, placed at `now` and paid on the built-in test provider's
 * page, as a customer's checkout makes it.
 */
export async function paidOrderOf(
  userId: string,
  email: string,
  date: string,
  now: Date,
  lines: CartLine[] = [essentialsLine()],
) {
  const created = await createOrderFromCart({
    cart: cartOf(date, ...lines),
    customer: customerDetails({ email }),
    userId,
    isGuest: false,
    provider: "test",
    now,
  });
  if (!created.ok) throw new Error(created.message);
  const started = await startPayment(created.order);
  if (!started.ok) throw new Error(started.message);
  if ((await payTestSession(started.url.replace("/pay/test/", ""))) !== "paid") throw new Error("not paid");
  return created.order;
}

/**
 * A guest's checkout of `cart` for `customer` (customerDetails filled in) at `now`, as checkout
 * places it: the unpaid order on the test provider, and the weekly amount quoted for it.
 */
export async function placeGuestOrder(cart: Cart, customer: Partial<CustomerDetails>, now: Date) {
  const result = await createOrderFromCart({
    cart,
    customer: customerDetails(customer),
    userId: null,
    isGuest: true,
    provider: "test",
    now,
  });
  if (!result.ok) throw new Error(`${result.title}: ${result.message}`);
  return result;
}

/** A guest's order of `cart` (placeGuestOrder): unpaid, on the test provider. */
export async function guestOrderOf(cart: Cart, customer: Partial<CustomerDetails>, now: Date) {
  return (await placeGuestOrder(cart, customer, now)).order;
}

/**
 * A guest's order of `cart` (guestOrderOf) with its payment on the built-in test provider started:
 * the order and the session id of its test payment page.
 */
export async function guestTestPayment(cart: Cart, customer: Partial<CustomerDetails>, now: Date) {
  const order = await guestOrderOf(cart, customer, now);
  const started = await startPayment(order);
  if (!started.ok) throw new Error(started.message);
  return { order, sessionId: started.url.replace("/pay/test/", "") };
}
