import { TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { HeadedSection } from "~/components/admin/headed-section";
import { TabHeading } from "~/components/admin/tab-heading";
import { FormField, SelectField, SubmitButton, TextareaField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { formatLongDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import { EMPTY_CART, type Cart } from "~/features/cart/public";
import { OrderBuilder } from "../components/order-builder";
import {
  ANY_TIME,
  DELIVERY_WINDOW,
  DELIVERY_WINDOWS,
  MANUAL_PAYMENT_LABEL,
  type ManualPayment,
} from "~/features/orders/public";
import type { loadNewOrder, ManualQuote } from "./new-order.server";

type Data = Awaited<ReturnType<typeof loadNewOrder>>;
type Answer = ActionResult<{ quote?: ManualQuote; errors?: Record<string, string[] | undefined> }>;

/**
 * New order (admin): the shop's builder, then the customer, the fulfilment and the payment. The
 * server prices the cart ("Check price") and again when saving; the browser's figures are shown
 * in the builder only. The basket lives in this page only: every phone order starts empty, like
 * its customer fields, and is never handed on to the next customer.
 */
export function NewOrderTab({
  catalog,
  pricingSettings,
  orderLimits,
  dates,
  cateringText,
  collectionPoints,
  deliveryWindows,
}: Data) {
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const onCartChange = useCallback((next: Cart) => setCart(next), []);
  const [payment, setPayment] = useState<ManualPayment>("cash");
  const fetcher = useFetcher<Answer>();
  useActionToast(fetcher);
  const errors = fetcher.data?.errors ?? {};
  const quote = fetcher.data?.quote;
  const pending = fetcher.state !== "idle";
  const chosen = dates.find((d) => d.date === cart.deliveryDate);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="New order"
        description="A phone or cash order: the shop's builder and prices, entered for the customer."
      />
      <OrderBuilder
        catalog={catalog}
        pricingSettings={pricingSettings}
        orderLimits={orderLimits}
        dateOptions={dates}
        cateringText={cateringText}
        onCartChange={onCartChange}
        oneOffOnly
        onContinue={() => document.getElementById("customer")?.scrollIntoView({ block: "start" })}
      />
      {chosen?.pastCutoff ? (
        <p role="status" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Orders for {formatLongDate(chosen.date)} have closed: check with the kitchen before taking this order.
        </p>
      ) : null}

      <fetcher.Form method="post" id="customer" className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <input type="hidden" name="cart" value={JSON.stringify(cart)} />
        <input type="hidden" name="fulfilment" value={cart.fulfilment} />
        <HeadedSection
          id="customer-title"
          title="Customer"
          className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" name="firstName" autoComplete="off" error={errors.firstName} />
            <FormField label="Last Name" name="lastName" autoComplete="off" error={errors.lastName} />
            <FormField label="Email" name="email" type="email" autoComplete="off" error={errors.email} />
            <FormField label="Phone" name="phone" type="tel" autoComplete="off" error={errors.phone} />
          </div>
          {cart.fulfilment === "delivery" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Address" name="address" wrapperClassName="sm:col-span-2" error={errors.address} />
              <FormField label="City" name="city" defaultValue="London" error={errors.city} />
              <FormField label="Postcode" name="postcode" error={errors.postcode} />
              {deliveryWindows ? (
                <SelectField
                  label="Delivery window"
                  id="deliveryWindow"
                  name="deliveryWindow"
                  defaultValue={ANY_TIME}
                  error={errors.deliveryWindow}
                >
                  <option value={ANY_TIME}>Any time</option>
                  {DELIVERY_WINDOWS.map((window) => (
                    <option key={window} value={window}>
                      {DELIVERY_WINDOW[window].label}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <TextareaField
                label="Delivery instructions"
                id="deliveryInstructions"
                name="deliveryInstructions"
                wrapperClassName="sm:col-span-2"
                error={errors.deliveryInstructions}
              />
            </div>
          ) : (
            <SelectField
              label="Collection point"
              id="collectionPointId"
              name="collectionPointId"
              error={errors.collectionPointId}
            >
              <option value="">Choose a collection point</option>
              {collectionPoints.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
          )}
          <TextareaField
            label="Allergies or dietary needs"
            id="allergyNote"
            name="allergyNote"
            error={errors.allergyNote}
          />
        </HeadedSection>

        <HeadedSection
          id="payment-title"
          title="Payment"
          className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <fieldset className="grid gap-2">
            <legend className="sr-only">How the order is paid</legend>
            {(["cash", "bank_transfer", "link"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="payment"
                  value={value}
                  checked={payment === value}
                  onChange={() => setPayment(value)}
                />
                {value === "link" ? "Send a payment link" : `Paid by ${MANUAL_PAYMENT_LABEL[value].toLowerCase()}`}
              </label>
            ))}
          </fieldset>
          {payment === "bank_transfer" ? (
            <FormField label="Bank reference (optional)" name="reference" error={errors.reference} />
          ) : null}
          <FormField
            label="Promo code (optional)"
            name="promoCode"
            autoComplete="off"
            maxLength={40}
            error={errors.promoCode}
          />
          {quote ? <QuoteSummary quote={quote} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="quote" variant="secondary" disabled={pending}>
              Check price
            </Button>
            <SubmitButton name="intent" value="save" pending={pending} pendingLabel="Saving…">
              Save order
            </SubmitButton>
          </div>
        </HeadedSection>
      </fetcher.Form>
    </main>
  );
}

function QuoteSummary({ quote }: { quote: ManualQuote }) {
  const rows: Array<[string, number]> = [
    ["Subtotal", quote.subtotalPence],
    ["Shipping", quote.shippingPence],
    ...(quote.discountPence ? [["Discount", -quote.discountPence] as [string, number]] : []),
    ...(quote.promo ? [[`Code ${quote.promo.code}`, -quote.promo.discountPence] as [string, number]] : []),
  ];
  return (
    <div aria-label="Price from the server" className="rounded-lg bg-stone-50 p-3 text-sm">
      <ul className="grid gap-1">
        {quote.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-2">
            <span>
              {line.quantity} × {line.label}
            </span>
            <span>{formatPence(line.lineTotalPence)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-2 border-t border-stone-200 pt-2">
        {rows.map(([label, pence]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{formatPence(pence)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="server-total">
          {formatPence(quote.totalPence)}
        </dd>
      </dl>
    </div>
  );
}
