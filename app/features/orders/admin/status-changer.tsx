import { useRef } from "react";
import { useFetcher } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { HeadedSection } from "~/components/admin/headed-section";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TextareaField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { ADMIN_TRANSITIONS, orderStatusLabel, type OrderStatus } from "../order-status";

/**
 * The order's next steps: each status it may move to (named for how the order reaches the
 * customer: a collection is "ready to collect", then "collected"), with an optional note.
 */
export function StatusChanger({ status, fulfilment }: { status: OrderStatus; fulfilment: "delivery" | "collection" }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const moves = ADMIN_TRANSITIONS[status];
  if (moves.length === 0) return null;
  const busy = fetcher.state !== "idle";
  const send = (to: OrderStatus) => {
    fetcher.submit({ status: to, note: noteRef.current?.value ?? "" }, { method: "post" });
    if (noteRef.current) noteRef.current.value = "";
  };
  return (
    <HeadedSection
      id="status-change-heading"
      title="Update status"
      className="border-brand-200 bg-brand-50 flex flex-col gap-3 rounded-xl border p-4 print:hidden"
      headingClassName="font-semibold"
    >
      <TextareaField
        label="Note for the history (optional)"
        ref={noteRef}
        id="status-note"
        rows={2}
        maxLength={500}
        className="min-h-0"
      />
      <div className="flex flex-wrap gap-2">
        {moves
          .filter((to) => to !== "cancelled")
          .map((to) => (
            <Button
              key={to}
              type="button"
              variant={to === moves[0] ? "default" : "outline"}
              disabled={busy}
              onClick={() => send(to)}
            >
              Mark {orderStatusLabel(to, fulfilment).toLowerCase()}
            </Button>
          ))}
        {moves.includes("cancelled") ? (
          <ConfirmButton
            title="Cancel this order?"
            description={
              status === "pending_payment"
                ? "The order will not be delivered and its payment can no longer complete."
                : "The order will not be delivered. Cancelling does not refund the customer: use Refund payment for that."
            }
            confirmLabel="Cancel order"
            onConfirm={() => send("cancelled")}
            trigger={
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                className="border-red-300 text-red-800 hover:bg-red-50"
              >
                Cancel order
              </Button>
            }
          />
        ) : null}
      </div>
    </HeadedSection>
  );
}
