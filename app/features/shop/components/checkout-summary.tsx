import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPence } from "~/lib/money";
import type { CheckoutQuote } from "../checkout-quote.server";
import { LineAllergens } from "~/features/cart/public";
import { CodeField } from "./code-field";

/** The checkout's side summary: lines, figures and delivery date as the server prices them (a collection shows its free shipping). */
export function CheckoutSummary({
  quote,
  loading,
  promoCode,
  invitedBy = null,
  onPromoCode,
  giftCardCode,
  onGiftCardCode,
}: {
  quote: CheckoutQuote | null;
  loading: boolean;
  /** The code applied (the server says whether it holds). */
  promoCode: string | null;
  /** Who invited the customer through a share link (decision 045). */
  invitedBy?: string | null;
  onPromoCode: (code: string | null) => void;
  /** The gift card applied (the server says what it pays). */
  giftCardCode: string | null;
  onGiftCardCode: (code: string | null) => void;
}) {
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle id="summary-heading">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {loading || !quote ? (
          <p role="status">Loading your order...</p>
        ) : !quote.ok ? (
          <p role="alert" className="text-red-700">
            {quote.message}
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label="Order lines">
              {quote.lines.map((line) => (
                <li key={line.id} className="flex flex-col gap-1 border-b border-stone-100 pb-3">
                  <div className="flex justify-between gap-3 font-semibold">
                    <span>
                      {line.quantity} × {line.label}
                    </span>
                    <span>{formatPence(line.lineTotalPence)}</span>
                  </div>
                  {line.isSubscription ? (
                    <span className="text-brand-700 text-xs font-semibold">Weekly subscription</span>
                  ) : null}
                  {line.items.length ? (
                    <span className="text-muted text-xs">
                      {line.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(", ")}
                    </span>
                  ) : null}
                  <LineAllergens allergens={line.allergens} mayContain={line.mayContain} />
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatPence(quote.subtotalPence)}</dd>
              {quote.shippingPence > 0 || quote.fulfilment === "collection" ? (
                <>
                  <dt>Shipping Cost{quote.fulfilment === "collection" ? " (collection)" : ""}</dt>
                  <dd className="text-right" data-testid="checkout-shipping">
                    {formatPence(quote.shippingPence)}
                  </dd>
                </>
              ) : null}
              {quote.discountPence > 0 ? (
                <>
                  <dt>Discounts</dt>
                  <dd className="text-right">({formatPence(quote.discountPence)})</dd>
                </>
              ) : null}
              {quote.promo ? (
                <>
                  <dt>Code {quote.promo.code.toUpperCase()}</dt>
                  <dd className="text-right" data-testid="checkout-promo">
                    ({formatPence(quote.promo.discountPence)})
                  </dd>
                </>
              ) : null}
              <dt className="text-base font-bold">Total</dt>
              <dd className="text-right text-base font-bold" data-testid="checkout-total">
                {formatPence(quote.totalPence)}
              </dd>
              {quote.creditPence > 0 ? (
                <>
                  <dt>Store credit</dt>
                  <dd className="text-right" data-testid="checkout-credit">
                    ({formatPence(quote.creditPence)})
                  </dd>
                </>
              ) : null}
              {quote.giftCard ? (
                <>
                  <dt>Gift card</dt>
                  <dd className="text-right" data-testid="checkout-gift-card">
                    ({formatPence(quote.giftCard.pence)})
                  </dd>
                </>
              ) : null}
              {quote.creditPence > 0 || quote.giftCard ? (
                <>
                  <dt className="font-semibold">To pay by card</dt>
                  <dd className="text-right font-semibold" data-testid="checkout-to-pay">
                    {formatPence(toPayByCard(quote))}
                  </dd>
                </>
              ) : null}
            </dl>
            {invitedBy ? (
              <p className="text-sm" data-testid="invited-by">
                Invited by {invitedBy}
              </p>
            ) : null}
            <CodeField
              key={`promo-${promoCode ?? ""}`}
              id="promo-code"
              label="Promo code"
              applied={promoCode}
              problem={quote.promoProblem}
              appliedText={
                <>
                  Code <strong>{promoCode?.toUpperCase()}</strong> applied
                  {quote.promo ? `: ${formatPence(quote.promo.discountPence)} off` : ""}
                </>
              }
              onApply={onPromoCode}
            />
            <CodeField
              key={`gift-${giftCardCode ?? ""}`}
              id="gift-card-code"
              label="Gift card"
              applied={giftCardCode}
              problem={quote.giftCardProblem}
              appliedText={`Gift card applied: ${formatPence(quote.giftCard?.pence ?? 0)} of it pays for this order`}
              onApply={onGiftCardCode}
            />
            <div>
              <p className="font-semibold">{quote.fulfilment === "collection" ? "Collection Date" : "Delivery Date"}</p>
              <p>{quote.deliveryDateLabel ?? "No delivery date picked yet"}</p>
              {quote.dateProblem ? (
                <p role="alert" className="mt-1 text-red-700">
                  {quote.dateProblem}
                </p>
              ) : null}
            </div>
            {quote.hasSubscription ? (
              <div className="text-brand-800">
                <p className="font-semibold">Subscription items will be charged weekly</p>
                {quote.weeklyPence > 0 ? (
                  <p data-testid="checkout-weekly">Then {formatPence(quote.weeklyPence)} every week</p>
                ) : null}
              </div>
            ) : null}
            <p className="text-muted">
              {nothingToPay(quote)
                ? "Nothing is left to pay by card: your order is confirmed straight away."
                : "You will be redirected to our secure payment page to complete your payment."}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

type PricedQuote = Extract<CheckoutQuote, { ok: true }>;

/** What is left for the card once credit and a gift card have paid (decisions 043, 046). */
function toPayByCard(quote: PricedQuote): number {
  return quote.totalPence - quote.creditPence - (quote.giftCard?.pence ?? 0);
}

/** Credit, a gift card or a code pays the whole one-off order: no card and no payment page (decision 043). */
export function nothingToPay(quote: CheckoutQuote | null): boolean {
  return Boolean(quote?.ok && !quote.hasSubscription && toPayByCard(quote) === 0);
}
