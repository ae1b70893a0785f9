import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { OrderDetailTab } from "~/features/ordering/admin/order-detail-tab";
import { loadOrderDetail, orderDetailAction } from "~/features/ordering/admin/order-detail.server";
import type { Route } from "./+types/order-detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.order.orderNumber ?? "Order"} | Admin Dashboard` },
];

export const loader = ({ params }: Route.LoaderArgs) => loadOrderDetail(params.orderId);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  orderDetailAction(request, params.orderId, currentAdmin(context).id);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Order not found" description="This order does not exist or could not be loaded." />;
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  return <OrderDetailTab {...loaderData} />;
}
