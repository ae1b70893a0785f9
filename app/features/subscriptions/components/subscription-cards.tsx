import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPence } from "~/lib/money";

export interface AccountSubscription {
  id: string;
  status: "active" | "paused" | "cancelled";
  plan: string;
  weeklyAmountPence: number;
  orderNumber: string;
  /** "Saturday 12 December", or null when none is planned. */
  nextDelivery: string | null;
}

const STATUS_LABEL: Record<AccountSubscription["status"], string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
};

/** My account's subscriptions: each with its plan, next delivery and a way to manage it. */
export function SubscriptionCards({ subscriptions }: { subscriptions: AccountSubscription[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscriptions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {subscriptions.map((sub) => (
            <li
              key={sub.id}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-100 pb-3 last:border-0"
            >
              <div className="flex flex-col gap-1">
                <span className="flex items-center gap-2">
                  <span className="font-semibold">Weekly subscription</span>
                  <Badge variant={sub.status === "active" ? "success" : "muted"}>{STATUS_LABEL[sub.status]}</Badge>
                </span>
                <span>
                  {sub.plan}: {formatPence(sub.weeklyAmountPence)} a week (from order {sub.orderNumber})
                </span>
                {sub.nextDelivery ? <span className="text-stone-600">Next delivery: {sub.nextDelivery}</span> : null}
              </div>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`/my-account/subscriptions/${sub.id}`}
                  aria-label={`Manage subscription from ${sub.orderNumber}`}
                >
                  {sub.status === "cancelled" ? "View" : "Manage"}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
