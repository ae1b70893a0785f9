import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { Form, useNavigation } from "react-router";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, SelectField, SelectOptions, SubmitButton, TextareaField } from "~/components/form-kit";
import type { ActionResult } from "~/lib/action-result";
import { SETTINGS_HELP } from "./settings-help";
import { BusinessSettingsSchema, VAT_RATE_OPTIONS, WEEKDAYS } from "./settings-schemas";
import type { settingsForForm } from "./settings.server";

function Fieldset({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {description ? <p className="text-muted mb-4 text-sm">{description}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type Field = React.ComponentProps<typeof InputField>["field"];

/** A catering discount tier: from how many custom portions it applies, and its percentage. */
function DiscountTier({ name, minQty, percent }: { name: string; minQty: Field; percent: Field }) {
  return (
    <>
      <InputField label={`${name} discount from (custom portions)`} field={minQty} type="number" min={1} />
      <InputField label={`${name} discount (%)`} field={percent} type="number" min={0} max={100} />
    </>
  );
}

export function SettingsForm({
  settings,
  lastResult,
}: {
  settings: Awaited<ReturnType<typeof settingsForForm>>;
  lastResult?: ActionResult["result"];
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-settings";
  const [form, fields] = useForm({
    id: "business-settings",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BusinessSettingsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save-settings" />
      <Fieldset legend="Business" description={SETTINGS_HELP.business}>
        <InputField label="Business name" field={fields.businessName} type="text" />
        <InputField label="Tagline" field={fields.tagline} type="text" />
        <TextareaField
          label="Description"
          wrapperClassName="md:col-span-2"
          rows={3}
          error={fields.description.errors}
          {...getTextareaProps(fields.description)}
        />
        <InputField label="Area served" field={fields.areaServed} type="text" />
      </Fieldset>
      <Fieldset legend="Contact">
        <InputField label="Contact email" field={fields.contactEmail} type="email" autoComplete="off" />
        <InputField label="Contact phone" field={fields.contactPhone} type="tel" autoComplete="off" />
      </Fieldset>
      <Fieldset legend="Shipping" description={SETTINGS_HELP.shipping}>
        <InputField label="Base price (£)" field={fields.shippingBase} type="text" inputMode="decimal" />
        <InputField label="Containers in the base price" field={fields.shippingBaseContainers} type="number" min={0} />
        <InputField
          label="Price per extra container (£)"
          field={fields.shippingPerExtraContainer}
          type="text"
          inputMode="decimal"
        />
        <InputField label="Shipping cap (£)" field={fields.shippingCap} type="text" inputMode="decimal" />
      </Fieldset>
      <Fieldset legend="Discounts" description={SETTINGS_HELP.discounts}>
        <DiscountTier name="First" minQty={fields.cateringTier1MinQty} percent={fields.cateringTier1Percent} />
        <DiscountTier name="Second" minQty={fields.cateringTier2MinQty} percent={fields.cateringTier2Percent} />
        <InputField
          label="Weekly subscription discount (£)"
          field={fields.subscriptionDiscount}
          type="text"
          inputMode="decimal"
        />
      </Fieldset>
      <Fieldset legend="Ordering" description={SETTINGS_HELP.ordering}>
        <SelectField label="Cutoff day" error={fields.cutoffWeekday.errors} {...getSelectProps(fields.cutoffWeekday)}>
          <SelectOptions options={WEEKDAYS.map((day, i) => ({ value: String(i), label: day }))} />
        </SelectField>
        <InputField label="Cutoff time" field={fields.cutoffTime} type="time" />
        <InputField
          label="Default daily capacity (boxes)"
          field={fields.defaultDailyCapacity}
          type="number"
          placeholder="No limit"
          min={0}
        />
        <InputField
          label="Cancellation deadline (hours before the delivery day)"
          field={fields.cancellationDeadlineHours}
          type="number"
          min={0}
          max={336}
        />
      </Fieldset>
      <Fieldset
        legend="Order size"
        description="The largest order the shop accepts, at checkout, for a phone order and when a subscriber changes a plan; a larger one is refused with a message saying so. A box counts as one box and as many portions as its dishes; a custom order counts every dish portion, packed 4 to a box."
      >
        <InputField label="Maximum boxes per order" field={fields.maxBoxesPerOrder} type="number" min={1} />
        <InputField label="Maximum portions per order" field={fields.maxPortionsPerOrder} type="number" min={1} />
      </Fieldset>
      <Fieldset legend="Delivery rounds" description={SETTINGS_HELP.rounds}>
        <InputField
          label="Kitchen postcode"
          field={fields.kitchenPostcode}
          type="text"
          autoComplete="off"
          placeholder="SE15 4ST"
        />
        <InputField label="Minutes at each stop" field={fields.minutesPerStop} type="number" min={0} max={60} />
        <CheckboxField
          label="Ask customers for a delivery window at checkout"
          wrapperClassName="md:col-span-2"
          {...getInputProps(fields.deliveryWindows, { type: "checkbox" })}
        />
      </Fieldset>
      <Fieldset legend="VAT" description={SETTINGS_HELP.vat}>
        <CheckboxField
          label="VAT registered"
          wrapperClassName="md:col-span-2"
          {...getInputProps(fields.vatRegistered, { type: "checkbox" })}
        />
        <InputField
          label="VAT number"
          field={fields.vatNumber}
          type="text"
          autoComplete="off"
          placeholder="GB123456789"
        />
        <SelectField
          label="VAT rate of custom (catering) lines"
          error={fields.customVatRatePercent.errors}
          {...getSelectProps(fields.customVatRatePercent)}
        >
          <SelectOptions options={VAT_RATE_OPTIONS} />
        </SelectField>
      </Fieldset>
      <Fieldset legend="Packing labels" description={SETTINGS_HELP.labels}>
        <TextareaField
          label="Label storage text"
          wrapperClassName="md:col-span-2"
          rows={2}
          maxLength={200}
          error={fields.labelStorageText.errors}
          {...getTextareaProps(fields.labelStorageText)}
        />
      </Fieldset>
      <Fieldset legend="Campaigns and messages" description={SETTINGS_HELP.campaigns}>
        <InputField label="Quiet hours start (no marketing from)" field={fields.quietHoursStart} type="time" />
        <InputField label="Quiet hours end (marketing again from)" field={fields.quietHoursEnd} type="time" />
        <InputField
          label="Reminder before the cutoff (hours)"
          field={fields.reminderHoursBeforeCutoff}
          type="number"
          min={1}
          max={168}
        />
        <InputField
          label="Time to look at a campaign before it goes (minutes)"
          field={fields.campaignReviewMinutes}
          type="number"
          min={0}
          max={1440}
        />
      </Fieldset>
      <Fieldset legend="Keeping data" description={SETTINGS_HELP.retention}>
        <InputField label="Orders kept for (years)" field={fields.orderRetentionYears} type="number" min={1} max={20} />
        <InputField
          label="Messages sent kept for (months)"
          field={fields.messageRetentionMonths}
          type="number"
          min={1}
          max={120}
        />
      </Fieldset>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <SubmitButton pending={saving} pendingLabel="Saving...">
          Save Settings
        </SubmitButton>
        <p className="text-muted text-sm">
          Last saved{" "}
          {new Date(settings.updatedAt).toLocaleString("en-GB", {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: "Europe/London",
          })}
        </p>
      </div>
    </Form>
  );
}
