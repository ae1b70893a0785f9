import { Fragment } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { formatPence } from "~/lib/money";
import type { PageData } from "~/lib/page-data";
import type { loadTestPaymentPage } from "./test-payment.server";

/** The built-in test provider's payment page: the order, then Pay or Cancel. */
export function TestPaymentPage(loaderData: PageData<typeof loadTestPaymentPage>) {
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
            purchase as if a card payment had succeeded, or Cancel to go back.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {loaderData.rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words">{value}</dd>
              </Fragment>
            ))}
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
              This payment was cancelled or has expired. Please go back to {loaderData.againAt} to try again.
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
