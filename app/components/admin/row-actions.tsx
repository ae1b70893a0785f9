import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Button } from "~/components/ui/button";

type ButtonProps = React.ComponentProps<typeof Button>;

/** Edit: a small button with a pencil, named (`label`) for what it edits. */
export function EditButton({
  label,
  onClick,
  variant = "outline",
}: {
  label: string;
  onClick: () => void;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Button type="button" variant={variant} size="sm" onClick={onClick} aria-label={label}>
      <Pencil className="size-3.5" aria-hidden /> Edit
    </Button>
  );
}

/**
 * A button (named `label`) that asks before it deletes or removes something: the question
 * (`title`, `description`), then `onConfirm`. It shows `children`, by default a bin and "Delete".
 */
export function DeleteButton({
  title,
  description,
  confirmLabel,
  onConfirm,
  label,
  disabled,
  variant = "outline",
  size = "sm",
  className,
  children = (
    <>
      <Trash2 className="size-3.5" aria-hidden /> Delete
    </>
  ),
}: {
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  label: string;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <ConfirmButton
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      trigger={
        <Button
          type="button"
          variant={variant}
          size={size}
          className={className}
          aria-label={label}
          disabled={disabled}
        >
          {children}
        </Button>
      }
    />
  );
}
