import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { CampaignsTab } from "~/features/campaigns/admin/campaigns-tab";
import { campaignsAction, loadCampaignsTab } from "~/features/campaigns/admin/campaigns.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/campaigns";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Campaigns", "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadCampaignsTab(request);

export const action = ({ request, context }: Route.ActionArgs) => campaignsAction(request, currentAdmin(context).email);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the campaigns" />;
}

export default function Campaigns({ loaderData, actionData }: Route.ComponentProps) {
  return <CampaignsTab {...loaderData} actionData={actionData} />;
}
