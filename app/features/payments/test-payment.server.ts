import { eq, sql } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import { paymentWindowClosed } from "~/features/delivery/public";
import { findOrderViewBySession, lockOrderForPayment } from "~/features/orders/public.server";
import { db } from "~/lib/db.server";
import { preparedStatement } from "~/lib/statements.server";
import { applyPaymentEvent } from "./payment-events.server";
import { isTestSessionId, testIdsFor } from "./test-provider.server";

/** The test payment page's session: its order (with its lines), if the session is the test provider's. */
export async function findTestSession(sessionId: string) {
  if (!isTestSessionId(sessionId)) return null;
  const found = await findOrderViewBySession(sessionId);
  return found && found.payment.provider === "test" ? found : null;
}
export type TestSession = NonNullable<Awaited<ReturnType<typeof findTestSession>>>;

/**
 * When a session's payment window opened: checkout writes the order and its session together; a
 * payment link opens a new session days after its order was entered.
 */
export function windowOpenedAt(found: {
  order: { manualPayment: string | null; createdAt: Date };
  payment: { createdAt: Date };
}): Date {
  return found.order.manualPayment === "link" ? found.payment.createdAt : found.order.createdAt;
}

/** The session's payment (a statement built once, as paying is hot). */
const paymentOfSession = preparedStatement("test_pay_payment", (root, name) =>
  root
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sql.placeholder("sessionId")))
    .prepare(name),
);

/**
 * "Pay" on the test page: the simulated provider reports success (no card is charged). The
 * order's row is locked first, as opening its payment link locks it, so a session closed by a
 * reopened link in the same moment is not paid; an order already paid (by this session or
 * another) is not paid again.
 */
export async function payTestSession(
  sessionId: string,
  /** The session as the caller has just read it (findTestSession), so it is not read twice. */
  session?: TestSession | null,
): Promise<"paid" | "not-payable"> {
  const found = session === undefined ? await findTestSession(sessionId) : session;
  if (!found) return "not-payable";
  return db.transaction(async () => {
    const order = (await lockOrderForPayment(found.order.id))!;
    if (order.status !== "pending_payment") return order.paidAt ? "paid" : "not-payable";
    const [payment] = await paymentOfSession({ sessionId });
    // As at Stripe, the page stops taking payment when the payment window closes.
    if (payment.status !== "pending" || paymentWindowClosed(windowOpenedAt({ order: found.order, payment }))) {
      await applyPaymentEvent({
        type: "checkoutClosed",
        orderId: found.order.id,
        sessionId,
        why: "expired",
        source: "system",
      });
      return "not-payable";
    }
    const ids = testIdsFor(sessionId);
    await applyPaymentEvent(
      {
        type: "paid",
        provider: "test",
        orderId: found.order.id,
        sessionId,
        paymentId: ids.paymentId,
        amountPence: null,
        subscriptionId: found.order.isSubscription ? ids.subscriptionId : null,
        weeklyPence: payment.weeklyAmountPence ?? 0,
        source: "test payment page",
      },
      { known: found.order },
    );
    return "paid";
  });
}

/** "Cancel" on the test page: the order is cancelled; the cart stays in the browser. */
export async function cancelTestSession(sessionId: string, session?: TestSession | null): Promise<boolean> {
  const found = session === undefined ? await findTestSession(sessionId) : session;
  if (!found) return false;
  if (found.order.status !== "pending_payment") return false;
  await applyPaymentEvent({
    type: "checkoutClosed",
    orderId: found.order.id,
    sessionId,
    why: "cancelled",
    source: "customer",
  });
  return true;
}
