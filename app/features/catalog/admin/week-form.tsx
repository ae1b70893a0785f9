import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { EditorActions, EditorCard, useFocusWhenEditing } from "~/components/admin/editor-form";
import { InputField } from "~/components/conform-fields";
import { SelectField, SelectOptions } from "~/components/form-kit";
import { addDays, dayOfWeek, formatLongDate, isIsoDate, weekendLabel } from "~/lib/dates";
import { WeeklyCuisineSchema } from "./cuisine-schemas";
import type { AdminWeek } from "./weekly-cuisines.server";

/** Adds a weekend's cuisine pair, or edits `week`. */
export function WeekForm({
  week,
  options,
  thisSaturday,
  lastResult,
  onCancel,
}: {
  week: AdminWeek | null;
  options: string[];
  /** The Saturday of this weekend (the server's clock): an earlier Saturday is refused. */
  thisSaturday: string;
  lastResult: SubmissionResult<string[]> | undefined;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `week-${week?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: week
      ? { weekStartDate: week.weekStartDate, cuisine1: week.cuisines[0], cuisine2: week.cuisines[1] }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WeeklyCuisineSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [start, setStart] = useState(week?.weekStartDate ?? "");
  useFocusWhenEditing(week, fields.weekStartDate.id);
  const [first, setFirst] = useState(week?.cuisines[0] ?? "");
  // A cuisine of an edited week that has since been deactivated stays selectable.
  const choices = [...new Set([...(week?.cuisines ?? []), ...options])].sort();
  const validSaturday = isIsoDate(start) && dayOfWeek(start) === 6;

  return (
    <EditorCard
      title={week ? `Edit ${week.weekLabel}` : "Add weekly cuisine"}
      formProps={getFormProps(form)}
      id={week?.id}
    >
      <InputField
        label="Saturday date"
        field={fields.weekStartDate}
        type="date"
        min={thisSaturday}
        onInput={(event: React.FormEvent<HTMLInputElement>) => setStart(event.currentTarget.value)}
      />
      <p className="text-muted -mt-2 text-sm" aria-live="polite">
        {start && isIsoDate(start)
          ? !validSaturday
            ? `${formatLongDate(start)} is not a Saturday.`
            : start < thisSaturday
              ? `The weekend of ${weekendLabel(start)} has passed.`
              : `Covers ${formatLongDate(start)} to ${formatLongDate(addDays(start, 1))}. Label: ${weekendLabel(start)}.`
          : "The week runs from the Saturday to the Sunday after it, this weekend or later."}
      </p>
      <SelectField
        label="First cuisine"
        error={fields.cuisine1.errors}
        {...getSelectProps(fields.cuisine1)}
        onChange={(event) => setFirst(event.currentTarget.value)}
      >
        <option value="">Select a cuisine</option>
        <SelectOptions options={choices.map((name) => ({ value: name, label: name }))} />
      </SelectField>
      <SelectField label="Second cuisine" error={fields.cuisine2.errors} {...getSelectProps(fields.cuisine2)}>
        <option value="">Select a cuisine</option>
        {choices
          .filter((name) => name !== first)
          .map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
      </SelectField>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <EditorActions editing={!!week} pending={saving} onCancel={onCancel}>
        {week ? "Update Week" : "Add Week"}
      </EditorActions>
    </EditorCard>
  );
}
