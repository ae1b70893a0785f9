import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { NewOrderTab } from "~/features/shop/admin/new-order-tab";
import { loadNewOrder, newOrderAction } from "~/features/shop/admin/new-order.server";
import { queuePaymentLinkEmail } from "~/features/payments/pay-link.server";
import { activeProvider } from "~/features/payments/provider.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/new-order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "New order", "Admin Dashboard") },
];

export const loader = () => loadNewOrder();

// The shop's New order creates the order (Orders); payments names the link's provider and emails the link.
export function action({ request, context }: Route.ActionArgs) {
  const admin = currentAdmin(context);
  const linkProvider = activeProvider().name === "stripe" ? "stripe" : "test";
  return newOrderAction(request, admin, { linkProvider, sendLink: queuePaymentLinkEmail });
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the new order form" />;
}

export default function NewOrder({ loaderData }: Route.ComponentProps) {
  return <NewOrderTab {...loaderData} />;
}
