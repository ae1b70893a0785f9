import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { dayOfWeek, formatLongDate, formatShortDate } from "~/lib/dates";
import type { AdminSubscriptionRow } from "../subscriptions-list.server";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const STATUS = {
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "info" },
  cancelled: { label: "Cancelled", variant: "danger" },
} as const;

export function SubscriptionStatusBadge({ status }: { status: AdminSubscriptionRow["status"] }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

/** The weekday of the next delivery, which is the subscriber's delivery day. */
export function deliveryDay(row: AdminSubscriptionRow): string {
  return WEEKDAYS[dayOfWeek(row.nextDeliveryDate)];
}

export function PlanSummary({ plan }: { plan: AdminSubscriptionRow["plan"] }) {
  if (plan.length === 0) return <span className="text-muted">No plan</span>;
  return (
    <ul className="space-y-1">
      {plan.map((line, i) => (
        <li key={i}>
          {line.label} <span className="whitespace-nowrap">× {line.quantity}</span>
          <span className="text-muted block text-xs">{line.cuisine ? `${line.cuisine} preferred` : "Any cuisine"}</span>
        </li>
      ))}
    </ul>
  );
}

/** The next delivery, or why there is none: paused, skipped or cancelled. */
export function NextDelivery({ row }: { row: AdminSubscriptionRow }) {
  if (row.status === "cancelled")
    return (
      <span className="text-muted">{row.cancelledOn ? `Cancelled ${formatShortDate(row.cancelledOn)}` : "None"}</span>
    );
  if (row.pausedUntil) return <span>Paused until {formatLongDate(row.pausedUntil)}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className={row.nextSkipped ? "text-muted line-through" : undefined}>
        {formatLongDate(row.nextDeliveryDate)}
      </span>
      {row.nextSkipped ? <Badge variant="muted">Skipped</Badge> : null}
    </span>
  );
}

export function FirstOrderLink({ row }: { row: AdminSubscriptionRow }) {
  return (
    <Link
      to={`/admin/orders/${row.firstOrderId}`}
      className="text-brand-700 font-semibold whitespace-nowrap underline-offset-2 hover:underline"
      aria-label={`First order ${row.firstOrderNumber} of ${row.customer}`}
    >
      {row.firstOrderNumber}
    </Link>
  );
}

export function Customer({ row }: { row: AdminSubscriptionRow }) {
  return (
    <>
      <span className="font-medium">{row.customer}</span>
      <span className="text-muted block text-xs break-all">{row.email}</span>
      <span className="text-muted block text-xs">{row.postcode ?? "Collection"}</span>
    </>
  );
}
