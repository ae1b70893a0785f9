import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { useRef } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { changeOrderStatus, getAdminOrder } from "~/features/ordering/admin-orders.server";
import { OrderStatusBadge } from "~/features/ordering/components/order-status-badge";
import {
  ADMIN_TRANSITIONS,
  canRefund,
  ORDER_STATUS_LABEL,
  OrderStatusChangeSchema,
  type OrderStatus,
} from "~/features/ordering/order-status";
import { refundOrder } from "~/features/payments/refund.server";
import { formatLongDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/order-detail";
import { currentAdmin } from "~/features/accounts/admin-gate.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.order.orderNumber ?? "Order"} | Admin Dashboard` },
];

export async function loader({ params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.orderId);
  const detail = id.success ? await getAdminOrder(id.data) : null;
  if (!detail) throw data("Order not found", { status: 404 });
  return detail;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = currentAdmin(context);
  const id = z.uuid().safeParse(params.orderId);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "refund") return refund(id.success ? id.data : null, admin.id);
  const parsed = OrderStatusChangeSchema.safeParse(form);
  if (!id.success || !parsed.success) {
    return data(
      {
        toast: { type: "error", title: "Failed to update status", description: parsed.error?.issues[0]?.message },
      } satisfies AdminActionResult,
      { status: 400 },
    );
  }
  try {
    const outcome = await changeOrderStatus(id.data, parsed.data.status, admin.id, parsed.data.note);
    if (!outcome.ok)
      return data(
        {
          toast: { type: "error", title: "Failed to update status", description: outcome.error },
        } satisfies AdminActionResult,
        { status: 409 },
      );
    return {
      ok: true,
      toast: { type: "success", title: `Order marked ${outcome.label.toLowerCase()}` },
    } satisfies AdminActionResult;
  } catch (error) {
    logger.error({ err: error }, "order status change failed");
    return data({ toast: { type: "error", title: "Failed to update status" } } satisfies AdminActionResult, {
      status: 500,
    });
  }
}

async function refund(orderId: string | null, adminId: string) {
  if (!orderId) {
    return data(
      {
        toast: { type: "error", title: "Failed to refund", description: "Order not found" },
      } satisfies AdminActionResult,
      {
        status: 400,
      },
    );
  }
  try {
    const outcome = await refundOrder(orderId, adminId);
    if (!outcome.ok) {
      return data(
        { toast: { type: "error", title: "Failed to refund", description: outcome.error } } satisfies AdminActionResult,
        {
          status: 409,
        },
      );
    }
    return {
      ok: true,
      toast: { type: "success", title: `Refunded ${formatPence(outcome.amountPence)}` },
    } satisfies AdminActionResult;
  } catch (error) {
    logger.error({ err: error }, "refund failed");
    return data({ toast: { type: "error", title: "Failed to refund" } } satisfies AdminActionResult, { status: 500 });
  }
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Order not found" description="This order does not exist or could not be loaded." />;
}

const LINE_TYPE: Record<string, string> = {
  essentials: "Essentials box",
  essentials_plus: "Essentials Plus box",
  custom: "Custom",
};
const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, payments, subscription, history } = loaderData;
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
            Delivery {formatLongDate(order.deliveryDate)} · placed {when(order.createdAt)} ·{" "}
            <Link
              to={`/admin/orders/prep-sheet?date=${order.deliveryDate}`}
              className="text-brand-700 font-medium underline"
            >
              Prep sheet for this date
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          {order.isTestPayment ? <Badge variant="info">Test payment: no money taken</Badge> : null}
          {order.isSubscription ? <Badge>Weekly subscription</Badge> : null}
        </div>
      </div>

      <StatusChanger status={order.status} />

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
        <Section title="Delivery address">
          <address className="text-sm not-italic">
            {order.address}
            <br />
            {order.city}
            {order.region ? `, ${order.region}` : ""}
            <br />
            <strong>{order.postcode}</strong>
          </address>
          <h3 className="mt-3 text-sm font-semibold">Delivery instructions</h3>
          <p className="text-sm whitespace-pre-line">
            {order.deliveryInstructions?.trim() || <span className="text-muted">None</span>}
          </p>
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
          <dt>Discount</dt>
          <dd className="text-right">
            {order.discountPence > 0 ? `−${formatPence(order.discountPence)}` : formatPence(0)}
          </dd>
          <dt>
            Shipping ({order.containers} {order.containers === 1 ? "container" : "containers"})
          </dt>
          <dd className="text-right">{formatPence(order.shippingPence)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatPence(order.totalPence)}</dd>
        </dl>
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Payment">
          {payments.length === 0 ? (
            <p className="text-muted text-sm">No payment started.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {payments.map((p) => (
                <li key={p.id} className="rounded-md bg-stone-50 p-3">
                  <p className="font-medium">
                    {formatPence(p.amountPence)} via {p.provider === "test" ? "the test provider" : p.provider} ·{" "}
                    <span className="capitalize">{p.status}</span>
                  </p>
                  <p className="text-muted text-xs break-all">Reference {p.providerPaymentId ?? p.providerSessionId}</p>
                  <p className="text-muted text-xs">Started {when(p.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
          {order.isTestPayment ? (
            <p className="mt-2 text-sm font-medium text-sky-900">
              Paid with the built-in test provider: no card was charged.
            </p>
          ) : null}
          {order.paidAt ? <p className="mt-2 text-sm">Paid {when(order.paidAt)}</p> : null}
          {subscription ? (
            <p className="mt-2 text-sm">
              Weekly subscription {formatPence(subscription.weeklyAmountPence)} a week · {subscription.status}
            </p>
          ) : null}
          {canRefund(order) ? (
            <RefundButton totalPence={order.totalPence} isTestPayment={order.isTestPayment} />
          ) : order.isSubscription && order.paidAt && order.status !== "refunded" ? (
            <p className="text-muted mt-2 text-sm">
              Weekly subscription payments are refunded in Stripe&apos;s dashboard; the order shows as refunded when
              Stripe reports it.
            </p>
          ) : null}
        </Section>
        <Section title="Status history">
          {history.length === 0 ? (
            <p className="text-muted text-sm">No changes recorded.</p>
          ) : (
            <ol className="flex flex-col gap-2 text-sm">
              {history.map((h) => (
                <li key={h.id} className="border-brand-200 border-l-2 pl-3">
                  <p className="font-medium">
                    {h.fromStatus ? `${ORDER_STATUS_LABEL[h.fromStatus]} → ` : ""}
                    {ORDER_STATUS_LABEL[h.toStatus]}
                  </p>
                  <p className="text-muted text-xs">
                    {when(h.createdAt)}
                    {h.changedByName ? ` · by ${h.changedByName}` : h.changedBy ? ` · ${h.changedBy}` : ""}
                  </p>
                  {h.note ? <p className="text-sm">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
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

function StatusChanger({ status }: { status: OrderStatus }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const moves = ADMIN_TRANSITIONS[status];
  if (moves.length === 0) return null;
  const busy = fetcher.state !== "idle";
  const send = (to: OrderStatus) => {
    fetcher.submit({ status: to, note: noteRef.current?.value ?? "" }, { method: "post" });
    if (noteRef.current) noteRef.current.value = "";
  };
  return (
    <section
      aria-labelledby="status-change-heading"
      className="border-brand-200 bg-brand-50 flex flex-col gap-3 rounded-xl border p-4 print:hidden"
    >
      <h2 id="status-change-heading" className="font-semibold">
        Update status
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="status-note">Note for the history (optional)</Label>
        <Textarea ref={noteRef} id="status-note" rows={2} maxLength={500} className="min-h-0" />
      </div>
      <div className="flex flex-wrap gap-2">
        {moves
          .filter((to) => to !== "cancelled")
          .map((to) => (
            <Button
              key={to}
              type="button"
              variant={to === moves[0] ? "default" : "outline"}
              disabled={busy}
              onClick={() => send(to)}
            >
              Mark {ORDER_STATUS_LABEL[to].toLowerCase()}
            </Button>
          ))}
        {moves.includes("cancelled") ? (
          <ConfirmButton
            title="Cancel this order?"
            description={
              status === "pending_payment"
                ? "The order will not be delivered and its payment can no longer complete."
                : "The order will not be delivered. Cancelling does not refund the customer: use Refund payment for that."
            }
            confirmLabel="Cancel order"
            onConfirm={() => send("cancelled")}
            trigger={
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                className="border-red-300 text-red-800 hover:bg-red-50"
              >
                Cancel order
              </Button>
            }
          />
        ) : null}
      </div>
    </section>
  );
}

function RefundButton({ totalPence, isTestPayment }: { totalPence: number; isTestPayment: boolean }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const amount = formatPence(totalPence);
  return (
    <div className="mt-3 print:hidden">
      <ConfirmButton
        title={`Refund ${amount}?`}
        description={
          isTestPayment
            ? "This was a test payment, so no money was taken and none is returned. The order will be marked refunded and will not be delivered, and the customer gets an email. This cannot be undone."
            : `${amount} goes back to the customer's card through Stripe. The order will be marked refunded and will not be delivered, and the customer gets an email. This cannot be undone.`
        }
        confirmLabel="Refund"
        onConfirm={() => fetcher.submit({ intent: "refund" }, { method: "post" })}
        trigger={
          <Button
            type="button"
            variant="outline"
            disabled={fetcher.state !== "idle"}
            className="border-red-300 text-red-800 hover:bg-red-50"
          >
            {fetcher.state !== "idle" ? "Refunding..." : "Refund payment"}
          </Button>
        }
      />
    </div>
  );
}
