import { z } from "zod";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { formatPence } from "~/lib/money";
import { refundOrder, refundOrderToCredit } from "../refund.server";

/** The order page's Refund button: a full refund through the payment provider. */
export function refundAction(orderId: string | undefined, adminId: string) {
  const id = z.uuid().safeParse(orderId);
  if (!id.success) return failed("Failed to refund", { description: "Order not found" });
  return attempt(
    "Failed to refund",
    () => refundOrder(id.data, adminId),
    (outcome) =>
      outcome.ok
        ? succeeded({
            title: `Refunded ${formatPence(outcome.amountPence)}`,
            // A manual payment is only recorded as refunded: nobody else gives the money back.
            description: outcome.byHand
              ? "Paid by cash or bank transfer: return the money to the customer yourself."
              : undefined,
          })
        : failed("Failed to refund", { description: outcome.error, status: 409 }),
  );
}

/** The order page's "Refund as store credit": the order's total added to the customer's credit. */
export function refundToCreditAction(orderId: string | undefined, adminId: string) {
  const id = z.uuid().safeParse(orderId);
  if (!id.success) return failed("Failed to refund", { description: "Order not found" });
  return attempt(
    "Failed to refund",
    () => refundOrderToCredit(id.data, adminId),
    (outcome) =>
      outcome.ok
        ? succeeded({
            title: `Refunded ${formatPence(outcome.amountPence)} as store credit`,
            description: `The customer's store credit is now ${formatPence(outcome.balancePence)}; they have been emailed.`,
          })
        : failed("Failed to refund", { description: outcome.error, status: 409 }),
  );
}
