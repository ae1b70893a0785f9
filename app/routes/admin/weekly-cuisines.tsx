import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { WeeklyCuisinesTab } from "~/features/catalog/admin/weekly-cuisines-tab";
import { loadWeeklyCuisinesTab, weeklyCuisinesAction } from "~/features/catalog/admin/weekly-cuisines.server";
import type { Route } from "./+types/weekly-cuisines";

export const meta: Route.MetaFunction = () => [{ title: "Weekly Cuisines | Admin Dashboard" }];

export const loader = () => loadWeeklyCuisinesTab();

export const action = ({ request }: Route.ActionArgs) => weeklyCuisinesAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch weekly cuisines" />;
}

export default function WeeklyCuisines({ loaderData, actionData }: Route.ComponentProps) {
  return <WeeklyCuisinesTab {...loaderData} actionData={actionData} />;
}
