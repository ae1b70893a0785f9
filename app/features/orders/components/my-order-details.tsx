import { Card, CardContent } from "~/components/ui/card";
import { formatPence } from "~/lib/money";
import { LineAllergens } from "~/features/cart/public";
import { orderStatusLabel } from "../order-status";
import { discountRows, paymentRows } from "../order-money";
import type { MyOrderData } from "../my-order.server";

/** The order as the customer bought it: number, status, date, fulfilment, lines and total. */
export function MyOrderDetails({ order }: { order: MyOrderData["order"] }) {
  const collection = order.fulfilment === "collection";
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p>Ordered {order.placedOn}</p>
          <span
            data-testid="order-status"
            className="bg-brand-100 text-brand-900 rounded-full px-3 py-0.5 text-xs font-semibold"
          >
            {orderStatusLabel(order.status, order.fulfilment)}
          </span>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-muted text-xs">{collection ? "Collection date" : "Delivery date"}</dt>
            <dd data-testid="order-date">{order.deliveryDateText}</dd>
            {order.deliveryWindowText ? <dd data-testid="order-window">{order.deliveryWindowText}</dd> : null}
          </div>
          <div>
            <dt className="text-muted text-xs">{collection ? "Collection" : "Delivery"}</dt>
            <dd data-testid="order-fulfilment">{order.fulfilmentText}</dd>
          </div>
        </dl>
        <ul className="flex flex-col gap-2 border-t border-stone-100 pt-3">
          {order.lines.map((line) => (
            <li key={line.id}>
              <div className="flex justify-between gap-3 font-medium">
                <span>
                  {line.quantity} × {line.label}
                  {line.isSubscription ? " (weekly)" : ""}
                </span>
                <span>{formatPence(line.lineTotalPence)}</span>
              </div>
              {line.items.length ? (
                <p className="text-muted">
                  {line.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)).join(", ")}
                </p>
              ) : null}
              <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-1 border-t border-stone-100 pt-3">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatPence(order.subtotalPence)}</dd>
          </div>
          {discountRows(order).map((row) => (
            <div key={row.label} className="flex justify-between">
              <dt>{row.label}</dt>
              <dd>−{formatPence(row.pence)}</dd>
            </div>
          ))}
          <div className="flex justify-between">
            <dt>{collection ? "Collection" : "Delivery"}</dt>
            <dd>{order.shippingPence ? formatPence(order.shippingPence) : "Free"}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatPence(order.totalPence)}</dd>
          </div>
          {paymentRows(order).map((row) => (
            <div key={row.label} className="flex justify-between">
              <dt>{row.label}</dt>
              <dd>{formatPence(row.pence)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
