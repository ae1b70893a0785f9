import { shopperKeyOf } from "~/features/accounts/shopper.server";
import { OrderPage } from "~/features/shop/pages/order-page";
import { loadOrderPage } from "~/features/shop/pages/order.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Build your order") },
  {
    name: "description",
    content: "Pick a delivery weekend, choose boxes or a custom order from its menu and continue to checkout.",
  },
  { name: "robots", content: "noindex" },
];

export const loader = async ({ request }: Route.LoaderArgs) => loadOrderPage(await shopperKeyOf(request));

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
