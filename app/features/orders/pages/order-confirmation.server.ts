import { redirect } from "react-router";
import { formatLongDate } from "~/lib/dates";
import type { OrderView } from "../order-queries.server";
import { customerSummary } from "../customer-summary";

/** The provider's word on a checkout session: payments' (above orders), handed in by the route. */
type ConfirmPayment = (sessionId: string) => Promise<{ status: "paid"; order: OrderView } | { status: "failed" }>;

async function confirmationFor(sessionId: string, confirmPayment: ConfirmPayment) {
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
      deliveryWindow: o.deliveryWindow,
      isSubscription: o.isSubscription,
      isTestPayment: o.isTestPayment,
      canCreateAccount: o.isGuest && !o.userId,
      fromBasket: !o.enteredBy,
      ...customerSummary(o),
    },
  };
}
export type ConfirmationData = Awaited<ReturnType<typeof confirmationFor>>;

/** `signedIn`: whether a user is signed in (accounts', handed in by the route). */
export async function loadOrderConfirmationPage(request: Request, signedIn: boolean, confirmPayment: ConfirmPayment) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect("/order");
  // Streamed: the page shows "Verifying payment..." until the provider has answered.
  return { sessionId, signedIn, confirmation: confirmationFor(sessionId, confirmPayment) };
}
