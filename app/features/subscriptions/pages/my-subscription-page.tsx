import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { MyAccountSubPage } from "~/components/my-account-sub-page";
import { FieldError, FormField } from "~/components/form-kit";
import { AddressFields } from "~/components/address-fields";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatAddress } from "~/lib/address";
import { formatPence } from "~/lib/money";
import type { PageData } from "~/lib/page-data";
import { ChangeSubscriptionSchema } from "../schemas";
import type { loadMySubscriptionPage, mySubscriptionAction } from "./my-subscription.server";

type LoaderData = PageData<typeof loadMySubscriptionPage>;
/** The change form's answer (its result and the refusal's reason); a refused intent's toast is not one. */
type ChangeAnswer = Extract<PageData<typeof mySubscriptionAction>, { error: unknown }>;

const STATE_LABEL = {
  delivering: "Delivering",
  unpublished: "Menu not published yet",
  skipped: "Skipped",
  paused: "Paused",
} as const;

export function MySubscriptionPage({
  actionData: answer,
  ...sub
}: LoaderData & { actionData?: PageData<typeof mySubscriptionAction> }) {
  const actionData = answer && "error" in answer ? answer : undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const active = sub.status !== "cancelled";
  return (
    <MyAccountSubPage width="max-w-4xl" linkClassName="text-sm underline">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Your weekly subscription</h1>
        <Badge variant={sub.status === "active" ? "success" : "muted"}>
          {sub.status === "active" ? "Active" : sub.status === "paused" ? "Paused" : "Cancelled"}
        </Badge>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-6 text-sm">
          <p>
            <span className="font-semibold">Your boxes:</span> {sub.plan}
          </p>
          <p>
            <span className="font-semibold">Weekly amount:</span> {formatPence(sub.weeklyAmountPence)}
          </p>
          <p>
            <span className="font-semibold">{sub.fulfilment === "collection" ? "Collection" : "Delivery"}:</span>{" "}
            {sub.fulfilment === "collection"
              ? `from ${sub.collectionPoint}`
              : formatAddress(sub.address.address, sub.address.city, sub.address.postcode)}
            , on {sub.deliveryDay === "sunday" ? "Sundays" : "Saturdays"}
          </p>
          {sub.pausedUntil ? (
            <p>
              <span className="font-semibold">Paused until</span> {sub.pausedUntil}
            </p>
          ) : null}
          {sub.nextCharge ? (
            <p data-testid="next-charge">
              <span className="font-semibold">Next charge:</span> {formatPence(sub.nextCharge.amountPence)} on{" "}
              {sub.nextCharge.when}, for your box on {sub.nextCharge.date}
              {sub.nextCharge.menuPublished ? "." : ", once its menu is published."}
            </p>
          ) : null}
          <p className="text-stone-600">Started with order {sub.orderNumber}.</p>
        </CardContent>
      </Card>

      {active ? (
        <TitledCard title="Coming weekends">
          <p className="mb-3 text-sm text-stone-600">
            Skip any weekend until its orders close. A skipped weekend is not charged, nor is a weekend whose menu is
            not published by then.
          </p>
          <ul className="flex flex-col divide-y divide-stone-100 text-sm">
            {sub.weeks.map((week) => (
              <li key={week.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{week.label}</span>{" "}
                  <Badge
                    variant={week.state === "delivering" ? "info" : week.state === "unpublished" ? "default" : "muted"}
                  >
                    {STATE_LABEL[week.state]}
                  </Badge>
                  <span className="block text-xs text-stone-500">
                    {week.changeable ? `Changes until ${week.until}` : "Orders have closed"}
                  </span>
                </span>
                {week.changeable && week.state !== "paused" ? (
                  <Form method="post">
                    <input type="hidden" name="version" value={sub.version} />
                    <input type="hidden" name="date" value={week.date} />
                    <Button
                      type="submit"
                      name="intent"
                      value={week.state === "skipped" ? "unskip" : "skip"}
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`${week.state === "skipped" ? "Deliver" : "Skip"} ${week.label}`}
                    >
                      {week.state === "skipped" ? "Deliver this weekend" : "Skip this weekend"}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </TitledCard>
      ) : null}

      {active ? (
        <TitledCard title={sub.status === "paused" ? "Paused" : "Pause"}>
          {sub.status === "paused" ? (
            <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
              <input type="hidden" name="version" value={sub.version} />
              <span>Your deliveries start again on {sub.pausedUntil}.</span>
              <Button type="submit" name="intent" value="resume" disabled={busy}>
                Resume now
              </Button>
            </Form>
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="version" value={sub.version} />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="pause-until">Start deliveries again on</Label>
                <NativeSelect id="pause-until" name="date" defaultValue={sub.pauseWeeks[1]?.date}>
                  {sub.pauseWeeks.map((w) => (
                    <option key={w.date} value={w.date}>
                      {w.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button type="submit" name="intent" value="pause" variant="outline" disabled={busy}>
                Pause subscription
              </Button>
            </Form>
          )}
        </TitledCard>
      ) : null}

      {active ? <ChangeForm sub={sub} actionData={actionData} busy={busy} /> : null}

      {sub.renewals.length ? (
        <TitledCard title="Weekly orders">
          <ul className="flex flex-col gap-2 text-sm">
            {sub.renewals.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {r.orderNumber}: {r.date}
                </span>
                <span>
                  {r.status}, {formatPence(r.totalPence)}
                </span>
              </li>
            ))}
          </ul>
        </TitledCard>
      ) : null}

      {active ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="self-start" disabled={busy}>
              Cancel subscription
            </Button>
          }
          title="Cancel this subscription?"
          description="Your weekly boxes stop and you will not be charged again. A box already booked for a weekend whose orders have closed still arrives."
          cancelLabel="Keep subscription"
          // A plain submit, not AlertDialogAction: closing the dialog on click would unmount the form before it posts.
          action={
            <Form method="post">
              <input type="hidden" name="version" value={sub.version} />
              <Button type="submit" name="intent" value="cancel" variant="destructive" className="w-full">
                Yes, cancel it
              </Button>
            </Form>
          }
        />
      ) : null}
    </MyAccountSubPage>
  );
}

function ChangeForm({
  sub,
  actionData,
  busy,
}: {
  sub: LoaderData;
  actionData: ChangeAnswer | undefined;
  busy: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-subscription",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { lines: sub.planLines, deliveryDay: sub.deliveryDay, ...sub.address },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeSubscriptionSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const lines = fields.lines.getFieldList();
  return (
    <TitledCard title="Change your subscription">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="version" value={sub.version} />
        {sub.customLines.length ? (
          <p className="text-sm text-stone-600">
            Your custom order ({sub.customLines.join(", ")}) stays as it is; build a new order to change its dishes.
          </p>
        ) : null}
        {lines.map((line, index) => {
          const f = line.getFieldset();
          return (
            <fieldset key={line.key} className="grid gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-4">
              <legend className="px-1 text-sm font-medium">
                {lines.length > 1 ? `Weekly box ${index + 1}` : "Your weekly box"}
              </legend>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={f.boxTypeId.id}>Box type</Label>
                <NativeSelect {...getSelectProps(f.boxTypeId)}>
                  {sub.boxes.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id={`${f.boxTypeId.id}-error`} error={f.boxTypeId.errors} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={f.variant.id}>Dish type</Label>
                <NativeSelect {...getSelectProps(f.variant)}>
                  <option value="standard">Standard</option>
                  <option value="vegetarian">Vegetarian</option>
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={f.cuisine.id}>Cuisine preference</Label>
                <NativeSelect {...getSelectProps(f.cuisine)}>
                  <option value="">Any</option>
                  {sub.cuisines.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <FormField
                label="Quantity"
                error={f.quantity.errors}
                {...getInputProps(f.quantity, { type: "number" })}
                min={1}
                max={20}
              />
            </fieldset>
          );
        })}
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={fields.deliveryDay.id}>
            {sub.fulfilment === "collection" ? "Collection" : "Delivery"} day
          </Label>
          <NativeSelect {...getSelectProps(fields.deliveryDay)}>
            <option value="saturday">Saturday</option>
            <option value="sunday">Sunday</option>
          </NativeSelect>
        </div>
        {sub.fulfilment === "delivery" ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <AddressFields fields={fields} />
            <FormField
              label="Delivery instructions"
              error={fields.deliveryInstructions.errors}
              {...getInputProps(fields.deliveryInstructions, { type: "text" })}
              wrapperClassName="sm:col-span-2"
            />
          </div>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="text-sm text-red-700">
            {actionData.error}
          </p>
        ) : null}
        <p className="text-sm text-stone-600">
          Changes apply from your next delivery{sub.nextCharge ? ` (${sub.nextCharge.date})` : ""}; the new weekly
          amount is shown once saved.
        </p>
        <Button type="submit" className="self-start" disabled={busy}>
          Save changes
        </Button>
      </Form>
    </TitledCard>
  );
}
