import type * as React from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";

/**
 * A trigger that asks before doing something that cannot be undone: the question, the way out
 * (`cancelLabel`) and the action that confirms it (a button, or a form that posts).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel = "Cancel",
  action,
}: {
  trigger: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  cancelLabel?: string;
  action: React.ReactNode;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {action}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
