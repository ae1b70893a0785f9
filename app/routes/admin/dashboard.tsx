import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { DashboardPage } from "~/features/reports/admin/dashboard-page";
import { loadDashboardPage } from "~/features/reports/admin/dashboard.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Sales dashboard", "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadDashboardPage(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the sales dashboard" />;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
