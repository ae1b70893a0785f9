import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { DashboardPage } from "~/features/reports/admin/dashboard-page";
import { loadDashboardPage } from "~/features/reports/admin/dashboard.server";
import { defaultAccountsPeriod } from "~/features/receipts/accounts-export.server";
import { AccountsExportForm } from "~/features/receipts/components/accounts-export-form";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Sales dashboard", "Admin Dashboard") },
];

// The figures are reports'; the export for bookkeeping receipts'.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await loadDashboardPage(request)),
  accounts: defaultAccountsPeriod(),
});

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the sales dashboard" />;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} bookkeeping={<AccountsExportForm {...loaderData.accounts} />} />;
}
