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
