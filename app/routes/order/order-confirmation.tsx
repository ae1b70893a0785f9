import type { ShouldRevalidateFunctionArgs } from "react-router";
import { orderConfirmationAction } from "~/features/accounts/pages/order-confirmation.server";
import { getUser } from "~/features/accounts/session.server";
import { loadOrderConfirmationPage } from "~/features/orders/pages/order-confirmation.server";
import { confirmPayment } from "~/features/payments/confirm.server";
import { OrderConfirmationPage } from "~/features/shop/pages/order-confirmation-page";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/order-confirmation";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Order confirmation") },
  { name: "robots", content: "noindex" },
];

// The order is orders', its payment payments'; the account offered to a guest is accounts', the page the shop's.
export const loader = async ({ request }: Route.LoaderArgs) =>
  loadOrderConfirmationPage(request, Boolean(await getUser(request)), confirmPayment);

export const action = ({ request, context }: Route.ActionArgs) =>
  orderConfirmationAction(request, context.get(requestInfoContext).clientIp);

/** Creating an account keeps the page as it is (its card shows the outcome). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "create-account" ? false : defaultShouldRevalidate;
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmationPage {...loaderData} />;
}
