import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { SelectField, SubmitButton } from "~/components/form-kit";
import { AddressFields } from "~/components/address-fields";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { formatPence } from "~/lib/money";
import { ChangeAddressSchema, ChangeDateSchema } from "../customer-change-schemas";
import type { MyOrderData } from "../my-order.server";

type LastResult = { form?: string; result?: SubmissionResult<string[]> } | undefined;

function FormErrors({ errors }: { errors?: string[] }) {
  return errors?.length ? (
    <p role="alert" className="text-sm text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The Cancel order button and its confirmation. */
export function CancelOrder({ orderNumber, totalPence }: { orderNumber: string; totalPence: number }) {
  const busy = useBusy("cancel-order");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={busy}>
          {busy ? "Cancelling..." : "Cancel order"}
        </Button>
      }
      title={`Cancel order ${orderNumber}?`}
      description={`Your order will be cancelled and ${formatPence(totalPence)} refunded in full to the way you paid. This cannot be undone.`}
      cancelLabel="Keep order"
      action={
        <Form method="post">
          <Button type="submit" name="intent" value="cancel-order" variant="destructive" className="w-full">
            Yes, cancel and refund
          </Button>
        </Form>
      }
    />
  );
}

/** The new date, from the dates the order can move to. */
export function ChangeDateForm({
  dates,
  collection,
  lastResult,
}: {
  dates: MyOrderData["dates"];
  collection: boolean;
  lastResult: LastResult;
}) {
  const busy = useBusy("change-date");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-date",
    lastResult: navigation.state === "idle" && lastResult?.form === "change-date" ? lastResult.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeDateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const label = collection ? "New collection date" : "New delivery date";
  return (
    <TitledCard title="Change the date">
      {dates.length === 0 ? (
        <p className="text-muted text-sm">
          There is no other date with room for your order whose menu has all your dishes. You can cancel the order and
          order again instead.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="change-date" />
          <SelectField label={label} error={fields.deliveryDate.errors} {...getSelectProps(fields.deliveryDate)}>
            <option value="">Pick a date</option>
            {dates.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </SelectField>
          <p className="text-muted text-sm">Only dates whose weekend menu still has all your dishes are offered.</p>
          <FormErrors errors={form.errors} />
          <div>
            <SubmitButton pending={busy} pendingLabel="Saving...">
              Change date
            </SubmitButton>
          </div>
        </Form>
      )}
    </TitledCard>
  );
}

/** The delivery address of a delivery order. */
export function ChangeAddressForm({
  address,
  lastResult,
}: {
  address: MyOrderData["order"]["address"];
  lastResult: LastResult;
}) {
  const busy = useBusy("change-address");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-address",
    lastResult: navigation.state === "idle" && lastResult?.form === "change-address" ? lastResult.result : undefined,
    defaultValue: address,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeAddressSchema }),
    shouldValidate: "onBlur",
    // A corrected field's error goes while typing, so the button does not move under the pointer.
    shouldRevalidate: "onInput",
  });
  return (
    <TitledCard title="Change the delivery address">
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="change-address" />
        <AddressFields fields={fields} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <FormErrors errors={form.errors} />
          <SubmitButton pending={busy} pendingLabel="Saving..." className="self-start">
            Change address
          </SubmitButton>
        </div>
      </Form>
    </TitledCard>
  );
}
