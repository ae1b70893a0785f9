import { z } from "zod";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { formatPence } from "~/lib/money";
import { refundOrder } from "../refund.server";

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
