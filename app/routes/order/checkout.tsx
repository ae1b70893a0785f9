import { CheckoutPage } from "~/features/shop/pages/checkout-page";
import { checkoutAction, loadCheckoutPage } from "~/features/shop/pages/checkout.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Checkout") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => loadCheckoutPage(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  checkoutAction(request, context.get(requestInfoContext).clientIp);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} actionData={actionData} />;
}
