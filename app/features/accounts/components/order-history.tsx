import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
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
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ORDER_STATUS_LABEL } from "~/features/ordering/public";
import { formatPence } from "~/lib/money";

export interface HistoryOrder {
  id: string;
  orderNumber: string;
  placedOn: string;
  deliveryDate: string;
  /** How it reaches the customer: "Delivery to …" or "Collection from … (hours)". */
  fulfilment?: string;
  status: string;
  totalPence: number;
  isSubscription: boolean;
  lines: Array<{ id: string; label: string; quantity: number; lineTotalPence: number; isSubscription: boolean }>;
}

export function OrderHistory({ orders }: { orders: HistoryOrder[] }) {
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history" className="mb-4 text-2xl font-semibold">
        Order History
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted">No orders found</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id}>
              <Card data-testid="order-history-item">
                <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-base font-semibold">{order.orderNumber}</h3>
                    <span className="bg-brand-100 text-brand-900 rounded-full px-3 py-0.5 text-xs font-semibold">
                      {ORDER_STATUS_LABEL[order.status as keyof typeof ORDER_STATUS_LABEL] ?? order.status}
                    </span>
                  </div>
                  <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    <div>
                      <dt className="text-muted text-xs">Ordered</dt>
                      <dd>{order.placedOn}</dd>
                    </div>
                    <div>
                      <dt className="text-muted text-xs">
                        {order.fulfilment?.startsWith("Collection") ? "Collection" : "Delivery"}
                      </dt>
                      <dd>{order.deliveryDate}</dd>
                    </div>
                    <div>
                      <dt className="text-muted text-xs">Total</dt>
                      <dd className="font-semibold">{formatPence(order.totalPence)}</dd>
                    </div>
                  </dl>
                  {order.fulfilment ? <p data-testid="order-fulfilment">{order.fulfilment}</p> : null}
                  <ul className="border-t border-stone-100 pt-2">
                    {order.lines.map((line) => (
                      <li key={line.id} className="flex justify-between gap-3">
                        <span>
                          {line.quantity} × {line.label}
                          {line.isSubscription ? " (weekly)" : ""}
                        </span>
                        <span>{formatPence(line.lineTotalPence)}</span>
                      </li>
                    ))}
                  </ul>
                  <p>
                    <Link
                      to={`/my-account/orders/${order.id}`}
                      className="text-brand-700 font-semibold underline"
                      aria-label={`View order ${order.orderNumber}`}
                    >
                      View order
                    </Link>
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface AccountSubscription {
  id: string;
  status: "active" | "cancelled";
  weeklyAmountPence: number;
  orderNumber: string;
  since: string;
}

export function SubscriptionList({ subscriptions }: { subscriptions: AccountSubscription[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel-subscription";
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
              className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-100 pb-3"
            >
              <span>
                <span className="font-semibold">Weekly subscription</span> from {sub.orderNumber} (first delivery{" "}
                {sub.since}): {formatPence(sub.weeklyAmountPence)} a week,{" "}
                <span className="font-semibold">{sub.status === "active" ? "Active" : "Cancelled"}</span>
              </span>
              {sub.status === "active" ? (
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="outline" size="sm" disabled={busy}>
                      Cancel subscription
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>Cancel this subscription?</AlertDialogTitle>
                      <AlertDialogDescription>
                        Your weekly boxes from {sub.orderNumber} stop and you will not be charged again. Deliveries
                        already paid for still arrive.
                      </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>Keep subscription</AlertDialogCancel>
                      <Form method="post">
                        <input type="hidden" name="subscriptionId" value={sub.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="cancel-subscription"
                          variant="destructive"
                          className="w-full"
                        >
                          Yes, cancel it
                        </Button>
                      </Form>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
