import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { PrepSheetTab } from "~/features/kitchen/admin/prep-sheet-tab";
import { loadPrepSheetPage } from "~/features/kitchen/admin/prep-sheet.server";
import { forecastRenewals } from "~/features/subscriptions/public.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/prep-sheet";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, `Prep sheet ${loaderData?.sheet.date ?? ""}`, "Admin Dashboard") },
];

// The sheet counts the subscription renewals the weekly job has not booked yet as a forecast:
// The kitchen must not import Subscriptions, so the route brings them together.
export const loader = ({ request }: Route.LoaderArgs) => loadPrepSheetPage(request, (date) => forecastRenewals(date));

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the prep sheet" />;
}

export default function PrepSheet({ loaderData }: Route.ComponentProps) {
  return <PrepSheetTab {...loaderData} />;
}
