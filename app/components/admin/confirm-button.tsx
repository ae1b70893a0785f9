import type * as React from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { AlertDialogAction } from "~/components/ui/alert-dialog";

/** A trigger that asks for confirmation before running a destructive action. */
export function ConfirmButton({
  trigger,
  title,
  description,
  confirmLabel = "Delete",
  onConfirm,
}: {
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      description={description}
      action={<AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>}
    />
  );
}
