import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { paymentWindowClosed } from "~/features/delivery/delivery-dates";
import { payLinkUrl } from "~/features/payments/pay-link.server";
import {
  cancelTestSession,
  findTestSession,
  payTestSession,
  windowOpenedAt,
} from "~/features/payments/test-payment.server";
import { formatLongDate } from "~/lib/dates";
import { requestOrigin } from "~/lib/env.server";
import { formatPence } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/test-payment";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Test payment") },
  { name: "robots", content: "noindex" },
];

/**
 * The built-in test provider's payment page (used when no Stripe keys are configured). The
 * session id is the secret: whoever has it may pay or cancel this one order, as at Stripe.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findTestSession(params.sessionId);
  if (!found) throw data("Payment session not found", { status: 404 });
  const { order } = found;
  if (order.paidAt) throw redirect(`/order-confirmation?session_id=${encodeURIComponent(params.sessionId)}`);
  return {
    payable:
      order.status === "pending_payment" &&
      found.payment.status === "pending" &&
      !paymentWindowClosed(windowOpenedAt(found)),
    orderNumber: order.orderNumber,
    email: order.email,
    totalPence: order.totalPence,
    isSubscription: order.isSubscription,
    /** What each later week charges, as the payment was opened with (0 for a one-off order). */
    weeklyPence: found.payment.weeklyAmountPence ?? 0,
    dateLabel: order.isSubscription
      ? `First ${order.fulfilment === "collection" ? "collection" : "delivery"}`
      : order.fulfilment === "collection"
        ? "Collection"
        : "Delivery",
    deliveryDate: formatLongDate(order.deliveryDate),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const intent = (await request.formData()).get("intent");
  const sessionId = params.sessionId;
  // A payment-link order has no basket to go back to: its link leads on (a fresh page, or why not).
  const found = await findTestSession(sessionId);
  const link = found?.order.manualPayment === "link" ? payLinkUrl(found.order.id, requestOrigin(request)) : null;
  if (intent === "pay") {
    const outcome = await payTestSession(sessionId, found);
    if (outcome === "not-payable") {
      return redirectWithToast(link ?? "/checkout", {
        type: "error",
        title: "Payment Error",
        description: "This payment can no longer be completed. Please try again.",
      });
    }
    return redirect(`/order-confirmation?session_id=${encodeURIComponent(sessionId)}`);
  }
  if (intent === "cancel") {
    await cancelTestSession(sessionId, found);
    return redirectWithToast(link ? "/" : "/checkout", {
      type: "info",
      title: "Payment cancelled",
      description: link
        ? "You have not been charged. You can pay later with the link in your email."
        : "You have not been charged. Your order is still in your basket.",
    });
  }
  return data("Unknown action", { status: 400 });
}

export default function TestPaymentPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <p className="rounded-md bg-amber-200 px-3 py-2 text-center text-sm font-bold text-amber-950" role="note">
            Test mode: no card is charged
          </p>
          <h1 className="mt-2 text-2xl font-semibold">Test payment</h1>
          <CardDescription>
            This shop is not connected to a payment provider yet, so payments are simulated. Press Pay to confirm the
            order as if a card payment had succeeded, or Cancel to go back.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">Order</dt>
            <dd>{loaderData.orderNumber}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{loaderData.email}</dd>
            <dt className="font-semibold">{loaderData.dateLabel}</dt>
            <dd>{loaderData.deliveryDate}</dd>
            <dt className="font-semibold">Amount</dt>
            <dd className="text-lg font-bold" data-testid="test-payment-amount">
              {formatPence(loaderData.totalPence)}
            </dd>
            {loaderData.weeklyPence > 0 ? (
              <>
                <dt className="font-semibold">Weekly</dt>
                <dd data-testid="test-payment-weekly">Then {formatPence(loaderData.weeklyPence)} every week</dd>
              </>
            ) : null}
          </dl>
          {loaderData.payable ? (
            <Form method="post" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="pay" disabled={busy}>
                {busy ? "Please wait..." : `Pay ${formatPence(loaderData.totalPence)}`}
              </Button>
            </Form>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              This payment was cancelled or has expired. Please go back to checkout to try again.
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
