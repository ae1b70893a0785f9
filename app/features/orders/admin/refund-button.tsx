import { useFetcher } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Button } from "~/components/ui/button";
import { formatPence } from "~/lib/money";

/**
 * Refunds the order in full after a confirmation naming the amount. The toast is shown from the
 * answer itself: once refunded, the page no longer shows this button.
 */
export function RefundButton({ totalPence, isTestPayment }: { totalPence: number; isTestPayment: boolean }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const amount = formatPence(totalPence);
  return (
    <div className="mt-3 print:hidden">
      <ConfirmButton
        title={`Refund ${amount}?`}
        description={
          isTestPayment
            ? "This was a test payment, so no money was taken and none is returned. The order will be marked refunded and will not be delivered, and the customer gets an email. This cannot be undone."
            : `${amount} goes back to the customer's card through Stripe. The order will be marked refunded and will not be delivered, and the customer gets an email. This cannot be undone.`
        }
        confirmLabel="Refund"
        onConfirm={() => fetcher.submit({ intent: "refund" }, { method: "post" })}
        trigger={
          <Button
            type="button"
            variant="outline"
            disabled={fetcher.state !== "idle"}
            className="border-red-300 text-red-800 hover:bg-red-50"
          >
            {fetcher.state !== "idle" ? "Refunding..." : "Refund payment"}
          </Button>
        }
      />
    </div>
  );
}

/**
 * Refunds the order in full as the customer's store credit (decision 043), after a confirmation
 * naming the amount: nothing goes back to the card; the credit pays towards their next orders.
 */
export function CreditRefundButton({ totalPence }: { totalPence: number }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const amount = formatPence(totalPence);
  return (
    <div className="mt-3 print:hidden">
      <ConfirmButton
        title={`Refund ${amount} as store credit?`}
        description={`${amount} is added to the customer's store credit (nothing goes back to their card) and can pay towards their next orders. The order will be marked refunded and will not be delivered, and the customer gets an email. This cannot be undone.`}
        confirmLabel="Refund as store credit"
        onConfirm={() => fetcher.submit({ intent: "refund-credit" }, { method: "post" })}
        trigger={
          <Button type="button" variant="outline" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Refunding..." : "Refund as store credit"}
          </Button>
        }
      />
    </div>
  );
}
