import { Link } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { formatPence } from "~/lib/money";

export interface HistoryOrder {
  id: string;
  orderNumber: string;
  placedOn: string;
  deliveryDate: string;
  /** How it reaches the customer: "Delivery to …" or "Collection from … (hours)". */
  fulfilment?: string;
  /** The status as the customer reads it (Orders' orderStatusLabel: "Ready to collect"). */
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
                      {order.status}
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
