import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2, X } from "lucide-react";
import type * as React from "react";
import { useEffect, useState } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { useEditing } from "~/components/admin/use-editing";
import { FormField } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  addDishToWeek,
  type AdminWeek,
  availableDishes,
  cuisineOptions,
  deleteWeek,
  listWeeks,
  removeDishFromWeek,
  saveWeeklyCuisine,
  setWeekActive,
} from "~/features/catalog/admin-weekly-cuisines.server";
import { AddDishToWeekSchema, WeeklyCuisineSchema } from "~/features/catalog/cuisine-schemas";
import { addDays, dayOfWeek, formatLongDate, formatShortDate, isIsoDate, weekendLabel } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/weekly-cuisines";

export const meta: Route.MetaFunction = () => [{ title: "Weekly Cuisines | Admin Dashboard" }];

export async function loader() {
  const [weeks, options] = await Promise.all([listWeeks(), cuisineOptions()]);
  const dishes = await availableDishes([...new Set(weeks.flatMap((w) => w.cuisines))]);
  return { weeks, options, dishes };
}

type WeekActionData = AdminActionResult & { result?: SubmissionResult<string[]>; saved?: boolean; error?: string };

const fail = (title: string, description?: string, status = 400, extra: Partial<WeekActionData> = {}) =>
  data({ ...extra, toast: { type: "error", title, description } } satisfies WeekActionData, { status });
const done = (title: string, extra: Partial<WeekActionData> = {}): WeekActionData => ({
  ok: true,
  ...extra,
  toast: { type: "success", title },
});

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: WeeklyCuisineSchema });
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? "Failed to save weekly cuisine";
      return fail(message, undefined, 400, { result: submission.reply() });
    }
    try {
      const outcome = await saveWeeklyCuisine(submission.value);
      if (!outcome.ok) {
        const reply = submission.reply(
          outcome.field ? { fieldErrors: { [outcome.field]: [outcome.error] } } : { formErrors: [outcome.error] },
        );
        return fail(outcome.error, undefined, 400, { result: reply });
      }
      const label = weekendLabel(submission.value.weekStartDate);
      return done(outcome.created ? `Weekly cuisine added for ${label}` : `Weekly cuisine updated for ${label}`, {
        saved: true,
        result: submission.reply({ resetForm: true }),
      });
    } catch (error) {
      logger.error({ err: error }, "save weekly cuisine failed");
      return fail("Failed to save weekly cuisine", undefined, 500, { result: submission.reply() });
    }
  }

  if (intent === "add-dish") {
    const parsed = AddDishToWeekSchema.safeParse({
      weekId: formData.get("weekId") ?? undefined,
      dishId: formData.get("dishId") ?? undefined,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      return fail(message, undefined, 400, { error: message });
    }
    const outcome = await addDishToWeek(parsed.data.weekId, parsed.data.dishId).catch(() => ({
      ok: false as const,
      error: "Failed to add dish to week",
    }));
    if (!outcome.ok) return fail(outcome.error, undefined, 400, { error: outcome.error });
    return done(`${outcome.dish} added to ${outcome.cuisine} for this week`);
  }

  const id = z.uuid().safeParse(formData.get("id"));
  if (!id.success) return fail("Week not found");
  if (intent === "toggle") {
    const active = formData.get("value") === "activate";
    const ok = await setWeekActive(id.data, active).catch(() => false);
    return ok
      ? done(active ? "Weekly cuisine activated" : "Weekly cuisine deactivated")
      : fail("Failed to update status");
  }
  if (intent === "delete") {
    const ok = await deleteWeek(id.data).catch(() => false);
    return ok ? done("Weekly cuisine deleted") : fail("Failed to delete weekly cuisine");
  }
  if (intent === "remove-dish") {
    const dishId = z.uuid().safeParse(formData.get("dishId"));
    const ok = dishId.success && (await removeDishFromWeek(id.data, dishId.data).catch(() => false));
    return ok ? done("Dish removed from the week") : fail("Failed to update status");
  }
  return fail("Failed to save weekly cuisine");
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch weekly cuisines" />;
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function WeeklyCuisinesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { weeks, options, dishes } = loaderData;
  const [editing, setEditing] = useEditing<AdminWeek>(weeks, actionData ?? undefined);
  useActionToast(actionData);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Weekly Cuisines"
        description="Each weekend (Saturday and Sunday) offers two cuisines. The latest active week is the one customers order from."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <WeekForm
          key={editing?.id ?? "new"}
          week={editing}
          options={options}
          lastResult={actionData?.result}
          onCancel={() => setEditing(null)}
        />
        <section aria-labelledby="weeks-heading" className="flex flex-col gap-3">
          <h2 id="weeks-heading" className="text-lg font-semibold">
            Weeks ({weeks.length})
          </h2>
          {weeks.length === 0 ? (
            <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
              No weekly cuisines yet. Add the first weekend with the form.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {weeks.map((week) => (
                <WeekRow
                  key={week.id}
                  week={week}
                  dishes={dishes}
                  editing={editing?.id === week.id}
                  onEdit={() => setEditing(week)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

function WeekForm({
  week,
  options,
  lastResult,
  onCancel,
}: {
  week: AdminWeek | null;
  options: string[];
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
  // Edit opens the form where the list's button cannot be seen (narrow screens): bring it to the user.
  const dateId = fields.weekStartDate.id;
  useEffect(() => {
    if (week) document.getElementById(dateId)?.focus();
  }, [week, dateId]);
  const [first, setFirst] = useState(week?.cuisines[0] ?? "");
  // A cuisine of an edited week that has since been deactivated stays selectable.
  const choices = [...new Set([...(week?.cuisines ?? []), ...options])].sort();
  const validSaturday = isIsoDate(start) && dayOfWeek(start) === 6;

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{week ? `Edit ${week.weekLabel}` : "Add weekly cuisine"}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="save" />
          {week ? <input type="hidden" name="id" value={week.id} /> : null}
          <FormField
            label="Saturday date"
            error={fields.weekStartDate.errors}
            {...getInputProps(fields.weekStartDate, { type: "date" })}
            onInput={(event: React.FormEvent<HTMLInputElement>) => setStart(event.currentTarget.value)}
          />
          <p className="text-muted -mt-2 text-sm" aria-live="polite">
            {start && isIsoDate(start)
              ? validSaturday
                ? `Covers ${formatLongDate(start)} to ${formatLongDate(addDays(start, 1))}. Label: ${weekendLabel(start)}.`
                : `${formatLongDate(start)} is not a Saturday.`
              : "The week runs from the Saturday to the Sunday after it."}
          </p>
          <SelectField
            label="First cuisine"
            errors={fields.cuisine1.errors}
            {...getSelectProps(fields.cuisine1)}
            onChange={(event) => setFirst(event.currentTarget.value)}
          >
            <option value="">Select a cuisine</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Second cuisine" errors={fields.cuisine2.errors} {...getSelectProps(fields.cuisine2)}>
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
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : week ? "Update Week" : "Add Week"}
            </Button>
            {week ? (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function SelectField({
  label,
  errors,
  id,
  children,
  ...props
}: { label: string; errors?: string[] } & React.ComponentProps<"select">) {
  const message = errors?.[0];
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        {...props}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        {children}
      </NativeSelect>
      {message ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function WeekRow({
  week,
  dishes,
  editing,
  onEdit,
}: {
  week: AdminWeek;
  dishes: LoaderData["dishes"];
  editing: boolean;
  onEdit: () => void;
}) {
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (fields: Record<string, string>) => fetcher.submit({ id: week.id, ...fields }, { method: "post" });
  return (
    <li
      className={cn(
        "rounded-xl border bg-white",
        editing ? "border-brand-500 ring-brand-200 ring-2" : "border-stone-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold">{week.weekLabel}</h3>
          <p className="text-muted text-sm">
            {formatShortDate(week.weekStartDate)} – {formatShortDate(week.weekEndDate)}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {week.cuisines.map((c) => (
              <Badge key={c}>{c}</Badge>
            ))}
            <Badge variant={week.isActive ? "success" : "muted"}>{week.isActive ? "Active" : "Inactive"}</Badge>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${week.weekLabel}`}>
            <Pencil className="size-3.5" aria-hidden /> Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => post({ intent: "toggle", value: week.isActive ? "deactivate" : "activate" })}
          >
            {week.isActive ? "Deactivate" : "Activate"}
            <span className="sr-only"> {week.weekLabel}</span>
          </Button>
          <ConfirmButton
            title={`Delete the week of ${week.weekLabel}?`}
            description="The weekly cuisine pair is removed. Its dishes stay on the menu. This cannot be undone."
            onConfirm={() => post({ intent: "delete" })}
            trigger={
              <Button type="button" size="sm" variant="outline" disabled={busy} aria-label={`Delete ${week.weekLabel}`}>
                <Trash2 className="size-3.5" aria-hidden /> Delete
              </Button>
            }
          />
        </div>
      </div>
      <div className="flex flex-col divide-y divide-stone-100 border-t border-stone-200">
        {week.cuisines.map((cuisine) => (
          <WeekCuisineDishes
            key={cuisine}
            week={week}
            cuisine={cuisine}
            dishes={week.dishes[cuisine] ?? []}
            candidates={dishes.filter((d) => d.cuisine === cuisine)}
          />
        ))}
      </div>
    </li>
  );
}

function WeekCuisineDishes({
  week,
  cuisine,
  dishes,
  candidates,
}: {
  week: AdminWeek;
  cuisine: string;
  dishes: AdminWeek["dishes"][string];
  candidates: LoaderData["dishes"];
}) {
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const panelId = `week-${week.id}-${cuisine.replace(/\W+/g, "-")}`;
  return (
    <div className="px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="px-2"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
          {cuisine} dishes ({dishes.length})
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setAdding(true)}>
          <Plus className="size-3.5" aria-hidden /> Add Dish
          <span className="sr-only">
            {" "}
            to {cuisine} for {week.weekLabel}
          </span>
        </Button>
      </div>
      {expanded ? (
        <div id={panelId} className="pb-2">
          {dishes.length === 0 ? (
            <p className="text-muted px-2 text-sm">No {cuisine} dishes on this week yet.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {dishes.map((dish) => (
                <li
                  key={dish.id}
                  className={cn(
                    "flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-stone-50",
                    !dish.isAvailable && "text-muted",
                  )}
                >
                  <span>
                    <span className="font-medium">{dish.name}</span>
                    <span className="text-muted">
                      {" "}
                      · {dish.category ?? "No category"} · {dish.dishType === "vegetarian" ? "Vegetarian" : "Standard"}{" "}
                      · {formatPence(dish.price)}
                      {!dish.isAvailable ? " · Unavailable" : ""}
                    </span>
                  </span>
                  <ConfirmButton
                    title={`Take ${dish.name} off this week?`}
                    description={`The dish stays on the menu but is no longer part of the ${week.weekLabel} weekend.`}
                    confirmLabel="Remove"
                    onConfirm={() =>
                      fetcher.submit({ intent: "remove-dish", id: week.id, dishId: dish.id }, { method: "post" })
                    }
                    trigger={
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={fetcher.state !== "idle"}
                        aria-label={`Remove ${dish.name} from this week`}
                      >
                        <X className="size-3.5" aria-hidden />
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <AddDishDialog
        open={adding}
        onOpenChange={setAdding}
        week={week}
        cuisine={cuisine}
        candidates={candidates.filter((d) => d.weekAvailable !== week.weekStartDate)}
      />
    </div>
  );
}

function AddDishDialog({
  open,
  onOpenChange,
  week,
  cuisine,
  candidates,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  week: AdminWeek;
  cuisine: string;
  candidates: LoaderData["dishes"];
}) {
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) onOpenChange(false);
    else setError(fetcher.data.error ?? null);
  }, [fetcher.data, onOpenChange]);
  const selectId = `add-dish-${week.id}-${cuisine.replace(/\W+/g, "-")}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Add {cuisine} dish to {week.weekLabel}
          </DialogTitle>
          <DialogDescription>
            Only available dishes are offered. A dish belongs to one week at a time: adding it here moves it from its
            current week.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const value = new FormData(event.currentTarget).get("dishId");
            if (!value) {
              event.preventDefault();
              setError("Please select a dish");
            }
          }}
        >
          <input type="hidden" name="intent" value="add-dish" />
          <input type="hidden" name="weekId" value={week.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={selectId}>Dish</Label>
            <NativeSelect
              id={selectId}
              name="dishId"
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${selectId}-error` : undefined}
            >
              <option value="">Select a dish</option>
              {candidates.map((dish) => (
                <option key={dish.id} value={dish.id}>
                  {dish.name}
                  {dish.weekAvailable ? ` (now on ${formatShortDate(dish.weekAvailable)})` : ""}
                </option>
              ))}
            </NativeSelect>
            {candidates.length === 0 ? (
              <p className="text-muted text-sm">Every available {cuisine} dish is already on this week.</p>
            ) : null}
            {error ? (
              <p id={`${selectId}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Adding..." : "Add Dish"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
