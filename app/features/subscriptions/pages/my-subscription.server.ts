import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { describeCutoff } from "~/features/delivery/public";
import { loadOrderingCatalog } from "~/features/cart/public.server";
import { orderStatusLabel } from "~/features/orders/public";
import { orderingSettings } from "~/features/settings/public.server";
import { dayOfWeek, formatLongDate } from "~/lib/dates";
import { dispatchIntent } from "~/lib/intents.server";
import { redirectWithToast } from "~/lib/toast.server";
import { publishedDates } from "../menu-alerts.server";
import { describePlan } from "../plan";
import { ChangeSubscriptionSchema, ShownSchema, WeekSchema } from "../schemas";
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
} from "../self-service.server";

/** The signed-in subscriber (accounts' requireUser, which the route runs: accounts sits below). */
type Subscriber = { id: string };

/** My account's page of one of the subscriber's subscriptions; anyone else's does not exist. */
export async function loadMySubscriptionPage(subscriptionId: string, user: Subscriber) {
  const detail = await subscriptionDetail(subscriptionId, user.id);
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

/**
 * The subscription page's forms: skip or deliver a weekend, pause, resume, cancel, and change the
 * plan (its form says `change`); any other intent is answered 400 and changes nothing.
 */
export function mySubscriptionAction(request: Request, id: string, user: Subscriber) {
  const here = `/my-account/subscriptions/${id}`;
  const reply = (result: SelfServiceResult) =>
    redirectWithToast(
      here,
      result.ok
        ? { type: "success", title: result.message }
        : { type: "error", title: "Your subscription was not changed", description: result.message },
    );
  const onWeek = (run: typeof skipWeek) => async (formData: FormData) => {
    const week = WeekSchema.safeParse({ date: formData.get("date"), version: formData.get("version") });
    if (!week.success) return reply({ ok: false, message: week.error.issues[0].message });
    return reply(await run(id, user.id, week.data));
  };
  const shownOf = (formData: FormData) => ShownSchema.safeParse({ version: formData.get("version") });
  return dispatchIntent(request, {
    skip: onWeek(skipWeek),
    unskip: onWeek(unskipWeek),
    pause: onWeek(pauseUntil),
    resume: async (formData) => {
      const shown = shownOf(formData);
      if (!shown.success) return reply({ ok: false, message: shown.error.issues[0].message });
      return reply(await resume(id, user.id, shown.data));
    },
    cancel: async (formData) => {
      const shown = shownOf(formData);
      if (!shown.success) return reply({ ok: false, message: shown.error.issues[0].message });
      const result = await cancelOwnSubscription(id, user.id, shown.data);
      return result.ok
        ? redirectWithToast("/my-account", {
            type: "success",
            title: "Subscription cancelled",
            description: "You will not be charged again.",
          })
        : reply(result);
    },
    change: async (formData) => {
      const submission = parseWithZod(formData, { schema: ChangeSubscriptionSchema });
      if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
      const result = await changePlan(id, user.id, submission.value);
      // A page that showed the subscription before its last change is shown afresh, with the reason.
      if (!result.ok && !result.stale)
        return data({ result: submission.reply(), error: result.message }, { status: 400 });
      return reply(result);
    },
  });
}
