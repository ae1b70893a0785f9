import type * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A labelled input with its error message wired for screen readers. */
export function FormField({
  label,
  name,
  error,
  id = name,
  ...props
}: { label: string; name: string; error?: string | string[] | null } & React.ComponentProps<"input">) {
  const message = Array.isArray(error) ? error[0] : error;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...props}
      />
      {message ? (
        <p id={errorId} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
