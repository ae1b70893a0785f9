import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import {
  deleteCapacityOverride,
  listCapacityOverrides,
  saveBusinessSettings,
  setCapacityOverride,
  settingsForForm,
} from "~/features/content/admin-settings.server";
import { BusinessSettingsSchema, CapacityOverrideSchema, WEEKDAYS } from "~/features/content/settings-schemas";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Dashboard" }];

export async function loader() {
  const [settings, overrides] = await Promise.all([settingsForForm(), listCapacityOverrides(todayInLondon())]);
  return { settings, overrides };
}

type SettingsActionData = AdminActionResult & { result?: SubmissionResult<string[]>; form?: "settings" | "capacity" };

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "save-settings") {
    const submission = parseWithZod(formData, { schema: BusinessSettingsSchema });
    if (submission.status !== "success") {
      return data(
        {
          form: "settings",
          result: submission.reply(),
          toast: {
            type: "error",
            title: "Failed to save settings",
            description: "Please check the highlighted fields.",
          },
        } satisfies SettingsActionData,
        { status: 400 },
      );
    }
    try {
      await saveBusinessSettings(submission.value);
    } catch (error) {
      logger.error({ err: error }, "save settings failed");
      return data(
        {
          form: "settings",
          result: submission.reply(),
          toast: { type: "error", title: "Failed to save settings" },
        } satisfies SettingsActionData,
        { status: 500 },
      );
    }
    return {
      ok: true,
      form: "settings",
      result: submission.reply(),
      toast: { type: "success", title: "Settings saved" },
    } satisfies SettingsActionData;
  }

  if (intent === "save-capacity") {
    const submission = parseWithZod(formData, { schema: CapacityOverrideSchema });
    if (submission.status !== "success") {
      return data(
        {
          form: "capacity",
          result: submission.reply(),
          toast: { type: "error", title: "Failed to save capacity" },
        } satisfies SettingsActionData,
        { status: 400 },
      );
    }
    await setCapacityOverride(submission.value.deliveryDate, submission.value.capacity);
    return {
      ok: true,
      form: "capacity",
      result: submission.reply({ resetForm: true }),
      toast: {
        type: "success",
        title: `Capacity for ${formatLongDate(submission.value.deliveryDate)} set to ${submission.value.capacity} boxes`,
      },
    } satisfies SettingsActionData;
  }

  if (intent === "delete-capacity") {
    const date = z.iso.date().safeParse(formData.get("deliveryDate"));
    const ok = date.success && (await deleteCapacityOverride(date.data));
    return ok
      ? ({ ok, toast: { type: "success", title: "Capacity override removed" } } satisfies SettingsActionData)
      : data(
          { toast: { type: "error", title: "Failed to remove the capacity override" } } satisfies SettingsActionData,
          { status: 400 },
        );
  }
  return data({ toast: { type: "error", title: "Failed to save settings" } } satisfies SettingsActionData, {
    status: 400,
  });
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the settings" />;
}

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, overrides } = loaderData;
  const answer = actionData as SettingsActionData | undefined;
  useActionToast(answer);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <TabHeading
        title="Settings"
        description="The business's identity and contact details, and the rules behind prices and delivery dates. Changes apply to the website at once."
      />
      <SettingsForm settings={settings} lastResult={answer?.form === "settings" ? answer.result : undefined} />
      <CapacitySection overrides={overrides} defaultCapacity={settings.defaultDailyCapacity} />
    </main>
  );
}

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

function SettingsForm({
  settings,
  lastResult,
}: {
  settings: Route.ComponentProps["loaderData"]["settings"];
  lastResult?: SubmissionResult<string[]>;
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
  const money = { inputMode: "decimal" as const };
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save-settings" />
      <Fieldset legend="Business" description="Shown in the header, footer, page titles and search results.">
        <FormField
          label="Business name"
          error={fields.businessName.errors}
          {...getInputProps(fields.businessName, { type: "text" })}
        />
        <FormField label="Tagline" error={fields.tagline.errors} {...getInputProps(fields.tagline, { type: "text" })} />
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <Label htmlFor={fields.description.id}>Description</Label>
          <Textarea
            rows={3}
            {...getTextareaProps(fields.description)}
            aria-describedby={fields.description.errors ? fields.description.errorId : undefined}
          />
          {fields.description.errors ? (
            <p id={fields.description.errorId} className="text-sm text-red-700">
              {fields.description.errors[0]}
            </p>
          ) : null}
        </div>
        <FormField
          label="Area served"
          error={fields.areaServed.errors}
          {...getInputProps(fields.areaServed, { type: "text" })}
        />
      </Fieldset>
      <Fieldset legend="Contact">
        <FormField
          label="Contact email"
          autoComplete="off"
          error={fields.contactEmail.errors}
          {...getInputProps(fields.contactEmail, { type: "email" })}
        />
        <FormField
          label="Contact phone"
          autoComplete="off"
          error={fields.contactPhone.errors}
          {...getInputProps(fields.contactPhone, { type: "tel" })}
        />
      </Fieldset>
      <Fieldset
        legend="Shipping"
        description="Boxes count 4 containers each; a custom line counts its dishes. No containers, no shipping."
      >
        <FormField
          label="Base price (£)"
          {...money}
          error={fields.shippingBase.errors}
          {...getInputProps(fields.shippingBase, { type: "text" })}
        />
        <FormField
          label="Containers in the base price"
          error={fields.shippingBaseContainers.errors}
          {...getInputProps(fields.shippingBaseContainers, { type: "number" })}
          min={0}
        />
        <FormField
          label="Price per extra container (£)"
          {...money}
          error={fields.shippingPerExtraContainer.errors}
          {...getInputProps(fields.shippingPerExtraContainer, { type: "text" })}
        />
        <FormField
          label="Shipping cap (£)"
          {...money}
          error={fields.shippingCap.errors}
          {...getInputProps(fields.shippingCap, { type: "text" })}
        />
      </Fieldset>
      <Fieldset
        legend="Discounts"
        description="Catering discounts apply to a custom line by its total number of dishes; the subscription discount comes off each weekly charge."
      >
        <FormField
          label="First discount from (dishes)"
          error={fields.cateringTier1MinQty.errors}
          {...getInputProps(fields.cateringTier1MinQty, { type: "number" })}
          min={1}
        />
        <FormField
          label="First discount (%)"
          error={fields.cateringTier1Percent.errors}
          {...getInputProps(fields.cateringTier1Percent, { type: "number" })}
          min={0}
          max={100}
        />
        <FormField
          label="Second discount from (dishes)"
          error={fields.cateringTier2MinQty.errors}
          {...getInputProps(fields.cateringTier2MinQty, { type: "number" })}
          min={1}
        />
        <FormField
          label="Second discount (%)"
          error={fields.cateringTier2Percent.errors}
          {...getInputProps(fields.cateringTier2Percent, { type: "number" })}
          min={0}
          max={100}
        />
        <FormField
          label="Weekly subscription discount (£)"
          {...money}
          error={fields.subscriptionDiscount.errors}
          {...getInputProps(fields.subscriptionDiscount, { type: "text" })}
        />
      </Fieldset>
      <Fieldset
        legend="Ordering"
        description="Orders for a weekend close at the cutoff before it (London time). Capacity limits the boxes per delivery date; leave it empty for no limit."
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fields.cutoffWeekday.id}>Cutoff day</Label>
          <NativeSelect {...getSelectProps(fields.cutoffWeekday)}>
            {WEEKDAYS.map((day, i) => (
              <option key={day} value={String(i)}>
                {day}
              </option>
            ))}
          </NativeSelect>
          {fields.cutoffWeekday.errors ? (
            <p className="text-sm text-red-700">{fields.cutoffWeekday.errors[0]}</p>
          ) : null}
        </div>
        <FormField
          label="Cutoff time"
          error={fields.cutoffTime.errors}
          {...getInputProps(fields.cutoffTime, { type: "time" })}
        />
        <FormField
          label="Default daily capacity (boxes)"
          placeholder="No limit"
          error={fields.defaultDailyCapacity.errors}
          {...getInputProps(fields.defaultDailyCapacity, { type: "number" })}
          min={0}
        />
      </Fieldset>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Settings"}
        </Button>
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

function CapacitySection({
  overrides,
  defaultCapacity,
}: {
  overrides: Route.ComponentProps["loaderData"]["overrides"];
  defaultCapacity: string;
}) {
  const fetcher = useFetcher<SettingsActionData>();
  useActionToast(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "capacity-override",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CapacityOverrideSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  return (
    <section aria-labelledby="capacity-heading" className="mt-8 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="capacity-heading" className="text-lg font-semibold">
        Capacity per delivery date
      </h2>
      <p className="text-muted mb-4 text-sm">
        Overrides the default ({defaultCapacity ? `${defaultCapacity} boxes` : "no limit"}) for one date, e.g. a quiet
        weekend or a day off (0). A full date cannot be chosen at checkout.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        {...getFormProps(form)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
      >
        <input type="hidden" name="intent" value="save-capacity" />
        <FormField
          label="Delivery date"
          error={fields.deliveryDate.errors}
          {...getInputProps(fields.deliveryDate, { type: "date" })}
          min={todayInLondon()}
        />
        <FormField
          label="Capacity (boxes)"
          error={fields.capacity.errors}
          {...getInputProps(fields.capacity, { type: "number" })}
          min={0}
        />
        <div className="flex items-start sm:pt-[1.6rem]">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Set capacity
          </Button>
        </div>
      </fetcher.Form>
      {overrides.length === 0 ? (
        <p className="text-muted mt-4 text-sm">No overrides for upcoming dates.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Upcoming capacity overrides</caption>
          <thead className="text-muted text-xs uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Capacity
              </th>
              <th scope="col" className="py-2 pr-3">
                Booked
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {overrides.map((o) => (
              <CapacityRow key={o.deliveryDate} override={o} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CapacityRow({ override: o }: { override: Route.ComponentProps["loaderData"]["overrides"][number] }) {
  const fetcher = useFetcher<SettingsActionData>();
  useActionToast(fetcher.data);
  const label = formatLongDate(o.deliveryDate);
  return (
    <tr>
      <td className="py-2 pr-3">{label}</td>
      <td className="py-2 pr-3 tabular-nums">{o.capacity} boxes</td>
      <td className="py-2 pr-3 tabular-nums">
        {o.booked >= o.capacity ? <strong className="text-red-800">{o.booked} (full)</strong> : o.booked}
      </td>
      <td className="py-2 text-right">
        <ConfirmButton
          title={`Remove the override for ${label}?`}
          description="The date goes back to the default capacity."
          confirmLabel="Remove"
          onConfirm={() =>
            fetcher.submit({ intent: "delete-capacity", deliveryDate: o.deliveryDate }, { method: "post" })
          }
          trigger={
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={fetcher.state !== "idle"}
              aria-label={`Remove the capacity override for ${label}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
            </Button>
          }
        />
      </td>
    </tr>
  );
}
