import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast, useSavingFetcher } from "~/components/admin/action-toast";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { DialogActions, FormDialog } from "~/components/admin/form-dialog";
import { TabPage } from "~/components/admin/tab-heading";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, SelectField, SelectOptions, TextareaField } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { formatPence } from "~/lib/money";
import {
  BOX_KIND_LABEL,
  BOX_KIND_OPTIONS,
  BOX_VAT_RATE_OPTIONS,
  BoxTypeSchema,
  MAX_DISHES_PER_BOX,
} from "./box-type-schemas";
import type { AdminBoxType, loadBoxTypesTab } from "./box-types.server";

type BoxTypesTabData = Awaited<ReturnType<typeof loadBoxTypesTab>>;

export function BoxTypesTab({ boxTypes }: BoxTypesTabData) {
  const [dialog, setDialog] = useState<{ open: boolean; box: AdminBoxType | null }>({ open: false, box: null });
  const onOpenChange = useCallback((open: boolean) => setDialog((d) => ({ ...d, open })), []);
  // Deletes are sent by the cards; the answer is shown here, as a deleted card disappears.
  useActionToast(useFetcher<ActionResult>({ key: "box-type-delete" }));
  return (
    <TabPage
      title="Box Types Management"
      description="The boxes customers can order: each active box type is a tab of the order builder, in display order, with its kind, dishes per box and standard and vegetarian prices."
      actions={
        <Button onClick={() => setDialog({ open: true, box: null })}>
          <Plus className="size-4" aria-hidden /> Add Box Type
        </Button>
      }
    >
      {boxTypes.length === 0 ? (
        <EmptyState>No box types yet.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Box types">
          {boxTypes.map((box) => (
            <BoxTypeCard key={box.id} box={box} onEdit={() => setDialog({ open: true, box })} />
          ))}
        </ul>
      )}
      <FormDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        title={dialog.box ? "Edit Box Type" : "Add Box Type"}
        description="Prices in pounds; the vegetarian price applies to vegetarian boxes."
      >
        {dialog.open ? (
          <BoxTypeForm key={dialog.box?.id ?? "new"} box={dialog.box} onDone={() => onOpenChange(false)} />
        ) : null}
      </FormDialog>
    </TabPage>
  );
}

function BoxTypeCard({ box, onEdit }: { box: AdminBoxType; onEdit: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "box-type-delete" });
  const deleting = fetcher.state !== "idle" && fetcher.formData?.get("id") === box.id;
  return (
    <li
      className={`flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm ${box.isActive ? "" : "opacity-70"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{box.name}</h2>
          {box.description ? <p className="text-muted mt-1 text-sm">{box.description}</p> : null}
        </div>
        <Badge variant={box.isActive ? "success" : "muted"}>{box.isActive ? "Active" : "Inactive"}</Badge>
      </div>
      <p className="text-sm">
        <span className="text-muted">Kind: </span>
        <span className="font-medium">{BOX_KIND_LABEL[box.kind]}</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Standard price</dt>
          <dd className="font-semibold">{formatPence(box.basePrice)}</dd>
        </div>
        <div>
          <dt className="text-muted">Vegetarian price</dt>
          <dd className="font-semibold">{formatPence(box.vegetarianPrice)}</dd>
        </div>
        <div>
          <dt className="text-muted">Dishes per box</dt>
          <dd className="font-semibold">{box.mealCount}</dd>
        </div>
        <div>
          <dt className="text-muted">Display order</dt>
          <dd className="font-semibold">{box.displayOrder}</dd>
        </div>
        <div>
          <dt className="text-muted">VAT rate</dt>
          <dd className="font-semibold">{box.vatRatePercent}%</dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <EditButton label={`Edit ${box.name}`} onClick={onEdit} />
        <DeleteButton
          title="Delete this box type?"
          description={`"${box.name}" will no longer be offered. This cannot be undone.`}
          onConfirm={() => fetcher.submit({ intent: "delete", id: box.id }, { method: "post" })}
          label={`Delete ${box.name}`}
          className="text-red-700"
          disabled={deleting}
        />
      </div>
    </li>
  );
}

function BoxTypeForm({ box, onDone }: { box: AdminBoxType | null; onDone: () => void }) {
  const fetcher = useSavingFetcher<ActionResult>(onDone);
  const [form, fields] = useForm({
    id: `box-type-form-${box?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: {
      name: box?.name ?? "",
      description: box?.description ?? "",
      basePrice: box ? (box.basePrice / 100).toFixed(2) : "",
      vegetarianPrice: box ? (box.vegetarianPrice / 100).toFixed(2) : "",
      kind: box?.kind ?? "pick",
      mealCount: String(box?.mealCount ?? 4),
      displayOrder: String(box?.displayOrder ?? 0),
      isActive: box ? (box.isActive ? "on" : "") : "on",
      vatRatePercent: String(box?.vatRatePercent ?? 0),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BoxTypeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {box ? <input type="hidden" name="id" value={box.id} /> : null}
      <InputField label="Name" field={fields.name} type="text" />
      <TextareaField
        label="Description"
        rows={3}
        error={fields.description.errors}
        {...getTextareaProps(fields.description)}
      />
      <SelectField
        label="Kind"
        error={fields.kind.errors}
        {...getSelectProps(fields.kind)}
        hintIds={`${fields.kind.id}-hint`}
      >
        <SelectOptions options={BOX_KIND_OPTIONS} />
      </SelectField>
      <p id={`${fields.kind.id}-hint`} className="text-muted -mt-2 text-sm">
        A fixed box holds the weekend&apos;s set dishes of the cuisine the customer chooses; in a pick box the customer
        chooses one dish of each group from the weekend&apos;s menu.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Standard price (£)" field={fields.basePrice} type="number" step="0.01" min="0" />
        <InputField label="Vegetarian price (£)" field={fields.vegetarianPrice} type="number" step="0.01" min="0" />
        <InputField
          label="Dishes per box"
          field={fields.mealCount}
          type="number"
          step="1"
          min="1"
          max={MAX_DISHES_PER_BOX}
          hintIds={`${fields.mealCount.id}-hint`}
        />
        <InputField label="Display order" field={fields.displayOrder} type="number" step="1" />
      </div>
      <p id={`${fields.mealCount.id}-hint`} className="text-muted -mt-2 text-sm">
        Dishes per box is what customers are told (&quot;4 dishes per box&quot;) and the containers one box counts for
        shipping; the box itself holds one dish of each group (rice, dal or legume, vegetable, main).
      </p>
      <SelectField
        label="VAT rate"
        error={fields.vatRatePercent.errors}
        {...getSelectProps(fields.vatRatePercent)}
        hintIds={`${fields.vatRatePercent.id}-hint`}
      >
        <SelectOptions options={BOX_VAT_RATE_OPTIONS} />
      </SelectField>
      <p id={`${fields.vatRatePercent.id}-hint`} className="text-muted -mt-2 text-sm">
        Printed on each receipt&apos;s line. Chilled meal boxes to heat at home are zero-rated food; hot food and
        catering are standard-rated (HMRC VAT Notice 701/14).
      </p>
      <CheckboxField label="Active" {...getInputProps(fields.isActive, { type: "checkbox" })} />
      <DialogActions onCancel={onDone} pending={busy} pendingLabel="Saving...">
        {box ? "Update" : "Add"}
      </DialogActions>
    </fetcher.Form>
  );
}
