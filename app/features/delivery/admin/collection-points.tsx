import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Power, PowerOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { EditorActions, useFocusWhenEditing } from "~/components/admin/editor-form";
import { HeadedSection } from "~/components/admin/headed-section";
import { useActionToast, useSavingFetcher } from "~/components/admin/action-toast";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { ReorderButtons } from "~/components/admin/reorder-buttons";
import { InputField } from "~/components/conform-fields";
import { TextareaField } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { pointAddress } from "../collection-points";
import { CollectionPointSchema, splitHours } from "./collection-point-schemas";
import type { AdminCollectionPoint, CollectionPointActionResult } from "./collection-points.server";

const DELETE_KEY = "collection-point-delete";

/**
 * The Settings tab's section on collection points: where customers may collect their order,
 * with the hours of each weekend day. Only active points are offered at checkout.
 */
export function CollectionPoints({ points }: { points: AdminCollectionPoint[] }) {
  const [editing, setEditing] = useState<AdminCollectionPoint | null>(null);
  // A deleted row disappears: its answer is shown here.
  useActionToast(useFetcher<CollectionPointActionResult>({ key: DELETE_KEY }));
  useEffect(() => {
    if (editing && !points.some((p) => p.id === editing.id)) setEditing(null);
  }, [points, editing]);
  const active = points.filter((p) => p.isActive).length;
  return (
    <HeadedSection
      id="collection-points-heading"
      title="Collection points"
      className="mt-8 rounded-xl border border-stone-200 bg-white p-5"
    >
      <p className="text-muted mb-4 text-sm">
        Where customers may collect their order instead of having it delivered (no shipping is charged). A point is
        offered for a date only when it has hours on that day. {active} active of {points.length}.
      </p>
      {points.length === 0 ? (
        <p className="text-muted mb-4 rounded-lg border border-dashed border-stone-300 p-4 text-center text-sm">
          No collection points yet: customers can only have their order delivered. Add the first one below.
        </p>
      ) : (
        <ul className="mb-6 flex flex-col gap-3" aria-label="Collection points">
          {points.map((point, i) => (
            <CollectionPointRow
              key={point.id}
              point={point}
              first={i === 0}
              last={i === points.length - 1}
              editing={editing?.id === point.id}
              onEdit={() => setEditing(point)}
            />
          ))}
        </ul>
      )}
      <CollectionPointForm key={editing?.id ?? "new"} point={editing} onDone={() => setEditing(null)} />
    </HeadedSection>
  );
}

const hoursText = (hours: string) => hours.trim() || "no collection";

function CollectionPointRow({
  point,
  first,
  last,
  editing,
  onEdit,
}: {
  point: AdminCollectionPoint;
  first: boolean;
  last: boolean;
  editing: boolean;
  onEdit: () => void;
}) {
  const fetcher = useFetcher<CollectionPointActionResult>();
  const deleter = useFetcher<CollectionPointActionResult>({ key: DELETE_KEY });
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle" || deleter.state !== "idle";
  const post = (intent: string, value = "") => fetcher.submit({ intent, id: point.id, value }, { method: "post" });
  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start",
        editing ? "border-brand-500 ring-brand-200 ring-2" : "border-stone-200",
        !point.isActive && "bg-stone-50",
      )}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {point.name}
          <Badge variant={point.isActive ? "success" : "muted"}>{point.isActive ? "Active" : "Inactive"}</Badge>
        </p>
        <p>{pointAddress(point)}</p>
        <p className="mt-1">
          <span className="font-medium">Saturday:</span> {hoursText(point.saturdayHours)} ·{" "}
          <span className="font-medium">Sunday:</span> {hoursText(point.sundayHours)}
        </p>
        {point.instructions ? <p className="text-muted mt-1 whitespace-pre-line">{point.instructions}</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <ReorderButtons
          name={point.name}
          upDisabled={first || busy}
          downDisabled={last || busy}
          onUp={() => post("move-collection-point", "up")}
          onDown={() => post("move-collection-point", "down")}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => post("toggle-collection-point", point.isActive ? "deactivate" : "activate")}
          aria-label={`${point.isActive ? "Deactivate" : "Activate"} ${point.name}`}
        >
          {point.isActive ? <PowerOff className="size-3.5" aria-hidden /> : <Power className="size-3.5" aria-hidden />}
          {point.isActive ? "Deactivate" : "Activate"}
        </Button>
        <EditButton label={`Edit ${point.name}`} onClick={onEdit} />
        <DeleteButton
          title={`Delete ${point.name}?`}
          description="Customers can no longer choose it. Orders already placed keep its name, address and hours as they were told them. This cannot be undone."
          onConfirm={() => deleter.submit({ intent: "delete-collection-point", id: point.id }, { method: "post" })}
          label={`Delete ${point.name}`}
          disabled={busy}
        />
      </div>
    </li>
  );
}

function CollectionPointForm({ point, onDone }: { point: AdminCollectionPoint | null; onDone: () => void }) {
  const fetcher = useSavingFetcher<CollectionPointActionResult>(onDone, (result) => Boolean(result.saved));
  const saturday = splitHours(point?.saturdayHours ?? "");
  const sunday = splitHours(point?.sundayHours ?? "");
  const [form, fields] = useForm({
    id: `collection-point-${point?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" && fetcher.data?.form === "collection-point" ? fetcher.data.result : undefined,
    defaultValue: point
      ? {
          name: point.name,
          address: point.address,
          postcode: point.postcode,
          instructions: point.instructions,
          saturdayFrom: saturday.from,
          saturdayUntil: saturday.until,
          sundayFrom: sunday.from,
          sundayUntil: sunday.until,
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CollectionPointSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Edit opens the form below the list: bring it to the admin.
  useFocusWhenEditing(point, fields.name.id);
  const busy = fetcher.state !== "idle";
  const time = (name: "saturdayFrom" | "saturdayUntil" | "sundayFrom" | "sundayUntil", label: string) => (
    <InputField label={label} field={fields[name]} type="time" />
  );
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={`${form.id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id={`${form.id}-title`} className="font-semibold">
        {point ? `Edit ${point.name}` : "Add a collection point"}
      </h3>
      <input type="hidden" name="intent" value="save-collection-point" />
      {point ? <input type="hidden" name="id" value={point.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Name" field={fields.name} type="text" />
        <InputField
          label="Postcode"
          field={fields.postcode}
          type="text"
          autoCapitalize="characters"
          placeholder="e.g. SE15 2PH"
        />
        <InputField
          label="Address"
          field={fields.address}
          type="text"
          wrapperClassName="sm:col-span-2"
          placeholder="Street, area, town"
        />
        <TextareaField
          label="Instructions for customers (optional)"
          wrapperClassName="sm:col-span-2"
          error={fields.instructions.errors}
          {...getTextareaProps(fields.instructions)}
          rows={2}
          placeholder="e.g. Ring the bell at the side gate"
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">
          Collection hours <span className="text-muted font-normal">(leave a day empty if there is no collection)</span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {time("saturdayFrom", "Saturday from")}
          {time("saturdayUntil", "Saturday until")}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {time("sundayFrom", "Sunday from")}
          {time("sundayUntil", "Sunday until")}
        </div>
      </fieldset>
      <EditorActions editing={!!point} pending={busy} onCancel={onDone}>
        {point ? "Update collection point" : "Add collection point"}
      </EditorActions>
    </fetcher.Form>
  );
}
