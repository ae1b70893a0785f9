import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, FieldError, SelectField, SelectOptions, SubmitButton } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { PROMO_DURATION_OPTIONS, PROMO_FULFILMENT_OPTIONS, PROMO_KIND_OPTIONS, PromoCodeSchema } from "../code-schema";
import { londonIsoDay, type PromoCodeRow } from "./promo-text";

const pounds = (pence: number | null) => (pence === null ? "" : (pence / 100).toFixed(2));
const whole = (n: number | null) => (n === null ? "" : String(n));

/** A stored code as the form's fields hold it. */
function formValues(code: PromoCodeRow) {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    percentOff: whole(code.percentOff),
    amountOff: pounds(code.amountOffPence),
    firstOrderOnly: code.firstOrderOnly ? "on" : undefined,
    minSpend: pounds(code.minSpendPence),
    boxTypeIds: code.boxTypeIds,
    includesCustom: code.boxTypeIds.length > 0 && code.includesCustom ? "on" : undefined,
    fulfilment: code.fulfilment ?? "any",
    validFrom: code.validFrom ? londonIsoDay(code.validFrom) : "",
    validUntil: code.validUntil ? londonIsoDay(code.validUntil) : "",
    maxUses: whole(code.maxUses),
    maxUsesPerCustomer: whole(code.maxUsesPerCustomer),
    duration: code.duration,
    durationWeekends: whole(code.durationWeekends),
    isActive: code.isActive ? "on" : undefined,
  };
}

/** A new code: 10% off, held once, active. */
const NEW_CODE = { kind: "percent", fulfilment: "any", duration: "once", isActive: "on" };

/**
 * What shows only while the radio button of `when` is ticked: by CSS (the group's `:has`), so it
 * works before the page's scripts run; the server reads it only then too.
 */
function Shown({ when, children }: { when: "percent" | "fixed" | "weekends"; children: React.ReactNode }) {
  const visible = {
    percent: "group-has-[[value=percent]:checked]:block",
    fixed: "group-has-[[value=fixed]:checked]:block",
    weekends: "group-has-[[value=weekends]:checked]:block",
  }[when];
  return <div className={`hidden ${visible}`}>{children}</div>;
}

/** A group of radio buttons for `field` (a fieldset named by `legend`). */
function RadioGroup({
  legend,
  field,
  options,
  children,
}: {
  legend: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field, as conform hands it
  field: FieldMetadata<any, any, any>;
  options: readonly { value: string; label: string }[];
  children?: React.ReactNode;
}) {
  const errorId = `${field.id}-error`;
  return (
    <fieldset className="group flex flex-col gap-2" aria-describedby={field.errors ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={field.initialValue === option.value}
              className="accent-brand-600 size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
      <FieldError id={errorId} error={field.errors} />
    </fieldset>
  );
}

/**
 * The promo code form (create on the tab, edit on the code's page): the code and what it gives, then
 * its conditions, then how long it holds on a subscription. Checked here and on the server alike.
 */
export function PromoForm({
  code,
  boxTypes,
  actionData,
}: {
  code?: PromoCodeRow;
  boxTypes: readonly { id: string; name: string }[];
  actionData?: ActionResult;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-promo";
  const [form, fields] = useForm({
    id: `promo-${code?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: code ? formValues(code) : NEW_CODE,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PromoCodeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const ticked = new Set((fields.boxTypeIds.initialValue as string[] | undefined) ?? []);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save-promo" />
      {code ? <input type="hidden" name="id" value={code.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Code"
          field={fields.code}
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. WELCOME10"
        />
        <InputField
          label="Description (for you; optional)"
          field={fields.description}
          type="text"
          placeholder="e.g. Instagram launch"
        />
      </div>

      <RadioGroup legend="What it gives" field={fields.kind} options={PROMO_KIND_OPTIONS}>
        <Shown when="percent">
          <InputField
            label="Percent off"
            field={fields.percentOff}
            type="number"
            min={1}
            max={100}
            step={1}
            wrapperClassName="max-w-48"
          />
        </Shown>
        <Shown when="fixed">
          <InputField
            label="Amount off (£)"
            field={fields.amountOff}
            type="text"
            inputMode="decimal"
            placeholder="5.00"
            wrapperClassName="max-w-48"
          />
        </Shown>
      </RadioGroup>

      <fieldset className="flex flex-col gap-4 border-t border-stone-200 pt-4">
        <legend className="text-base font-semibold">Conditions</legend>
        <CheckboxField
          label="First order only (customers who never ordered before)"
          {...getInputProps(fields.firstOrderOnly, { type: "checkbox" })}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label="Minimum spend (£, optional)"
            field={fields.minSpend}
            type="text"
            inputMode="decimal"
            placeholder="30.00"
          />
          <SelectField
            label="Delivery or collection"
            error={fields.fulfilment.errors}
            {...getSelectProps(fields.fulfilment)}
          >
            <SelectOptions options={PROMO_FULFILMENT_OPTIONS} />
          </SelectField>
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.boxTypeIds.errors ? `${fields.boxTypeIds.id}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">
            Boxes it applies to <span className="text-muted font-normal">(tick none for every box)</span>
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {boxTypes.map((box) => (
              <CheckboxField
                key={box.id}
                id={`${fields.boxTypeIds.id}-${box.id}`}
                label={box.name}
                name={fields.boxTypeIds.name}
                value={box.id}
                defaultChecked={ticked.has(box.id)}
              />
            ))}
            <CheckboxField label="Custom boxes" {...getInputProps(fields.includesCustom, { type: "checkbox" })} />
          </div>
          <FieldError id={`${fields.boxTypeIds.id}-error`} error={fields.boxTypeIds.errors} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="First day (optional)" field={fields.validFrom} type="date" />
          <InputField label="Last day (optional)" field={fields.validUntil} type="date" />
          <InputField label="Total uses (optional)" field={fields.maxUses} type="number" min={1} step={1} />
          <InputField
            label="Uses per customer (optional)"
            field={fields.maxUsesPerCustomer}
            type="number"
            min={1}
            step={1}
          />
        </div>
      </fieldset>

      <RadioGroup legend="On a subscription, it holds for" field={fields.duration} options={PROMO_DURATION_OPTIONS}>
        <Shown when="weekends">
          <InputField
            label="Number of weekends (the first order counts as one)"
            field={fields.durationWeekends}
            type="number"
            min={1}
            max={52}
            step={1}
            wrapperClassName="max-w-80"
          />
        </Shown>
      </RadioGroup>

      <CheckboxField label="Active (customers can use it)" {...getInputProps(fields.isActive, { type: "checkbox" })} />

      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Saving...">
          {code ? "Update promo code" : "Create promo code"}
        </SubmitButton>
        {code ? (
          <Button asChild variant="outline">
            <Link to="/admin/promotions">Cancel</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
