import { Suspense } from "react";
import { Await } from "react-router";
import {
  ConfirmationFailed,
  ConfirmationSuccess,
  Verifying,
  type ConfirmedOrder,
} from "../components/confirmation-views";

export function OrderConfirmationPage({
  confirmation,
  signedIn,
}: {
  confirmation: Promise<{ status: "paid"; order: ConfirmedOrder } | { status: "failed" }>;
  signedIn: boolean;
}) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <Suspense fallback={<Verifying />}>
        <Await resolve={confirmation} errorElement={<ConfirmationFailed />}>
          {(confirmation) =>
            confirmation.status === "paid" ? (
              <ConfirmationSuccess order={confirmation.order} signedIn={signedIn} />
            ) : (
              <ConfirmationFailed />
            )
          }
        </Await>
      </Suspense>
    </main>
  );
}
