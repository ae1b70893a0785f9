import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast, useFetcherResult } from "~/components/admin/action-toast";
import { DialogActions, DialogFieldError, FormDialog } from "~/components/admin/form-dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { dishCount } from "./week-format";
import type { AdminWeek, WeekActionData } from "./weekly-cuisines.server";

/**
 * "Copy from an earlier week": puts on `week`'s menu the dishes of an earlier week that fit it
 * (available dishes of its two cuisines). `earlier` are the weeks before it, the latest first.
 */
export function CopyWeekDialog({
  open,
  onOpenChange,
  week,
  earlier,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  week: AdminWeek;
  earlier: AdminWeek[];
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Copy dishes to {week.weekLabel}</>}
      description={
        <>
          The {week.cuisines.join(" and ")} dishes of the chosen week are added to this weekend&apos;s menu; its dishes
          stay. Dishes of other cuisines and unavailable dishes are not copied.
        </>
      }
    >
      {open ? <CopyWeekForm week={week} earlier={earlier} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function CopyWeekForm({ week, earlier, onDone }: { week: AdminWeek; earlier: AdminWeek[]; onDone: () => void }) {
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher);
  const [error, setError] = useState<string | null>(null);
  useFetcherResult(fetcher, (result) => {
    if (result.ok) onDone();
    else setError(result.error ?? null);
  });
  // The latest earlier week that shares a cuisine is the likely source.
  const likely = earlier.find((w) => w.cuisines.some((c) => week.cuisines.includes(c)));
  const selectId = `copy-week-${week.id}`;
  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        if (!new FormData(event.currentTarget).get("sourceId")) {
          event.preventDefault();
          setError("Please select a week to copy from");
        }
      }}
    >
      <input type="hidden" name="intent" value="copy" />
      <input type="hidden" name="id" value={week.id} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>Copy the dishes of</Label>
        <NativeSelect
          id={selectId}
          name="sourceId"
          defaultValue={likely?.id ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          onChange={() => setError(null)}
        >
          <option value="">Select a week</option>
          {earlier.map((source) => (
            <option key={source.id} value={source.id}>
              {source.weekLabel} {source.weekStartDate.slice(0, 4)}: {source.cuisines.join(" & ")},{" "}
              {dishCount(source.dishTotal)}
            </option>
          ))}
        </NativeSelect>
        <DialogFieldError id={`${selectId}-error`} error={error} />
      </div>
      <DialogActions onCancel={onDone} pending={fetcher.state !== "idle"} pendingLabel="Copying...">
        Copy Dishes
      </DialogActions>
    </fetcher.Form>
  );
}
