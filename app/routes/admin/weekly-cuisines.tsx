import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { WeeklyCuisinesTab } from "~/features/catalog/admin/weekly-cuisines-tab";
import { loadWeeklyCuisinesTab, weeklyCuisinesAction } from "~/features/catalog/admin/weekly-cuisines.server";
import { campaignTriggers } from "~/features/campaigns/public.server";
import { weekendChecks } from "~/features/orders/weekend-checks.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/weekly-cuisines";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Weekly Cuisines", "Admin Dashboard") },
];

// Whether a weekend's menu fills every box, and its orders, are the cart's and Orders' to say (decision 028).
export const loader = () => loadWeeklyCuisinesTab(weekendChecks);

export const action = ({ request }: Route.ActionArgs) => weeklyCuisinesAction(request, weekendChecks, campaignTriggers);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch weekly cuisines" />;
}

export default function WeeklyCuisines({ loaderData, actionData }: Route.ComponentProps) {
  return <WeeklyCuisinesTab {...loaderData} actionData={actionData} />;
}
