import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { OrderDetailTab } from "~/features/orders/admin/order-detail-tab";
import { loadOrderDetail, orderStatusAction } from "~/features/orders/admin/order-detail.server";
import { refundAction, refundToCreditAction } from "~/features/payments/admin/refund-action.server";
import { OrderDocuments } from "~/features/receipts/components/order-documents";
import { orderDocuments } from "~/features/receipts/download.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/order-detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.order.orderNumber ?? "Order", "Admin Dashboard") },
];

// The order is orders'; its receipts and credit notes receipts'.
export const loader = async ({ params }: Route.LoaderArgs) => ({
  ...(await loadOrderDetail(params.orderId)),
  documents: await orderDocuments(params.orderId),
});

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
  return (
    <OrderDetailTab
      {...loaderData}
      documents={
        <OrderDocuments
          documents={loaderData.documents}
          base={`/admin/orders/${loaderData.order.id}`}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5"
        />
      }
    />
  );
}
