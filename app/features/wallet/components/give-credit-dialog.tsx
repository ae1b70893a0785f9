import { useState } from "react";
import { useFetcher } from "react-router";
import { type AdminActionResult, useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { DialogActions, FormDialog } from "~/components/admin/form-dialog";
import { FormField, TextareaField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";

/**
 * The Users tab's "Give credit" button and its dialog: an amount in pounds (at most £500) and a
 * note the customer reads in My account. The server checks both; its answer is the toast.
 */
export function GiveCreditButton({ userId, who }: { userId: string; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Give credit<span className="sr-only"> to {who}</span>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={<>Give store credit to {who}</>}
        description="The credit is added to their account at once and paid towards their next orders. They see your note in My account."
      >
        {open ? <GiveCreditForm userId={userId} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function GiveCreditForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher);
  useFetcherResult(fetcher, (result) => {
    if (result?.ok) onDone();
  });
  const id = `credit-${userId}`;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="give-credit" />
      <input type="hidden" name="userId" value={userId} />
      <FormField
        id={`${id}-amount`}
        name="amount"
        label="Amount (£)"
        inputMode="decimal"
        required
        placeholder="10.00"
        autoComplete="off"
      />
      <TextareaField id={`${id}-note`} name="note" label="Note for the customer" required maxLength={300} rows={3} />
      <DialogActions onCancel={onDone} pending={fetcher.state !== "idle"} pendingLabel="Giving...">
        Give credit
      </DialogActions>
    </fetcher.Form>
  );
}
