import { Suspense } from "react";
import { Await, data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { createAccountForGuestOrder } from "~/features/accounts/guest-account.server";
import { clearGuest } from "~/features/accounts/guest.server";
import { getUser } from "~/features/accounts/session.server";
import { ConfirmationFailed, ConfirmationSuccess, Verifying } from "~/features/shop/components/confirmation-views";
import { confirmPayment } from "~/features/payments/confirm.server";
import { formatLongDate } from "~/lib/dates";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/order-confirmation";
import { requestInfoContext } from "~/lib/request-context";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Order confirmation") },
  { name: "robots", content: "noindex" },
];

async function confirmationFor(sessionId: string) {
  const result = await confirmPayment(sessionId);
  if (result.status !== "paid") return { status: "failed" as const };
  const o = result.order;
  return {
    status: "paid" as const,
    order: {
      orderNumber: o.orderNumber,
      email: o.email,
      name: `${o.firstName} ${o.lastName}`,
      fulfilment: o.fulfilment,
      fulfilmentText: o.fulfilmentText,
      collectionInstructions: o.collectionInstructions,
      address: o.address,
      city: o.city,
      region: o.region,
      postcode: o.postcode,
      phone: o.phone,
      deliveryInstructions: o.deliveryInstructions,
      deliveryDate: formatLongDate(o.deliveryDate),
      isSubscription: o.isSubscription,
      isTestPayment: o.isTestPayment,
      canCreateAccount: o.isGuest && !o.userId,
      fromBasket: !o.enteredBy,
      subtotalPence: o.subtotalPence,
      shippingPence: o.shippingPence,
      discountPence: o.discountPence,
      totalPence: o.totalPence,
      lines: o.lines.map((l) => ({
        id: l.id,
        label: l.label,
        quantity: l.quantity,
        lineTotalPence: l.lineTotalPence,
        isSubscription: l.isSubscription,
        items: l.items.map((i) => ({ name: i.name, quantity: i.quantity })),
        allergens: l.allergens,
        mayContain: l.mayContain,
      })),
    },
  };
}
export type ConfirmationData = Awaited<ReturnType<typeof confirmationFor>>;

export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect("/order");
  const user = await getUser(request);
  // Streamed: the page shows "Verifying payment..." until the provider has answered.
  return { sessionId, signedIn: Boolean(user), confirmation: confirmationFor(sessionId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const form = await request.formData();
  if (form.get("intent") !== "create-account") return data({ account: "failed" as const }, { status: 400 });
  if (await getUser(request)) return data({ account: "not-allowed" as const }, { status: 400 });
  const account = await createAccountForGuestOrder(request, sessionId, context.get(requestInfoContext).clientIp);
  // With an account on its way, guest mode ends: the set-password link leads on to log in.
  const headers = account === "created" ? { "Set-Cookie": await clearGuest() } : undefined;
  return data({ account }, { status: account === "created" || account === "exists" ? 200 : 400, headers });
}

/** Creating an account keeps the page as it is (its card shows the outcome). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "create-account" ? false : defaultShouldRevalidate;
}

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <Suspense fallback={<Verifying />}>
        <Await resolve={loaderData.confirmation} errorElement={<ConfirmationFailed />}>
          {(confirmation) =>
            confirmation.status === "paid" ? (
              <ConfirmationSuccess order={confirmation.order} signedIn={loaderData.signedIn} />
            ) : (
              <ConfirmationFailed />
            )
          }
        </Await>
      </Suspense>
    </main>
  );
}
