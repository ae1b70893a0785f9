import { getUser } from "~/features/accounts/session.server";
import { MyOrderPage } from "~/features/orders/pages/my-order-page";
import { loadMyOrderPage, myOrderAction } from "~/features/orders/pages/my-order.server";
import { cancelOrderForCustomer } from "~/features/payments/customer-cancel.server";
import { OrderDocuments } from "~/features/receipts/components/order-documents";
import { orderDocuments } from "~/features/receipts/download.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-order";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, `Order ${loaderData.order.orderNumber}`, "My account")
      : pageTitle(matches, "Order not found"),
  },
  { name: "robots", content: "noindex" },
];

// The order is orders'; who is asking is accounts', the refund of a cancelled order payments', its
// receipts receipts' (read once the order is known to be the customer's).
export const loader = async ({ request, params }: Route.LoaderArgs) => {
  const page = await loadMyOrderPage(params.orderId, await getUser(request));
  return { ...page, documents: await orderDocuments(params.orderId) };
};

export const action = async ({ request, params }: Route.ActionArgs) =>
  myOrderAction(request, params.orderId, await getUser(request), cancelOrderForCustomer);

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyOrderPage
      {...loaderData}
      actionData={actionData}
      documents={
        <OrderDocuments
          documents={loaderData.documents}
          base={`/my-account/orders/${loaderData.order.id}`}
          title="Receipts"
        />
      }
    />
  );
}
