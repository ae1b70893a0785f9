import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { OrdersTab } from "~/features/orders/admin/orders-tab";
import { loadOrdersTab } from "~/features/orders/admin/orders.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Orders", "Admin Dashboard") }];

export const loader = ({ request }: Route.LoaderArgs) => loadOrdersTab(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load orders" />;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <OrdersTab {...loaderData} />;
}
