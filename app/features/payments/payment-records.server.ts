import { eq } from "drizzle-orm";
import { payments } from "~/db/schema/payments";
import { db } from "~/lib/db.server";

/** Whether a provider's session or invoice is recorded as a payment already (an invoice pays once). */
export async function paymentRecorded(sessionId: string): Promise<boolean> {
  const [seen] = await db.select({ id: payments.id }).from(payments).where(eq(payments.providerSessionId, sessionId));
  return Boolean(seen);
}

/** A payment taken outside a checkout (a weekly invoice paying a renewal), recorded paid. */
export async function recordPaidPayment(input: {
  orderId: string;
  provider: string;
  sessionId: string;
  paymentId: string | null;
  amountPence: number;
}): Promise<void> {
  await db.insert(payments).values({
    orderId: input.orderId,
    provider: input.provider,
    providerSessionId: input.sessionId,
    providerPaymentId: input.paymentId,
    amountPence: input.amountPence,
    status: "paid",
  });
}

/**
 * What each later week of the session's subscription charges, as the payment was opened with
 * (0 for a one-off payment, or a session not opened here).
 */
export async function weeklyAmountOfSession(sessionId: string): Promise<number> {
  const [payment] = await db
    .select({ weeklyPence: payments.weeklyAmountPence })
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  return payment?.weeklyPence ?? 0;
}
