import { formatShortDate } from "~/lib/dates";
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
