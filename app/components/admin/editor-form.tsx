import type { getFormProps } from "@conform-to/react";
import type * as React from "react";
import { useEffect } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * Edit opens the form where the list's button cannot be seen (narrow screens): once `editing`
 * is set, the control `id` gets the focus.
 */
export function useFocusWhenEditing(editing: unknown, id: string) {
  useEffect(() => {
    if (editing) document.getElementById(id)?.focus();
  }, [editing, id]);
}

/**
 * A tab's add-or-edit form in a card beside its list: the title, then a form that saves (with the
 * edited row's `id`, none when adding) holding `children`.
 */
export function EditorCard({
  title,
  formProps,
  id,
  children,
}: {
  title: React.ReactNode;
  formProps: ReturnType<typeof getFormProps>;
  id: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="save" />
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {children}
        </Form>
      </CardContent>
    </Card>
  );
}

/** The add-or-edit form's buttons: save, then Cancel while a row is edited. */
export function EditorActions({
  editing,
  pending,
  disabled,
  onCancel,
  children,
}: {
  editing: boolean;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pending={pending} pendingLabel="Saving..." disabled={disabled}>
        {children}
      </SubmitButton>
      {editing ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
