import type * as React from "react";
import { SubmitButton } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

/** A back-office dialog: its title and description, then the form it holds. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Classes for the dialog's panel (e.g. a wider one). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog form's footer: Cancel, then the submit button (its pending label while the form is sent). */
export function DialogActions({
  onCancel,
  pending,
  pendingLabel,
  disabled,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  pendingLabel: React.ReactNode;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={disabled}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}

/** A dialog field's error (`id`, for the control's aria-describedby), announced when it appears. */
export function DialogFieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
