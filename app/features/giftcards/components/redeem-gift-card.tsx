import { useFetcher } from "react-router";
import { SubmitButton } from "~/components/form-kit";
import { TitledCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** What My account's action answers a refused redemption with (a success redirects with a toast). */
export interface RedeemGiftCardAnswer {
  giftCardError?: string;
}

/**
 * My account's "Redeem a gift card": the code from the email becomes store credit. A refusal is
 * said under the field (the same words for every unusable code); the page's action takes the intent.
 */
export function RedeemGiftCard() {
  const fetcher = useFetcher<RedeemGiftCardAnswer>({ key: "redeem-gift-card" });
  const error = fetcher.state === "idle" ? fetcher.data?.giftCardError : undefined;
  return (
    <section aria-label="Redeem a gift card">
      <TitledCard title="Redeem a gift card">
        <fetcher.Form method="post" action="/my-account" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="redeem-gift-card" />
          <p className="text-muted text-sm">
            Type the code from your gift card email: what is on the card becomes store credit for your orders.
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="gift-card-code">Gift card code</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="gift-card-code"
                name="code"
                required
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="e.g. K7QM-2HXP-9T4R-W3ZD"
                className="max-w-72 font-mono"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "gift-card-code-error" : undefined}
              />
              <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Redeeming...">
                Redeem
              </SubmitButton>
            </div>
            {error ? (
              <p id="gift-card-code-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      </TitledCard>
    </section>
  );
}
