import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { FieldError, FormField } from "~/components/form-kit";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { requireUser } from "~/features/accounts/session.server";
import { describeCutoff } from "~/features/delivery/public";
import { loadOrderingCatalog } from "~/features/cart/menu.server";
import { orderStatusLabel } from "~/features/orders/public";
import { orderingSettings } from "~/features/settings/public.server";
import { publishedDates } from "~/features/subscriptions/menu-alerts.server";
import { describePlan } from "~/features/subscriptions/plan";
import { ChangeSubscriptionSchema, ShownSchema, WeekSchema } from "~/features/subscriptions/schemas";
import {
  cancelOwnSubscription,
  changePlan,
  pauseUntil,
  PAUSE_WEEKS_MAX,
  resume,
  skipWeek,
  subscriptionDetail,
  unskipWeek,
  upcomingWeeks,
  type SelfServiceResult,
} from "~/features/subscriptions/self-service.server";
import { dayOfWeek, formatLongDate } from "~/lib/dates";
import { formatAddress } from "~/lib/address";
import { formatPence } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-subscription";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your subscription") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const detail = await subscriptionDetail(params.subscriptionId, user.id);
  if (!detail) throw data("Not found", { status: 404 });
  const { sub, order } = detail;
  const settings = await orderingSettings();
  const now = new Date();
  const catalog = await loadOrderingCatalog(now);
  // The cuisines on sale, and those the plan prefers (kept when no weekend on sale offers them).
  const cuisines = [
    ...new Set([
      ...catalog.weekends.flatMap((w) => w.cuisines),
      ...sub.plan.flatMap((l) => (l.cuisine ? [l.cuisine] : [])),
    ]),
  ].sort();
  const pauseWeeks = (await upcomingWeeks(sub, PAUSE_WEEKS_MAX + 1)).slice(1);
  // A weekend is booked (and charged) only with a published menu (decision 028).
  const published = await publishedDates(detail.weeks.map((w) => w.date));
  return {
    id: sub.id,
    /** Every form carries it: a change to a subscription that moved since is refused. */
    version: sub.version,
    status: sub.status === "active" && detail.paused ? ("paused" as const) : sub.status,
    plan: describePlan(sub.plan),
    planLines: sub.plan.flatMap((line) =>
      line.type === "box"
        ? [
            {
              boxTypeId: line.boxTypeId ?? "",
              variant: line.variant,
              cuisine: line.cuisine ?? "",
              quantity: String(line.quantity),
            },
          ]
        : [],
    ),
    customLines: sub.plan.filter((l) => l.type === "custom").map((l) => l.label),
    weeklyAmountPence: sub.weeklyAmountPence,
    orderNumber: order.orderNumber,
    fulfilment: order.fulfilment,
    collectionPoint: order.collectionPoint,
    address: {
      address: sub.address ?? "",
      city: sub.city ?? "",
      postcode: sub.postcode ?? "",
      deliveryInstructions: sub.deliveryInstructions ?? "",
    },
    deliveryDay: dayOfWeek(sub.nextDeliveryDate) === 0 ? ("sunday" as const) : ("saturday" as const),
    pausedUntil: detail.paused && sub.pausedUntil ? formatLongDate(sub.pausedUntil) : null,
    nextCharge: detail.nextCharge
      ? {
          date: formatLongDate(detail.nextCharge.date),
          when: describeCutoff(detail.nextCharge.date, settings),
          amountPence: detail.nextCharge.amountPence,
          menuPublished: published.has(detail.nextCharge.date),
        }
      : null,
    weeks: detail.weeks.map((w) => ({
      date: w.date,
      label: formatLongDate(w.date),
      state: w.state === "delivering" && !published.has(w.date) ? ("unpublished" as const) : w.state,
      changeable: now <= w.cutoff,
      until: describeCutoff(w.date, settings),
    })),
    pauseWeeks: pauseWeeks.map((w) => ({ date: w.date, label: formatLongDate(w.date) })),
    renewals: detail.renewals.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      date: formatLongDate(r.deliveryDate),
      // A renewal reaches the customer as the subscription's first order did.
      status: orderStatusLabel(r.status, order.fulfilment),
      totalPence: r.totalPence,
    })),
    boxes: detail.boxes.map((b) => ({ id: b.id, name: b.name, kind: b.kind })),
    cuisines,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = params.subscriptionId;
  const here = `/my-account/subscriptions/${id}`;
  const reply = (result: SelfServiceResult) =>
    redirectWithToast(
      here,
      result.ok
        ? { type: "success", title: result.message }
        : { type: "error", title: "Your subscription was not changed", description: result.message },
    );
  if (intent === "skip" || intent === "unskip" || intent === "pause") {
    const week = WeekSchema.safeParse({ date: formData.get("date"), version: formData.get("version") });
    if (!week.success) return reply({ ok: false, message: week.error.issues[0].message });
    const run = { skip: skipWeek, unskip: unskipWeek, pause: pauseUntil }[intent];
    return reply(await run(id, user.id, week.data));
  }
  if (intent === "resume" || intent === "cancel") {
    const shown = ShownSchema.safeParse({ version: formData.get("version") });
    if (!shown.success) return reply({ ok: false, message: shown.error.issues[0].message });
    if (intent === "resume") return reply(await resume(id, user.id, shown.data));
    const result = await cancelOwnSubscription(id, user.id, shown.data);
    return result.ok
      ? redirectWithToast("/my-account", {
          type: "success",
          title: "Subscription cancelled",
          description: "You will not be charged again.",
        })
      : reply(result);
  }
  const submission = parseWithZod(formData, { schema: ChangeSubscriptionSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const result = await changePlan(id, user.id, submission.value);
  // A page that showed the subscription before its last change is shown afresh, with the reason.
  if (!result.ok && !result.stale) return data({ result: submission.reply(), error: result.message }, { status: 400 });
  return reply(result);
}

const STATE_LABEL = {
  delivering: "Delivering",
  unpublished: "Menu not published yet",
  skipped: "Skipped",
  paused: "Paused",
} as const;

export default function MySubscriptionPage({ loaderData: sub, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const active = sub.status !== "cancelled";
  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <p>
        <Link to="/my-account" className="text-sm underline">
          Back to My account
        </Link>
      </p>
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
        <Card>
          <CardHeader>
            <CardTitle>Coming weekends</CardTitle>
          </CardHeader>
          <CardContent>
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
                      variant={
                        week.state === "delivering" ? "info" : week.state === "unpublished" ? "default" : "muted"
                      }
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
          </CardContent>
        </Card>
      ) : null}

      {active ? (
        <Card>
          <CardHeader>
            <CardTitle>{sub.status === "paused" ? "Paused" : "Pause"}</CardTitle>
          </CardHeader>
          <CardContent>
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
          </CardContent>
        </Card>
      ) : null}

      {active ? <ChangeForm sub={sub} actionData={actionData} busy={busy} /> : null}

      {sub.renewals.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Weekly orders</CardTitle>
          </CardHeader>
          <CardContent>
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
          </CardContent>
        </Card>
      ) : null}

      {active ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="self-start" disabled={busy}>
              Cancel subscription
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Cancel this subscription?</AlertDialogTitle>
              <AlertDialogDescription>
                Your weekly boxes stop and you will not be charged again. A box already booked for a weekend whose
                orders have closed still arrives.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep subscription</AlertDialogCancel>
              {/* A plain submit, not AlertDialogAction: closing the dialog on click would unmount the form before it posts. */}
              <Form method="post">
                <input type="hidden" name="version" value={sub.version} />
                <Button type="submit" name="intent" value="cancel" variant="destructive" className="w-full">
                  Yes, cancel it
                </Button>
              </Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </main>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function ChangeForm({
  sub,
  actionData,
  busy,
}: {
  sub: LoaderData;
  actionData: Route.ComponentProps["actionData"];
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
    <Card>
      <CardHeader>
        <CardTitle>Change your subscription</CardTitle>
      </CardHeader>
      <CardContent>
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
              <FormField
                label="Address"
                autoComplete="street-address"
                error={fields.address.errors}
                {...getInputProps(fields.address, { type: "text" })}
                wrapperClassName="sm:col-span-2"
              />
              <FormField
                label="City"
                autoComplete="address-level2"
                error={fields.city.errors}
                {...getInputProps(fields.city, { type: "text" })}
              />
              <FormField
                label="Postcode"
                autoComplete="postal-code"
                error={fields.postcode.errors}
                {...getInputProps(fields.postcode, { type: "text" })}
              />
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
      </CardContent>
    </Card>
  );
}
