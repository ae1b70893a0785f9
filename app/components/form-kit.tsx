/**
 * The form kit: labelled fields with their error messages wired for screen readers, and a submit
 * button that shows the pending state. Every form of the site and the back-office is built from
 * these, so a field looks and behaves the same everywhere.
 */
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";

/** A field's errors as conform gives them (a list), or a single message. */
export type FieldErrors = string | string[] | null | undefined;

function firstError(error: FieldErrors): string | undefined {
  return (Array.isArray(error) ? error[0] : error) || undefined;
}

/** aria attributes linking a control to its error message (and to other descriptions). */
function describedBy(errorId: string, message: string | undefined, others?: string) {
  const ids = [others, message ? errorId : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": message ? true : undefined, "aria-describedby": ids || undefined };
}

/** The error message under a field; renders nothing without one. */
export function FieldError({ id, error }: { id: string; error: FieldErrors }) {
  const message = firstError(error);
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  label: React.ReactNode;
  error?: FieldErrors;
  /** Classes of the wrapper (grid placement). */
  wrapperClassName?: string;
  /** Ids of other descriptions of the control (a counter, a hint), before the error's. */
  hintIds?: string;
}

/** Label above, control, then its error: the frame every field shares. */
function FieldFrame({
  label,
  id,
  message,
  wrapperClassName,
  children,
}: {
  label: React.ReactNode;
  id: string;
  message: string | undefined;
  wrapperClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", wrapperClassName)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} error={message} />
    </div>
  );
}

type Aria = ReturnType<typeof describedBy>;

/**
 * The frame around the control `control` draws (given its aria attributes and the props the
 * frame does not take), then `after` (a counter, a hint).
 */
function Field<P extends object>({
  label,
  error,
  id,
  wrapperClassName,
  hintIds,
  after,
  control,
  ...rest
}: FieldProps & { id: string; after?: React.ReactNode; control: (aria: Aria, rest: P) => React.ReactNode } & P) {
  const message = firstError(error);
  return (
    <FieldFrame label={label} id={id} message={message} wrapperClassName={wrapperClassName}>
      {control(describedBy(`${id}-error`, message, hintIds), rest as unknown as P)}
      {after}
    </FieldFrame>
  );
}

type InputProps = FieldProps & { name: string } & React.ComponentProps<"input">;

/** A labelled input. */
export function FormField({ id, children, ...props }: InputProps) {
  const fieldId = id ?? props.name;
  return (
    <Field<Omit<InputProps, "id" | "children">>
      {...props}
      id={fieldId}
      after={children}
      control={(aria, rest) => <Input id={fieldId} {...aria} {...rest} />}
    />
  );
}

type TextareaProps = FieldProps & { id: string } & React.ComponentProps<"textarea">;

/** A labelled textarea. */
export function TextareaField({ children, ...props }: TextareaProps) {
  return (
    <Field<Omit<TextareaProps, "id" | "children">>
      {...props}
      after={children}
      control={(aria, rest) => <Textarea id={props.id} {...aria} {...rest} />}
    />
  );
}

type SelectProps = FieldProps & { id: string } & React.ComponentProps<"select">;

/** A labelled native select (keyboard and screen-reader behaviour from the browser). */
export function SelectField({ children, ...props }: SelectProps) {
  return (
    <Field<Omit<SelectProps, "id" | "children">>
      {...props}
      control={(aria, rest) => (
        <NativeSelect {...rest} id={props.id} {...aria}>
          {children}
        </NativeSelect>
      )}
    />
  );
}

/** A select's options, in order: the `value` and the `label` of each. */
export function SelectOptions({ options }: { options: readonly { value: string; label: React.ReactNode }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  id,
  wrapperClassName,
  ...props
}: { label: React.ReactNode; id: string; wrapperClassName?: string } & Omit<React.ComponentProps<"input">, "type">) {
  return (
    <div className={cn("flex items-center gap-2", wrapperClassName)}>
      <input type="checkbox" id={id} className="accent-brand-600 size-4" {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** A submit button that is disabled and says `pendingLabel` while its form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: { pending: boolean; pendingLabel: React.ReactNode } & React.ComponentProps<typeof Button>) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
