import { PayOrderPage } from "~/features/payments/pages/pay-order-page";
import { loadPayOrderPage } from "~/features/payments/pages/pay-order.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/pay-order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Pay for your order") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => loadPayOrderPage(request, params.orderId);

export default function PayOrder({ loaderData }: Route.ComponentProps) {
  return <PayOrderPage {...loaderData} />;
}
