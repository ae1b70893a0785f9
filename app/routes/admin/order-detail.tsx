import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { OrderDetailTab } from "~/features/orders/admin/order-detail-tab";
import { loadOrderDetail, orderStatusAction } from "~/features/orders/admin/order-detail.server";
import { refundAction, refundToCreditAction } from "~/features/payments/admin/refund-action.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/order-detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.order.orderNumber ?? "Order", "Admin Dashboard") },
];

export const loader = ({ params }: Route.LoaderArgs) => loadOrderDetail(params.orderId);

// Status changes belong to ordering, the refund to payments.
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const adminId = currentAdmin(context).id;
  if (form.intent === "refund") return refundAction(params.orderId, adminId);
  if (form.intent === "refund-credit") return refundToCreditAction(params.orderId, adminId);
  return orderStatusAction(form, params.orderId, adminId);
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Order not found" description="This order does not exist or could not be loaded." />;
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  return <OrderDetailTab {...loaderData} />;
}
