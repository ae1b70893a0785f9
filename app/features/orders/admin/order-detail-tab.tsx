import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { addressParts } from "~/lib/address";
import { formatLongDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import { AllergyNote } from "../components/allergy-note";
import { LineAllergens } from "~/features/cart/public";
import { OrderStatusBadge } from "../components/order-status-badge";
import { DELIVERY_WINDOW } from "../delivery-windows";
import { canRefund, canRefundAsCredit, orderStatusLabel } from "../order-status";
import { discountRows, paymentRows } from "../order-money";
import { ManualOrderBadge } from "./manual-order-badge";
import type { loadOrderDetail } from "./order-detail.server";
import { CreditRefundButton, RefundButton } from "./refund-button";
import { StatusChanger } from "./status-changer";

type OrderDetailData = Awaited<ReturnType<typeof loadOrderDetail>>;

const LINE_TYPE: Record<string, string> = { box: "Box", custom: "Custom" };
const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function OrderDetailTab({
  order,
  payments,
  subscription,
  history,
  documents,
}: OrderDetailData & {
  /** The order's receipt and credit notes (receipts sit above orders: the route hands them in). */
  documents?: React.ReactNode;
}) {
  const collection = order.fulfilment === "collection";
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <Link
        to="/admin/orders"
        className="text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All orders
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Order {order.orderNumber}</h1>
          <p className="text-muted mt-1 text-sm">
            {collection ? "Collection" : "Delivery"} {formatLongDate(order.deliveryDate)} · placed{" "}
            {when(order.createdAt)} ·{" "}
            <Link
              to={`/admin/orders/prep-sheet?date=${order.deliveryDate}`}
              className="text-brand-700 font-medium underline"
            >
              Prep sheet for this date
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
          {order.isTestPayment ? <Badge variant="info">Test payment: no money taken</Badge> : null}
          <ManualOrderBadge manualPayment={order.manualPayment} />
          {order.isSubscription ? <Badge>Weekly subscription</Badge> : null}
        </div>
      </div>

      <AllergyNote note={order.allergyNote} className="p-3 text-base" />
      <StatusChanger status={order.status} fulfilment={order.fulfilment} />

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Customer">
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Name</dt>
            <dd>
              {order.firstName} {order.lastName}
            </dd>
            <dt className="text-muted">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${order.email}`} className="text-brand-700 underline">
                {order.email}
              </a>
            </dd>
            <dt className="text-muted">Phone</dt>
            <dd>
              <a href={`tel:${order.phone}`} className="text-brand-700 underline">
                {order.phone}
              </a>
            </dd>
            <dt className="text-muted">Account</dt>
            <dd>{order.isGuest || !order.userId ? "Guest checkout" : "Signed-in customer"}</dd>
          </dl>
        </Section>
        <Section title="Fulfilment">
          <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <Badge>{collection ? "Collection" : "Delivery"}</Badge>
            <span data-testid="fulfilment">{order.fulfilmentText}</span>
          </p>
          {collection ? (
            <>
              <h3 className="mt-3 text-sm font-semibold">Collection point instructions</h3>
              <p className="text-sm whitespace-pre-line">
                {order.collectionInstructions?.trim() || <span className="text-muted">None</span>}
              </p>
            </>
          ) : (
            <>
              <h3 className="mt-3 text-sm font-semibold">Delivery instructions</h3>
              <p className="text-sm whitespace-pre-line">
                {order.deliveryInstructions?.trim() || <span className="text-muted">None</span>}
              </p>
              {order.deliveryWindow ? (
                <>
                  <h3 className="mt-3 text-sm font-semibold">Delivery window</h3>
                  <p className="text-sm" data-testid="delivery-window">
                    {DELIVERY_WINDOW[order.deliveryWindow].label}
                  </p>
                </>
              ) : null}
              <h3 className="mt-3 text-sm font-semibold">Billing address</h3>
              {order.billingSameAsDelivery ? (
                <p className="text-muted text-sm">Same as delivery</p>
              ) : !order.billingAddressLine1 ? (
                // Orders placed before checkout asked for it.
                <p className="text-muted text-sm">Not given</p>
              ) : (
                <AddressLines
                  lines={addressParts(order.billingAddressLine1, order.billingAddressLine2, order.billingCity)}
                  postcode={order.billingPostcode}
                  testId="billing-address"
                />
              )}
            </>
          )}
        </Section>
      </div>

      <Section title="Items">
        <ul className="flex flex-col divide-y divide-stone-100">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap justify-between gap-3 py-3 first:pt-0">
              <div>
                <p className="font-semibold">
                  {line.quantity} × {line.label}
                </p>
                <p className="text-muted text-xs">
                  {LINE_TYPE[line.lineType]} · {line.variant === "vegetarian" ? "Vegetarian" : "Standard"}
                  {line.cuisine ? ` · ${line.cuisine}` : ""}
                  {line.isSubscription ? " · weekly" : ""}
                </p>
                <ul className="mt-1 list-inside list-disc text-sm">
                  {line.items.map((item, i) => (
                    <li key={i}>
                      {item.name}
                      {item.quantity > 1 || line.lineType === "custom" ? ` × ${item.quantity}` : ""}
                    </li>
                  ))}
                </ul>
                <LineAllergens allergens={line.allergens} mayContain={line.mayContain} className="mt-1 text-sm" />
              </div>
              <div className="text-right text-sm tabular-nums">
                <p>{formatPence(line.lineTotalPence)}</p>
                {line.discountPence > 0 ? (
                  <p className="text-green-800">−{formatPence(line.discountPence)} catering discount</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-stone-200 pt-3 text-sm tabular-nums">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatPence(order.subtotalPence)}</dd>
          {discountRows(order).map((row) => (
            <div key={row.label} className="contents">
              <dt>{row.label}</dt>
              <dd className="text-right">−{formatPence(row.pence)}</dd>
            </div>
          ))}
          <dt>
            {collection
              ? "Shipping (collection)"
              : `Shipping (${order.containers} ${order.containers === 1 ? "container" : "containers"})`}
          </dt>
          <dd className="text-right">{formatPence(order.shippingPence)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatPence(order.totalPence)}</dd>
          {paymentRows(order).map((row) => (
            <div key={row.label} className="contents">
              <dt>{row.label}</dt>
              <dd className="text-right">{formatPence(row.pence)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Payment">
          <Entries items={payments} none="No payment started." itemClassName="rounded-md bg-stone-50 p-3">
            {(p) => (
              <>
                <p className="font-medium">
                  {formatPence(p.amountPence)} via {p.provider === "test" ? "the test provider" : p.provider} ·{" "}
                  <span className="capitalize">{p.status}</span>
                </p>
                <p className="text-muted text-xs break-all">Reference {p.providerPaymentId ?? p.providerSessionId}</p>
                <p className="text-muted text-xs">Started {when(p.createdAt)}</p>
              </>
            )}
          </Entries>
          {order.isTestPayment ? (
            <p className="mt-2 text-sm font-medium text-sky-900">
              Paid with the built-in test provider: no card was charged.
            </p>
          ) : null}
          {order.paidAt ? <p className="mt-2 text-sm">Paid {when(order.paidAt)}</p> : null}
          {order.enteredBy ? <p className="mt-2 text-sm">Entered by {order.enteredBy}</p> : null}
          {subscription ? (
            <p className="mt-2 text-sm">
              Weekly subscription {formatPence(subscription.weeklyAmountPence)} a week · {subscription.status}
            </p>
          ) : null}
          {canRefund(order) ? (
            <RefundButton totalPence={order.totalPence} isTestPayment={order.isTestPayment} />
          ) : order.isSubscription && order.paidAt && order.status !== "refunded" ? (
            <p className="text-muted mt-2 text-sm">
              Weekly subscription payments are refunded to the card in Stripe&apos;s dashboard; the order shows as
              refunded when Stripe reports it.
              {order.userId ? " Or give this week's box back as store credit." : null}
            </p>
          ) : null}
          {canRefundAsCredit(order) ? <CreditRefundButton totalPence={order.totalPence} /> : null}
        </Section>
        <Section title="Status history">
          <Entries items={history} none="No changes recorded." itemClassName="border-brand-200 border-l-2 pl-3" ordered>
            {(h) => (
              <>
                <p className="font-medium">
                  {h.fromStatus ? `${orderStatusLabel(h.fromStatus, order.fulfilment)} → ` : ""}
                  {orderStatusLabel(h.toStatus, order.fulfilment)}
                </p>
                <p className="text-muted text-xs">
                  {when(h.createdAt)}
                  {h.changedByName ? ` · by ${h.changedByName}` : h.changedBy ? ` · ${h.changedBy}` : ""}
                </p>
                {h.note ? <p className="text-sm">{h.note}</p> : null}
              </>
            )}
          </Entries>
        </Section>
      </div>
      {documents}
    </main>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A section's entries, one `children(entry)` an item (`ordered`: a numbered list, as they
 * happened), or `none` when there are none.
 */
function Entries<T extends { id: string }>({
  items,
  none,
  itemClassName,
  ordered = false,
  children,
}: {
  items: readonly T[];
  none: string;
  itemClassName: string;
  ordered?: boolean;
  children: (entry: T) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="text-muted text-sm">{none}</p>;
  const List = ordered ? "ol" : "ul";
  return (
    <List className="flex flex-col gap-2 text-sm">
      {items.map((entry) => (
        <li key={entry.id} className={itemClassName}>
          {children(entry)}
        </li>
      ))}
    </List>
  );
}

/** An address a line a part (each part once), the postcode in bold. */
function AddressLines({ lines, postcode, testId }: { lines: string[]; postcode: string | null; testId?: string }) {
  return (
    <address className="text-sm not-italic" data-testid={testId}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <strong>{postcode}</strong>
    </address>
  );
}
