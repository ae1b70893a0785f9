import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { addressParts } from "~/lib/address";
import { formatPence } from "~/lib/money";
import { LineAllergens } from "~/features/cart/public";
import { discountRows, paymentRows } from "~/features/orders/public";
import { DELIVERY_WINDOW, type DeliveryWindow } from "~/features/orders/public";
import { clearCheckoutDraft } from "../checkout-draft";
import { clearStoredCart } from "~/features/cart/public";

export interface ConfirmedOrder {
  orderNumber: string;
  email: string;
  name: string;
  fulfilment: "delivery" | "collection";
  /** "Delivery to …" or "Collection from … (hours)". */
  fulfilmentText: string;
  /** Delivery: the address lines; collection: none. */
  address: string | null;
  city: string | null;
  region: string;
  postcode: string | null;
  phone: string;
  deliveryInstructions: string | null;
  collectionInstructions: string | null;
  deliveryDate: string;
  /** The delivery window chosen at checkout; null = any time. */
  deliveryWindow: DeliveryWindow | null;
  isSubscription: boolean;
  isTestPayment: boolean;
  canCreateAccount: boolean;
  /** Placed from this browser's basket (not a phone order paid through its link). */
  fromBasket: boolean;
  subtotalPence: number;
  shippingPence: number;
  discountPence: number;
  promoCode: string | null;
  promoDiscountPence: number;
  creditPence: number;
  giftCardPence: number;
  totalPence: number;
  lines: Array<{
    id: string;
    label: string;
    quantity: number;
    lineTotalPence: number;
    isSubscription: boolean;
    items: Array<{ name: string; quantity: number }>;
    allergens: string[];
    mayContain: string[];
  }>;
}

export function Verifying() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <Loader2 className="text-brand-600 size-10 animate-spin" aria-hidden />
      <h1 className="text-2xl font-semibold">Verifying payment...</h1>
    </div>
  );
}

export function ConfirmationFailed() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <XCircle className="size-12 text-red-700" aria-hidden />
        <h1 className="text-2xl font-bold">Payment Failed</h1>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-6">
        <p>There was an issue processing your payment. Please try again.</p>
        <Button asChild>
          <Link to="/order">Back to Order</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function GuestAccountOffer() {
  const fetcher = useFetcher<{ account: "created" | "exists" | "not-allowed" | "failed" }>();
  const [hidden, setHidden] = useState(false);
  const outcome = fetcher.data?.account;
  useEffect(() => {
    if (outcome === "failed" || outcome === "not-allowed")
      toast.error("An error occurred", { description: "Please try again later." });
  }, [outcome]);
  if (outcome === "created") {
    return (
      <Card className="border-green-300 bg-green-50" role="status">
        <CardContent className="pt-6">
          <h2 className="text-lg font-semibold">Account Created Successfully!</h2>
          <p>Check your email for verification instructions.</p>
        </CardContent>
      </Card>
    );
  }
  if (outcome === "exists") {
    return (
      <Card role="status">
        <CardContent className="flex flex-col gap-2 pt-6">
          <h2 className="text-lg font-semibold">You already have an account</h2>
          <p>
            An account with this email already exists.{" "}
            <Link to="/login" className="text-brand-700 font-semibold underline">
              Log in
            </Link>{" "}
            to see your orders.
          </p>
        </CardContent>
      </Card>
    );
  }
  if (hidden) return null;
  const busy = fetcher.state !== "idle";
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Like your experience?</h2>
        <p>
          Create an account to see your orders and check out faster next time. We will email you a link to choose your
          password.
        </p>
        <fetcher.Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="create-account" disabled={busy}>
            {busy ? "Creating account..." : "Create Account"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setHidden(true)} disabled={busy}>
            Maybe Later
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

export function ConfirmationSuccess({ order, signedIn }: { order: ConfirmedOrder; signedIn: boolean }) {
  // The basket and details it was bought with are done with; paying a phone order's link leaves
  // the customer's own basket as it was.
  const { fromBasket } = order;
  useEffect(() => {
    if (!fromBasket) return;
    clearStoredCart();
    clearCheckoutDraft();
  }, [fromBasket]);
  const collection = order.fulfilment === "collection";
  const dateLabel = `${order.isSubscription ? "First " : ""}${collection ? "Collection" : "Delivery"} Date`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-green-700" aria-hidden />
        <h1 className="text-3xl font-bold">{order.isSubscription ? "Subscription Activated!" : "Order Confirmed!"}</h1>
        <p>
          Thank you, {order.name}. Your order number is <strong data-testid="order-number">{order.orderNumber}</strong>.
        </p>
      </div>
      {order.canCreateAccount && !signedIn ? <GuestAccountOffer /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{collection ? "Collection Information" : "Delivery Information"}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            <p>
              <span className="font-semibold">{dateLabel}:</span> {order.deliveryDate}
              {!collection && order.deliveryWindow
                ? `, ${DELIVERY_WINDOW[order.deliveryWindow].label.toLowerCase()}`
                : null}
            </p>
            {collection ? (
              <>
                <p data-testid="fulfilment">
                  <span className="font-semibold">Collection:</span>{" "}
                  {order.fulfilmentText.replace(/^Collection from /, "")}
                </p>
                {order.collectionInstructions ? <p>Instructions: {order.collectionInstructions}</p> : null}
                <p>
                  {order.name}
                  <br />
                  {order.phone}
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold">Delivery to:</p>
                <address className="not-italic" data-testid="fulfilment">
                  {order.name}
                  <br />
                  {addressParts(order.address, order.city, order.region, order.postcode).map((part) => (
                    <Fragment key={part}>
                      {part}
                      <br />
                    </Fragment>
                  ))}
                  {order.phone}
                </address>
                {order.deliveryInstructions ? <p>Instructions: {order.deliveryInstructions}</p> : null}
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Payment Information</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold">Amount</dt>
              <dd data-testid="paid-amount">{formatPence(order.totalPence)}</dd>
              <dt className="font-semibold">Method</dt>
              <dd>{order.isSubscription ? "Weekly Subscription" : "One-time Payment"}</dd>
              <dt className="font-semibold">Status</dt>
              <dd className="font-semibold text-green-800">Paid</dd>
            </dl>
            {order.isTestPayment ? <p className="text-muted mt-3 text-xs">Test mode: no card was charged.</p> : null}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Order Summary</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <ul className="flex flex-col gap-2">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 border-b border-stone-100 pb-2">
                <span>
                  <span className="font-semibold">
                    {line.quantity} × {line.label}
                  </span>
                  {line.isSubscription ? (
                    <span className="text-brand-700 ml-2 text-xs">Weekly subscription</span>
                  ) : null}
                  {line.items.length ? (
                    <span className="text-muted block text-xs">
                      {line.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(", ")}
                    </span>
                  ) : null}
                  <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
                </span>
                <span>{formatPence(line.lineTotalPence)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatPence(order.subtotalPence)}</dd>
            {order.shippingPence > 0 ? (
              <>
                <dt>Shipping Cost</dt>
                <dd className="text-right">{formatPence(order.shippingPence)}</dd>
              </>
            ) : null}
            {discountRows(order).map((row) => (
              <div key={row.label} className="contents">
                <dt>{row.label}</dt>
                <dd className="text-right">({formatPence(row.pence)})</dd>
              </div>
            ))}
            <dt className="font-bold">Total</dt>
            <dd className="text-right font-bold">{formatPence(order.totalPence)}</dd>
            {paymentRows(order).map((row) => (
              <div key={row.label} className="contents">
                <dt>{row.label}</dt>
                <dd className="text-right">{formatPence(row.pence)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What's Next?</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>A confirmation email is on its way to {order.email}.</li>
            <li>
              {collection
                ? `We cook your meals fresh for you to collect on ${order.deliveryDate}: please bring your order number.`
                : `We cook your meals fresh and deliver them on ${order.deliveryDate}.`}
            </li>
            {order.isSubscription ? (
              <li>Your subscription is charged weekly; you can cancel it any time from My Account.</li>
            ) : null}
            <li>Questions about your order? Get in touch and quote {order.orderNumber}.</li>
          </ul>
        </CardContent>
      </Card>
      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
