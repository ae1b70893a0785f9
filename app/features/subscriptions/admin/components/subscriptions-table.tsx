import { formatShortDate } from "~/lib/dates";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { formatPence } from "~/lib/money";
import type { AdminSubscriptionRow } from "../subscriptions-list.server";
import {
  Customer,
  deliveryDay,
  FirstOrderLink,
  NextDelivery,
  PlanSummary,
  SubscriptionStatusBadge,
} from "./subscription-cells";

const HEADINGS = [
  "Customer",
  "Plan",
  "Day",
  "Next delivery",
  "Weekly",
  "Since",
  "Status",
  "Renewals",
  "First order",
] as const;
const NUMERIC = new Set<string>(["Weekly", "Renewals"]);

/** Wide screens: one row a subscription. */
export function SubscriptionsTable({ rows }: { rows: AdminSubscriptionRow[] }) {
  return (
    <HorizontalScroll className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white md:block">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">Subscriptions</caption>
        <thead className="text-muted border-b border-stone-200 text-xs uppercase">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className={NUMERIC.has(h) ? "px-4 py-3 text-right" : "px-4 py-3"}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 align-top">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-stone-50">
              <td className="max-w-56 px-4 py-3">
                <Customer row={row} />
              </td>
              <td className="max-w-64 px-4 py-3">
                <PlanSummary plan={row.plan} />
              </td>
              <td className="px-4 py-3">{deliveryDay(row)}</td>
              <td className="max-w-56 px-4 py-3">
                <NextDelivery row={row} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatPence(row.weeklyAmountPence)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(row.since)}</td>
              <td className="px-4 py-3">
                <SubscriptionStatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{row.renewals}</td>
              <td className="px-4 py-3">
                <FirstOrderLink row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/** Phones: one card a subscription, the same facts as a table row. */
export function SubscriptionCards({ rows }: { rows: AdminSubscriptionRow[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Subscriptions">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Customer row={row} />
            </div>
            <SubscriptionStatusBadge status={row.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Plan</dt>
            <dd>
              <PlanSummary plan={row.plan} />
            </dd>
            <dt className="text-muted">Day</dt>
            <dd>{deliveryDay(row)}</dd>
            <dt className="text-muted">Next</dt>
            <dd>
              <NextDelivery row={row} />
            </dd>
            <dt className="text-muted">Weekly</dt>
            <dd className="tabular-nums">{formatPence(row.weeklyAmountPence)}</dd>
            <dt className="text-muted">Since</dt>
            <dd>{formatShortDate(row.since)}</dd>
            <dt className="text-muted">Renewals</dt>
            <dd className="tabular-nums">{row.renewals}</dd>
            <dt className="text-muted">First order</dt>
            <dd>
              <FirstOrderLink row={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
